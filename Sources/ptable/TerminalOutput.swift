import ANSIRenderer
import Foundation
import Layout

/// Terminal text for tiles and tables, coloured per `--color`, `NO_COLOR` and the terminal.
enum TerminalOutput {
    static func tile(_ element: Element, formatter: ElementFormatter, theme: Theme = .classic,
                     color: ColorChoice) -> String {
        ANSIRenderer().renderTile(element, formatter: formatter, theme: theme, mode: mode(for: color))
    }

    static func tileBack(_ element: Element, formatter: ElementFormatter, theme: Theme, color: ColorChoice) -> String {
        ANSIRenderer().renderTileBack(element, formatter: formatter, theme: theme, mode: mode(for: color))
    }

    /// Elements the terminal table marks (`--favorites-of`), and the line under it saying so.
    struct Highlight {
        var numbers: Set<Int>
        var caption: String
    }

    static func table(_ placement: TablePlacement, formatter: ElementFormatter, theme: Theme = .classic,
                      color: ColorChoice, large: Bool, highlight: Highlight? = nil) -> String {
        let table = ANSIRenderer().renderTable(placement, formatter: formatter, theme: theme, mode: mode(for: color),
                                               style: large ? .large : .compact, highlighted: highlight?.numbers ?? [])
        guard let highlight else { return table }
        return table + ElementText.sanitized(highlight.caption) + "\n"
    }

    static func palette(_ theme: Theme, color: ColorChoice) -> String {
        ANSIRenderer().renderPalette(theme.swatches, title: "Palette: \(theme.name)", mode: mode(for: color))
    }

    /// Colour depth from the user's choice and the real standard output.
    static func mode(for choice: ColorChoice) -> ColorMode {
        ColorMode.resolve(choice: choice, isTerminal: isatty(STDOUT_FILENO) == 1,
                          environment: ProcessInfo.processInfo.environment)
    }
}
