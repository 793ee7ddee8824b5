import ANSIRenderer
import Foundation
import PTableRendering

/// The terminal's colour depth, from `--color`, `NO_COLOR` and whether stdout is a terminal.
enum TerminalOutput {
    /// Elements the terminal table marks (`--favorites-of`), and the line under it saying so.
    struct Highlight {
        var numbers: Set<Int>
        var caption: String
    }

    /// Colour depth from the user's choice and the command's standard output and environment.
    static func mode(for choice: ColorChoice) -> ColorMode {
        let context = CommandContext.current
        return ColorMode.resolve(choice: choice, isTerminal: context.isOutputTerminal, environment: context.environment)
    }
}
