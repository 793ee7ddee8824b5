import ArgumentParser
import Foundation
import Layout

/// `ptable sources`: every reference the sourced values cite, in full, with what each is cited for.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "Print every reference the element values cite, in full.",
        discussion: """
        One entry per reference of the bundled properties file: its key (as tiles in \
        --format json, `ptable properties` and the server name it), the reference in one line \
        (authors, title, journal or publisher, year, DOI or URL) and the properties that cite it. \
        Then the element data the other values come from. --json prints the references as JSON.
        """
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let properties = try ElementProperties.bundled()
        let keys = properties.references.keys.sorted { $0.lowercased() < $1.lowercased() }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try StandardStream.writeOutput(try encoder.encode(keys.map { properties.references[$0]! }) + Data("\n".utf8))
            return
        }
        var text = ""
        for key in keys {
            let citing = properties.properties.filter { $0.sources.contains(key) }.map(\.key)
            text += "\(key)\n  \(properties.references[key]!.citation)\n"
            if !citing.isEmpty { text += "  for: \(citing.joined(separator: ", "))\n" }
            text += "\n"
        }
        text += "Periodic-Table-JSON\n  \(Self.elementDataCredit)\n"
        try StandardStream.writeOutput(text)
    }

    /// The bundled element data, which cites no source per value: names, categories, positions,
    /// and the values no reference above replaces.
    static let elementDataCredit = "Bowserinator and contributors, \"Periodic-Table-JSON\" (CC BY-SA 3.0), "
        + "commit ea41119626581350fdcdd9c873de233645a43023. https://github.com/Bowserinator/Periodic-Table-JSON "
        + "(names, categories, positions, summaries and the values no reference above replaces; hand corrections "
        + "with their sources in DataCorrections.md)."
}
