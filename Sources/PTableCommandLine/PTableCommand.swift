import ArgumentParser

/// `ptable`, the root command: every command of the tool is one of its subcommands.
package struct PTableCommand: ParsableCommand {
    package static let version = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "ptable",
        abstract: "Lay out and render the periodic table: list rows, detail tiles, the full table.",
        discussion: """
        Element data: Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0, \
        bundled; --data FILE reads another file of the same schema (or a bare array of its \
        element objects), --data - reads standard input.

        Exit codes: 0 success, 1 snapshot verify found changed or missing references (or \
        the terminal is narrower than the narrowest table, tile, palette or property list), \
        64 usage error (including a size too large to draw, or an output that is the same \
        file as an input), 65 bad input (data file, theme, values or formula file, element, snapshot manifest, a file \
        that is not a favourites store), 74 output could not be written (or the favourites \
        store or endpoint failed), 70 internal error. Every failure prints one \
        line starting with "error:" on stderr (a usage error may add a usage hint after it).
        """,
        version: version,
        subcommands: [
            ListCommand.self, TileCommand.self, TableCommand.self, TilesCommand.self, ThemeCommand.self,
            PaletteCommand.self, PropertiesCommand.self, SourcesCommand.self, SnapshotCommand.self, FavoriteCommand.self,
            ServeCommand.self,
        ]
    )

    package init() {}
}
