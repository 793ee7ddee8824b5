import ArgumentParser
import Layout

/// `--theme NAME|FILE`, shared by every command that draws.
package struct ThemeOptions {
    /// The options of a command that declares `--theme` itself (see `CommonOptions`).
    package init(theme: String) {
        self.theme = theme
    }

    /// The help of `--theme`, wherever it is declared.
    package static let help = ArgumentHelp("Colours, fonts, tile geometry and fields: classic, dark, mono or a theme JSON file (see `ptable theme`).",
                                           valueName: "NAME|FILE")

    package var theme: String

    package func validate() throws {
        try PathOption.requireNonEmpty(theme, option: "--theme", what: "a theme name or file")
    }

    /// The theme from --theme: a built-in name or a JSON file.
    package func load() throws -> Theme {
        registerInput()
        return try Theme.resolve(theme)
    }

    /// A theme file (not a built-in name) is an input no output may replace.
    package func registerInput() {
        if Theme.builtIn[theme.lowercased()] == nil { InputFiles.register(theme, option: "--theme") }
    }
}
