import ArgumentParser
import Foundation
import Layout

/// `--values FILE` and `--count-formulas FILE`: the user's own numbers per element, drawn as a
/// heatmap (`table`) or in place of the mass (`tiles`).
struct ValuesOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour by your own numbers: a CSV file with a header (element,value; the element by symbol, name or number) or a JSON object such as {\"Fe\": 5.5}; - reads standard input.",
                               valueName: "FILE"))
    var values: String?

    @Option(help: ArgumentHelp("The CSV column to draw (default: the one named value, or the only other column).", valueName: "NAME"))
    var valuesColumn: String?

    @Option(help: ArgumentHelp("What the numbers are, for the colorbar (default: the column's name, else Value).", valueName: "TEXT"))
    var valuesLabel: String?

    @Option(help: ArgumentHelp("The numbers' unit, after each value and in the colorbar's title.", valueName: "TEXT"))
    var valuesUnit: String?

    @Option(help: ArgumentHelp("Colour by how often each element occurs in a list of formulas, one per line (Fe2O3, (NH4)2SO4, CuSO4·5H2O; # comments); - reads standard input.",
                               valueName: "FILE"))
    var countFormulas: String?

    @Option(help: "amount: add up each element's atoms over the formulas (default); occurrence: count the formulas that contain it.")
    var countMode: FormulaCounter.Mode?

    /// Whether the numbers come from the user.
    var isRequested: Bool { values != nil || countFormulas != nil }

    func validate() throws {
        if values != nil, countFormulas != nil {
            throw ValidationError("--values and --count-formulas cannot be combined: each gives the numbers to draw")
        }
        if valuesColumn != nil, values == nil {
            throw ValidationError("--values-column chooses a column of the --values file; add --values FILE")
        }
        if countMode != nil, countFormulas == nil {
            throw ValidationError("--count-mode applies to --count-formulas FILE")
        }
        if !isRequested {
            for (name, given) in [("--values-label", valuesLabel != nil), ("--values-unit", valuesUnit != nil)] where given {
                throw ValidationError("\(name) names the numbers of --values or --count-formulas; add one of them")
            }
        }
        for (name, text) in [("--values-label", valuesLabel), ("--values-unit", valuesUnit)] {
            if let text, let problem = Self.undrawable(text) {
                throw ValidationError("\(name) \"\(ElementText.escapedForMessage(text))\": \(problem)")
            }
        }
        try PathOption.requireNonEmpty(values, option: "--values", what: "a file or - for standard input")
        try PathOption.requireNonEmpty(countFormulas, option: "--count-formulas", what: "a file or - for standard input")
    }

    /// Standard input can be read once: refuses `-` here when `--data` (`dataPath`) reads it too.
    func validateStandardInput(dataPath: String?) throws {
        guard dataPath == "-" else { return }
        for (option, path) in [("--values", values), ("--count-formulas", countFormulas)] where path == "-" {
            throw ValidationError("--data and \(option) cannot both read standard input (-); give one of them a file")
        }
    }

    /// Registers the files as `InputFiles`, so no output replaces them (`-o values.csv`).
    func registerInputs() {
        if let values, values != "-" { InputFiles.register(values, option: "--values") }
        if let countFormulas, countFormulas != "-" { InputFiles.register(countFormulas, option: "--count-formulas") }
    }

    /// The numbers from the file, or nil when neither option is given. A number for an element
    /// of `table` that is not `drawable` (Ununennium without --include-hypothetical) is refused.
    func load(table: PeriodicTable, drawable: [Element]) throws -> ElementValues? {
        registerInputs()
        let shown = Set(drawable.map(\.number))
        let hiddenHint = "add --include-hypothetical to draw it"
        if let path = values {
            let reader = ElementValuesReader(table: table, shown: shown, hiddenHint: hiddenHint)
            let (data, name) = try Self.contents(of: path, limit: ElementValuesReader.maximumFileSize)
            let read = try reader.values(from: data, source: name, format: path == "-" ? nil : ElementValuesReader.Format(fileName: path),
                                         column: valuesColumn, label: valuesLabel, unit: valuesUnit)
            if let problem = Self.undrawable(read.label) {
                throw ElementDataError.invalidValues(path: name, location: "line 1", detail:
                    "the column name \"\(ElementText.escapedForMessage(read.label))\" is the colour bar's title, but \(problem); or name the numbers with --values-label")
            }
            return read
        }
        if let path = countFormulas {
            let counter = FormulaCounter(table: table, shown: shown, hiddenHint: hiddenHint)
            let (data, name) = try Self.contents(of: path, limit: FormulaCounter.maximumFileSize)
            return try counter.values(from: data, source: name, mode: countMode ?? .amount, label: valuesLabel, unit: valuesUnit)
        }
        return nil
    }

    /// Why `text`, which the user wrote to be drawn in `face` (a name for their numbers, a title),
    /// cannot be: a character no bundled font has. Drawn without it, the table would say
    /// something other than what was written.
    static func undrawable(_ text: String, in face: FontFace = FontLibrary.regular) -> String? {
        let missing = FontLibrary.undrawableScalars(in: ElementText.sanitized(text), preferring: face)
        guard !missing.isEmpty else { return nil }
        let listed = missing.prefix(3).map { "\"\(Character($0))\" (\(String(format: "U+%04X", $0.value)))" }
        return "ptable's fonts cannot draw \(listed.joined(separator: ", ")); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean script"
    }

    /// The bytes of `path` (standard input for `-`) and the name errors give it, read with the
    /// limits of a data file.
    static func contents(of path: String, limit: Int) throws -> (Data, String) {
        if path == "-" {
            return (try DataFile.standardInputContents(limit: limit, from: CommandContext.current.standardInput), DataFile.standardInputName)
        }
        return (try DataFile.contents(of: CommandContext.current.url(for: path), displayName: path, limit: limit), path)
    }
}

extension FormulaCounter.Mode: ExpressibleByArgument {}
