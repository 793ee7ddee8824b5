import ANSIRenderer
import Foundation
import Layout

/// Terminal text for tiles and tables, coloured per `--color`, `NO_COLOR` and the terminal.
enum TerminalOutput {
    static func tile(_ element: Element, formatter: ElementFormatter, color: ColorChoice) -> String {
        ANSIRenderer().renderTile(element, formatter: formatter, theme: .classic, mode: mode(for: color))
    }

    static func table(_ placement: TablePlacement, formatter: ElementFormatter, color: ColorChoice, large: Bool) -> String {
        ANSIRenderer().renderTable(placement, formatter: formatter, theme: .classic, mode: mode(for: color),
                                   style: large ? .large : .compact)
    }

    /// Colour depth from the user's choice and the real standard output.
    static func mode(for choice: ColorChoice) -> ColorMode {
        ColorMode.resolve(choice: choice, isTerminal: isatty(STDOUT_FILENO) == 1,
                          environment: ProcessInfo.processInfo.environment)
    }
}
