import ArgumentParser
import Foundation
import Layout

/// Options every command shares: which data, which units, which theme.
package struct CommonOptions: ParsableArguments {
    package init() {}

    @Option(name: .long, help: ArgumentHelp("Read elements from FILE instead of the bundled data: Periodic-Table-JSON, or a bare array of its element objects; - reads standard input.", valueName: "FILE"))
    package var data: String?

    @Option(name: .long, help: "Unit for melting and boiling points: K, C or F.")
    package var units: TemperatureUnit = .kelvin

    @Option(name: .long, help: "Predicted values (melt, boil, density, phase from fermium on, and estimates): show, mark (~1800 K) or hide.")
    package var predicted: PredictedDisplay = .mark

    // --theme is declared here, not as a ThemeOptions group inside this group: in a debug build
    // argument-parser checks a group's declarations again for every level of groups above it,
    // each time a command line is parsed, and that nesting made a debug `ptable table` spend
    // 0.16 s parsing its arguments instead of 0.10 s (the end-to-end tests run it hundreds of times).
    @Option(help: ThemeOptions.help)
    package var theme: String = "classic"

    var themeOptions: ThemeOptions { ThemeOptions(theme: theme) }

    package func validate() throws {
        try PathOption.requireNonEmpty(data, option: "--data")
        try themeOptions.validate()
    }

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

    package var formatter: ElementFormatter { ElementFormatter(temperatureUnit: units, predicted: predicted) }

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

extension ElementOrder: ExpressibleByArgument {}
extension PredictedDisplay: ExpressibleByArgument {}
extension Grouping: ExpressibleByArgument {}
extension TablePlacement.Form: ExpressibleByArgument {}
