import ArgumentParser
import Foundation
import Layout

/// `ptable properties [ELEMENT]`: the sourced properties with their units and sources, or one
/// element's values with theirs.
struct PropertiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "properties",
        abstract: "List the sourced properties (key, --color-by name, unit, sources), or one element's values with their sources.",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable properties [<element>] [<options>]",
        discussion: """
        Without ELEMENT: one line per property of the bundled properties file: its key, the \
        --color-by name that draws it as a heatmap (- for none), its unit (1: a pure number; \
        - for texts and lists), the keys of the references it cites and its name. \
        With ELEMENT: every value the element has, after its source key (user data for a value \
        from your --data file), written with the source's digits and its unit, followed by \
        the cited references in full. --lang writes the element's name, each property's \
        name (in place of its key, and in its alphabetical order), the notes and the numbers \
        in that language; source keys stay as they are. --json prints the same as JSON (for an element, what \
        GET /api/v1/elements/ELEMENT/properties serves). `ptable sources` lists every reference. \
        The text fits the terminal (--columns, else COLUMNS, else the terminal's width, else \
        80). In the list the sources wrap at their commas, then NAME, COLOR-BY, UNIT and \
        SOURCES are left out in that order; KEY always stays. An element's long values (its \
        isotopes, its oxidation states) go on under themselves, broken after their commas, \
        and its references four spaces in.
        """
    )

    @Argument(help: "A symbol, name or atomic number (optional).")
    var element: String?

    @OptionGroup var dataOptions: DataOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var language: LanguageOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Fit the text to N columns, 1...10000 (default: COLUMNS, else the terminal's width, else 80).", valueName: "N"))
    var columns: Int?

    func validate() throws {
        if dataOptions.data != nil, element == nil {
            throw ValidationError("--data applies to one element's values; add ELEMENT")
        }
        if let columns {
            guard (1...10000).contains(columns) else { throw ValidationError("--columns must be between 1 and 10000, got \(columns)") }
            // JSON has no width to fit.
            if json { throw ValidationError("--columns fits the text; leave out --json") }
        }
    }

    func run() throws {
        let properties = try ElementProperties.bundled()
        let locale = language.locale
        guard let element else {
            if json {
                try StandardStream.writeOutput(try Self.listJSON(properties, locale: locale))
            } else {
                try StandardStream.writeOutput(Self.listText(properties, locale: locale, columns: TerminalWidth.columns(override: columns)))
            }
            return
        }
        let found = try locale.requireElement(matching: element, in: dataOptions.loadTable())
        let formatter = ElementFormatter(properties: properties, dataOrigin: dataOptions.origin, locale: locale)
        let document = ElementPropertiesDocument(element: found, formatter: formatter)
        if json {
            try StandardStream.writeOutput(try document.jsonData())
        } else {
            try StandardStream.writeOutput(Self.elementText(document, element: found, formatter: formatter,
                                                            columns: TerminalWidth.columns(override: columns)))
        }
    }

    /// `atomic-radius  atomic-radius  pm  Slater1964  Atomic radius`, aligned, with a header,
    /// fitted to `columns` (`PropertyListText`); the names and the headers of the words in
    /// `locale`'s language.
    static func listText(_ properties: ElementProperties, locale: DisplayLocale, columns: Int = .max) throws -> String {
        let rows = properties.properties.map { property in
            PropertyListText.Row(key: property.key, colorBy: NumericProperty.drawing(propertyKey: property.key)?.rawValue ?? "-",
                                 unit: property.unit.map { $0 == "year" ? locale.text(.year) : locale.unit($0) } ?? "-",
                                 sources: property.sources, name: locale.propertyName(property))
        }
        let capitals = Locale(identifier: locale.code)
        let words = [LanguageLabel.unit, .sources, .name].map { locale.text($0).uppercased(with: capitals) }
        // KEY and COLOR-BY head the names the command line takes, which stay as they are.
        let header = PropertyListText.Row(key: "KEY", colorBy: "COLOR-BY", unit: words[0], sources: [words[1]], name: words[2])
        return try PropertyListText.text(rows, header: header, columns: columns)
    }

    static func listJSON(_ properties: ElementProperties, locale: DisplayLocale) throws -> Data {
        struct Row: Encodable {
            var key, name, kind, description: String
            var unit: String?
            var colorBy: String?
            var sources: [String]
        }
        let rows = properties.properties.map { property in
            Row(key: property.key, name: locale.propertyName(property), kind: property.kind.rawValue, description: property.description,
                unit: property.unit, colorBy: NumericProperty.drawing(propertyKey: property.key)?.rawValue,
                sources: property.sources)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(rows) + Data("\n".utf8)
    }

    /// The element's values, one a line (`electronegativity  haynes2014crc  1.00`), then the
    /// references; in another language than English each line starts with the property's name
    /// in it, and numbers take its decimal separator (`Atomradius  Slater1964  140 pm`). Long
    /// values and citations go on under themselves to fit `columns` (`PropertyValuesText`).
    static func elementText(_ document: ElementPropertiesDocument, element: Element, formatter: ElementFormatter,
                            columns: Int = .max) -> String {
        let locale = formatter.locale
        var rows: [[String]] = []
        // Alphabetical by the first column, as a reader looks a row up: the keys in English, the
        // names in the language elsewhere (German had Atommasse last, under its key).
        let entries = document.properties.sorted { $0.key < $1.key }
        let ordered = locale.isEnglish ? entries : entries.sorted { locale.precedes($0.value.name, $1.value.name) }
        for (key, entry) in ordered {
            let value: String
            if let all = entry.all, let common = entry.common {
                // All predicted, the aside says so; some, each is marked and the aside says what `~` means.
                let states = formatter.allOxidationStatesText(element, marksPrediction: entry.predicted != true)
                let marked = entry.predicted != true && entry.predictedStates != nil
                let notes = (marked ? ["~ " + predictedWord(locale, by: entry.predictionSource)] : []) + asides(entry, locale: locale)
                    + (common.isEmpty && !all.isEmpty ? [locale.text(.noneMarkedCommon)] : [])
                value = notes.isEmpty ? states : locale.parenthesized(states, notes)
            } else if entry.isotopes != nil {
                value = formatter.isotopesText(element, limit: Int.max)
            } else {
                value = valueText(entry, key: key, formatter: formatter)
            }
            let source = entry.source == ValueProvenance.userData.label ? locale.text(.userData) : entry.source
            rows.append([locale.isEnglish ? key : entry.name, source, value])
        }
        // An element without one (Ununennium) says so rather than stopping at its name.
        var text = locale.parenthesized(document.name, [document.symbol, String(document.number)]) + "\n" + (rows.isEmpty ? locale.text(.noData) + "\n" : PropertyValuesText.values(rows, columns: columns))
        if !document.references.isEmpty {
            text += "\n" + locale.labelled(locale.text(.references), "").trimmingCharacters(in: .whitespaces) + "\n"
            for key in document.references.keys.sorted() {
                text += PropertyValuesText.reference(key: key, citation: document.references[key]!.citation, columns: columns)
            }
        }
        // Names come from the data file: cleaned line by line like every text ptable prints.
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { ElementText.sanitized(String($0)) }
            .joined(separator: "\n")
    }

    /// A number or text value with its uncertainty, unit, interval and notes, as the formatter's
    /// locale writes them, negative numbers with a true minus sign as tiles write them (`−0.02 eV`).
    private static func valueText(_ entry: ElementPropertiesDocument.Entry, key: String, formatter: ElementFormatter) -> String {
        let locale = formatter.locale
        // A number has a unit (`1` for a pure number); a text value (a structure, a CAS number) has none.
        let number = { (text: String) in entry.unit == nil ? text : formatter.localNumber(text) }
        guard var text = entry.value.map({ key == "crystal-structure" ? locale.crystalStructure($0) : number($0) }) else {
            return ElementFormatter.missing
        }
        if let uncertainty = entry.uncertainty { text += " ± " + number(uncertainty) }
        // A unit after a value only, and not after a calendar year.
        if let unit = entry.unit, !SourcedValue.unitlessUnits.contains(unit) { text = locale.quantity(text, unit: unit) }
        // Semicolons between bounds written with decimal commas.
        if let interval = entry.interval {
            text += " [" + interval.map(number).joined(separator: locale.decimal(".") == "." ? ", " : "; ") + "]"
        }
        let notes = asides(entry, locale: locale)
        return notes.isEmpty ? text : locale.parenthesized(text, notes)
    }

    /// What a value's one aside says of it, in this order: predicted, uncited; written together
    /// as `(predicted, uncited)`, `（予測値、出典なし）`.
    private static func asides(_ entry: ElementPropertiesDocument.Entry, locale: DisplayLocale) -> [String] {
        // A condition's numbers with the locale's decimal separator: `0 °C, 101,325 kPa` in German.
        let condition = entry.condition.map { $0.split(separator: " ").map { Double($0) == nil ? String($0) : locale.decimal(String($0)) } }
        return (condition.map { [$0.joined(separator: " ")] } ?? [])
            + (entry.predicted == true ? [predictedWord(locale, by: entry.predictionSource)] : [])
            + (entry.cited == false ? [locale.text(.uncited)] : [])
    }

    /// `predicted`, `vorhergesagt`: the word inside an aside; `predicted: Eichler2019` with the
    /// reference that makes the values predictions when it is not the one they come from.
    private static func predictedWord(_ locale: DisplayLocale, by source: String?) -> String {
        let word = locale.text(.predicted).lowercased(with: Locale(identifier: locale.code))
        return source.map { locale.labelled(word, $0) } ?? word
    }
}
