import ArgumentParser
import Foundation
import Layout

/// `ptable theme`: the built-in themes and the theme file format.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "List the built-in themes or print a complete theme as JSON.",
        discussion: """
        A theme is a JSON file that sets colours, fonts, tile geometry and which fields go in \
        which place of a tile. Start from a built-in one:

          ptable theme show classic > my-theme.json
          ptable tile Na --theme my-theme.json

        Every key is optional: keys left out come from the theme named by "base" (classic \
        when absent), so {"base": "dark", "tile": {"cornerRadius": 0}} is a whole theme. \
        Unknown keys and bad values are errors that name the key.
        """,
        subcommands: [List.self, Show.self],
        defaultSubcommand: List.self
    )

    /// `ptable theme list`
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in themes.")

        /// A name after `ptable theme` (`ptable theme dark`) lands here, `list` being the default:
        /// the error points to `show`, which the user most likely meant.
        @Argument(help: .hidden) var unexpected: [String] = []

        func validate() throws {
            guard let name = unexpected.first else { return }
            throw ValidationError("unexpected argument '\(name)'; to print a theme as JSON: ptable theme show \(name)")
        }

        func run() throws {
            try StandardStream.writeOutput(Columns.text(Theme.builtInNames.map { [$0, Theme.builtInDescriptions[$0] ?? ""] }))
        }
    }

    /// `ptable theme show [NAME|FILE]`
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a complete theme as JSON: every key, ready to edit and pass to --theme.",
            discussion: "For a file, prints it with every key it left out filled in from its base."
        )

        @Argument(help: ArgumentHelp("A built-in theme or a theme JSON file.", valueName: "NAME|FILE"))
        var theme: String = "classic"

        func validate() throws {
            try PathOption.requireNonEmpty(theme, option: "NAME|FILE", what: "a theme name or file")
        }

        func run() throws {
            try StandardStream.writeOutput(try Theme.resolve(theme, relativeTo: CommandContext.current.workingDirectory).jsonData())
        }
    }
}
