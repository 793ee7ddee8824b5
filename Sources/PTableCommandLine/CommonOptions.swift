import ArgumentParser
import Foundation
import Layout

/// Options every command that reads elements shares: which data, which units, which theme.
struct CommonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read elements from FILE instead of the bundled data: Periodic-Table-JSON, or a bare array of its element objects; - reads standard input.",
                               valueName: "FILE"))
    var data: String?

    @Option(help: "Unit for melting and boiling points: K, C or F.")
    var units: TemperatureUnit = .kelvin

    @Option(help: "Predicted values (melt, boil, density, phase from fermium on, and estimates): show, mark (~1800 K) or hide.")
    var predicted: PredictedDisplay = .mark

    @OptionGroup var themeOptions: ThemeOptions

    func validate() throws {
        try PathOption.requireNonEmpty(data, option: "--data")
    }

    /// Registers the --data and --theme files as `InputFiles` and refuses an `-o` path that is
    /// one of them (or one registered before), before anything is read or rendered.
    func registerInputs(checkingOutput outputPath: String?) throws {
        if let data, data != "-" { InputFiles.register(data, option: "--data") }
        themeOptions.registerInput()
        if let outputPath, outputPath != "-" { try InputFiles.checkOutput(outputPath, shownAs: outputPath) }
    }

    /// The periodic table from --data (`-`: standard input), or the bundled one.
    func loadTable() throws -> PeriodicTable {
        try Self.loadTable(data: data)
    }

    /// The periodic table from a `--data` value (`-`: standard input), or the bundled one.
    static func loadTable(data: String?) throws -> PeriodicTable {
        if data == "-" { return try StandardInputTable.load() }
        if let data { InputFiles.register(data, option: "--data") }
        return try PeriodicTable.load(from: data.map { CommandContext.current.url(for: $0) })
    }

    /// The formatter for these options: values from a `--data` file are shown as the user's own
    /// (provenance "user data"), never as the sourced values of the bundled data.
    var formatter: ElementFormatter {
        ElementFormatter(temperatureUnit: units, predicted: predicted, dataOrigin: data == nil ? .bundled : .userData)
    }

    /// The theme from --theme: a built-in name or a JSON file.
    func loadTheme() throws -> Theme {
        try themeOptions.load()
    }
}

extension TemperatureUnit: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(named: argument)
    }
}

extension ElementOrder: ExpressibleByArgument {}
extension PredictedDisplay: ExpressibleByArgument {}
extension Grouping: ExpressibleByArgument {}
extension TablePlacement.Form: ExpressibleByArgument {}
