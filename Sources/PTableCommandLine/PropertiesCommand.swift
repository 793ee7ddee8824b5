import ArgumentParser
import Foundation
import Layout

/// `ptable properties [ELEMENT]`: the sourced properties with their units and sources, or one
/// element's values with theirs.
struct PropertiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "properties",
        abstract: "List the sourced properties (key, --color-by name, unit, sources), or one element's values with their sources.",
        discussion: """
        Without ELEMENT: one line per property of the bundled properties file: its key, the \
        --color-by name that draws it as a heatmap (- for none), its unit (1: a pure number; \
        - for texts and lists), the keys of the references it cites and its name. \
        With ELEMENT: every value the element has, after its source key (user data for a value \
        from your --data file), written with the source's digits and its unit, followed by \
        the cited references in full. --json prints the same as JSON (for an element, what \
        GET /api/v1/elements/ELEMENT/properties serves). `ptable sources` lists every reference.
        """
    )

    @Argument(help: "A symbol, name or atomic number (optional).")
    var element: String?

    @Option(help: ArgumentHelp("Read elements from FILE instead of the bundled data (its values are shown as user data); - reads standard input.",
                               valueName: "FILE"))
    var data: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        try PathOption.requireNonEmpty(data, option: "--data")
        if data != nil, element == nil {
            throw ValidationError("--data applies to one element's values; add ELEMENT")
        }
    }

    func run() throws {
        let properties = try ElementProperties.bundled()
        guard let element else {
            if json {
                try StandardStream.writeOutput(try Self.listJSON(properties))
            } else {
                try StandardStream.writeOutput(Self.listText(properties))
            }
            return
        }
        let found = try CommonOptions.loadTable(data: data).requireElement(matching: element)
        let formatter = ElementFormatter(properties: properties, dataOrigin: data == nil ? .bundled : .userData)
        let document = ElementPropertiesDocument(element: found, formatter: formatter)
        if json {
            try StandardStream.writeOutput(try document.jsonData())
        } else {
            try StandardStream.writeOutput(Self.elementText(document, element: found, formatter: formatter))
        }
    }

    /// `atomic-radius  atomic-radius  pm  Slater1964  Atomic radius`, aligned, with a header.
    static func listText(_ properties: ElementProperties) -> String {
        let rows = properties.properties.map { property in
            [property.key, NumericProperty.drawing(propertyKey: property.key)?.rawValue ?? "-", property.unit ?? "-",
             property.sources.joined(separator: ","), property.name]
        }
        return Columns.text([["KEY", "COLOR-BY", "UNIT", "SOURCES", "NAME"]] + rows)
    }

    static func listJSON(_ properties: ElementProperties) throws -> Data {
        struct Row: Encodable {
            var key, name, kind, description: String
            var unit: String?
            var colorBy: String?
            var sources: [String]
        }
        let rows = properties.properties.map { property in
            Row(key: property.key, name: property.name, kind: property.kind.rawValue, description: property.description,
                unit: property.unit, colorBy: NumericProperty.drawing(propertyKey: property.key)?.rawValue,
                sources: property.sources)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(rows) + Data("\n".utf8)
    }

    /// The element's values, one a line (`electronegativity  haynes2014crc  1.00`), then the references.
    static func elementText(_ document: ElementPropertiesDocument, element: Element, formatter: ElementFormatter) -> String {
        var rows: [[String]] = []
        for (key, entry) in document.properties.sorted(by: { $0.key < $1.key }) {
            let value: String
            if let all = entry.all, let common = entry.common {
                value = formatter.allOxidationStatesText(element) + (common.isEmpty && !all.isEmpty ? " (none marked common)" : "")
            } else if entry.isotopes != nil {
                value = formatter.isotopesText(element, limit: Int.max)
            } else {
                var text = entry.value ?? ElementFormatter.missing
                if let uncertainty = entry.uncertainty { text += " ± " + uncertainty }
                // A unit after a value only: not after "—", and not after a calendar year.
                if entry.value != nil, let unit = entry.unit, !SourcedValue.unitlessUnits.contains(unit) { text += " " + unit }
                if let interval = entry.interval { text += " [" + interval.joined(separator: ", ") + "]" }
                if entry.predicted == true { text += " (predicted)" }
                if entry.cited == false { text += " (uncited)" }
                value = text
            }
            rows.append([key, entry.source, value])
        }
        var text = "\(document.name) (\(document.symbol), \(document.number))\n" + Columns.text(rows)
        if !document.references.isEmpty {
            text += "\nReferences:\n"
            for key in document.references.keys.sorted() {
                text += "  \(key): \(document.references[key]!.citation)\n"
            }
        }
        // Names come from the data file: cleaned line by line like every text ptable prints.
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { ElementText.sanitized(String($0)) }
            .joined(separator: "\n")
    }
}
