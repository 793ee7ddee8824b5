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
        --format json, `ptable properties` and the server name it), the reference (authors, \
        title, journal or publisher, year, DOI or URL) and the properties that cite it. \
        Periodic-Table-JSON is among them: the element data the other values come from. --json prints the references as JSON. \
        The text fits the terminal (--columns, else COLUMNS, else the terminal's width, else \
        80): a reference or list too long for a line goes on under itself, four spaces in, \
        broken between words (the list after its commas); a DOI or URL is never broken, so it \
        can be copied whole, and one wider than the line stands alone on its own line.
        """
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Fit the text to N columns, 1...10000 (default: COLUMNS, else the terminal's width, else 80).", valueName: "N"))
    var columns: Int?

    func validate() throws {
        if let columns {
            guard (1...10000).contains(columns) else { throw ValidationError("--columns must be between 1 and 10000, got \(columns)") }
            // JSON has no width to fit.
            if json { throw ValidationError("--columns fits the text; leave out --json") }
        }
    }

    func run() throws {
        let properties = try ElementProperties.bundled()
        let keys = properties.references.keys.sorted { $0.lowercased() < $1.lowercased() }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try StandardStream.writeOutput(try encoder.encode(keys.map { properties.references[$0]! }) + Data("\n".utf8))
            return
        }
        let width = TerminalWidth.columns(override: columns)
        let entries = keys.map { key in
            let citing = properties.properties.filter { $0.sources.contains(key) }.map(\.key)
            var text = "\(key)\n" + TerminalLines.indented(words(properties.references[key]!.citation), width: width)
            if !citing.isEmpty {
                let pieces = citing.enumerated().map { index, key in index < citing.count - 1 ? key + "," : key }
                text += TerminalLines.indented(["for:"] + pieces, width: width)
            }
            return text
        }
        try StandardStream.writeOutput(entries.joined(separator: "\n"))
    }

    private func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
