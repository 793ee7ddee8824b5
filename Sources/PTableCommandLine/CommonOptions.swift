import ArgumentParser
import Layout

/// Options every command that draws elements shares: which data, which units, which theme.
struct CommonOptions: ParsableArguments {
    @OptionGroup var dataOptions: DataOptions

    @Option(help: "Unit for melting and boiling points: K, C or F.")
    var units: TemperatureUnit = .kelvin

    @Option(help: "Predicted values (melt, boil, density, phase from fermium on, and estimates): show, mark (~1800 K) or hide.")
    var predicted: PredictedDisplay = .mark

    @OptionGroup var themeOptions: ThemeOptions

    /// Registers the --data and --theme files as `InputFiles` and refuses an `-o` path that is
    /// one of them (or one registered before), before anything is read or rendered.
    func registerInputs(checkingOutput outputPath: String?) throws {
        if let data = dataOptions.data, data != "-" { InputFiles.register(data, option: "--data") }
        themeOptions.registerInput()
        if let outputPath, outputPath != "-" { try InputFiles.checkOutput(outputPath, shownAs: outputPath) }
    }

    /// The formatter for these options, in `language`'s language (English without one).
    func formatter(in language: LanguageOptions? = nil) -> ElementFormatter {
        ElementFormatter(temperatureUnit: units, predicted: predicted, dataOrigin: dataOptions.origin,
                         locale: language?.locale ?? .english)
    }
}

extension TemperatureUnit: ExpressibleByArgument {
    /// The unit `--units` names, as `TemperatureUnit.init(named:)` reads it; nil for anything else.
    public init?(argument: String) {
        self.init(named: argument)
    }
}

extension ElementOrder: ExpressibleByArgument {}
extension PredictedDisplay: ExpressibleByArgument {}
extension Grouping: ExpressibleByArgument {}
extension TablePlacement.Form: ExpressibleByArgument {}
