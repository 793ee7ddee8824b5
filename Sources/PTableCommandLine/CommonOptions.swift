import ArgumentParser
import Foundation
import Layout

/// Options every command shares: which data, which units, which theme.
///
/// Each command declares these options itself, with the help texts here, and builds this value
/// from them; so do the commands for the other option sets (`OutputOptions`,
/// `FavoritesSelection`, `ValuesOptions`, ...). They are not `@OptionGroup`s because a debug
/// build of argument-parser checks a group's declarations again from inside each check of the
/// command, several times per command line: with its four groups declared inline a debug
/// `ptable table` parses its arguments in half the time (140 M instructions instead of 290 M),
/// and the end-to-end tests run the debug binary about a thousand times. Help is unchanged.
package struct CommonOptions {
    /// The options as parsed by a command that declares them itself.
    package init(data: String?, units: TemperatureUnit, predicted: PredictedDisplay, theme: String, lang: String = "en") {
        self.data = data
        self.units = units
        self.predicted = predicted
        self.theme = theme
        self.lang = lang
    }

    package static let dataHelp = ArgumentHelp("Read elements from FILE instead of the bundled data: Periodic-Table-JSON, or a bare array of its element objects; - reads standard input.", valueName: "FILE")
    package static let unitsHelp = ArgumentHelp("Unit for melting and boiling points: K, C or F.")
    package static let predictedHelp = ArgumentHelp("Predicted values (melt, boil, density, phase from fermium on, and estimates): show, mark (~1800 K) or hide.")

    package static let langHelp = ArgumentHelp(
        "Language of names, labels and numbers: \(DisplayLocale.supportedCodes.joined(separator: ", ")), or auto to follow LC_ALL, LC_MESSAGES or LANG. English unless asked: output never follows the machine's locale by itself.",
        valueName: "CODE")

    package var data: String?
    package var units: TemperatureUnit
    package var predicted: PredictedDisplay
    package var theme: String
    /// `--lang`: a bundled language code or `auto`.
    package var lang: String

    var themeOptions: ThemeOptions { ThemeOptions(theme: theme) }

    package func validate() throws {
        try PathOption.requireNonEmpty(data, option: "--data")
        try themeOptions.validate()
        try Self.validateLanguage(lang)
    }

    /// Refuses a `--lang` that names no bundled language, listing those there are.
    package static func validateLanguage(_ lang: String) throws {
        guard lang.lowercased() != "auto", DisplayLocale.supportedCode(for: lang) == nil else { return }
        throw ValidationError("--lang must be auto or one of \(DisplayLocale.supportedCodes.joined(separator: ", ")), got \"\(ElementText.sanitized(lang))\"")
    }

    /// The language `--lang` names (`auto`: the POSIX locale variables of this process).
    package static func locale(_ lang: String) -> DisplayLocale {
        (try? DisplayLocale.named(lang, environment: ProcessInfo.processInfo.environment)) ?? .english
    }

    package var locale: DisplayLocale { Self.locale(lang) }

    /// Registers the --data and --theme files as `InputFiles` and refuses an `-o` path that is
    /// one of them (or one registered before), before anything is read or rendered.
    package func registerInputs(checkingOutput outputPath: String?) throws {
        if let data, data != "-" { InputFiles.register(data, option: "--data") }
        themeOptions.registerInput()
        if let outputPath, outputPath != "-" { try InputFiles.checkOutput(outputPath, shownAs: outputPath) }
    }

    /// The periodic table from --data (`-`: standard input), or the bundled one.
    package func loadTable() throws -> PeriodicTable {
        if data == "-" { return try StandardInputTable.shared.get() }
        if let data { InputFiles.register(data, option: "--data") }
        return try PeriodicTable.load(from: data.map { URL(fileURLWithPath: $0) })
    }

    package var formatter: ElementFormatter { ElementFormatter(temperatureUnit: units, predicted: predicted, locale: locale) }

    /// The theme from --theme: a built-in name or a JSON file.
    package func loadTheme() throws -> Theme {
        try themeOptions.load()
    }
}

extension TemperatureUnit: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.uppercased() {
        case "K", "KELVIN": self = .kelvin
        case "C", "CELSIUS": self = .celsius
        case "F", "FAHRENHEIT": self = .fahrenheit
        default: return nil
        }
    }
}

extension ElementOrder: ListedArgument {}
extension PredictedDisplay: ListedArgument {}
extension Grouping: ListedArgument {}
extension TablePlacement.Form: ListedArgument {}
