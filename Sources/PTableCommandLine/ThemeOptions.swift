import ArgumentParser
import Layout

/// `--theme NAME|FILE`, shared by every command that draws.
struct ThemeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colours, fonts, tile geometry and fields: classic, dark, mono or a theme JSON file (see `ptable theme`).",
                               valueName: "NAME|FILE"))
    var theme: String = "classic"

    func validate() throws {
        try PathOption.requireNonEmpty(theme, option: "--theme", what: "a theme name or file")
    }

    /// The theme from --theme: a built-in name or a JSON file.
    func load() throws -> Theme {
        registerInput()
        return try Theme.resolve(theme, relativeTo: CommandContext.current.workingDirectory)
    }

    /// A theme file (not a built-in name) is an input no output may replace.
    func registerInput() {
        if Theme.builtIn[theme.lowercased()] == nil { InputFiles.register(theme, option: "--theme") }
    }
}
