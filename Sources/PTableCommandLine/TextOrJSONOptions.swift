import ArgumentParser

/// `--json` and `--columns`, shared by the commands that print text fitted to the terminal or
/// JSON (`properties`, `sources`).
struct TextOrJSONOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Fit the text to N columns, 1...10000 (default: COLUMNS, else the terminal's width, else 80).", valueName: "N"))
    var columns: Int?

    func validate() throws {
        if let columns {
            guard (1...10000).contains(columns) else { throw ValidationError("--columns must be between 1 and 10000, got \(columns)") }
            // JSON has no width to fit.
            if json { throw ValidationError("--columns fits the text; leave out --json") }
        }
    }

    /// The width the text fits: `--columns`, else COLUMNS, the terminal's width or 80.
    var width: Int { TerminalWidth.columns(override: columns) }
}
