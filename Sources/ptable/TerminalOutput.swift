import ANSIRenderer
import Foundation
import Layout

/// Terminal text for tiles and tables, coloured per `--color`, `NO_COLOR` and the terminal.
enum TerminalOutput {
    static func tile(_ element: Element, formatter: ElementFormatter, theme: Theme = .classic,
                     color: ColorChoice, columns: Int? = nil) -> String {
        ANSIRenderer().renderTile(element, formatter: formatter, theme: theme, mode: mode(for: color),
                                  width: ANSIRenderer.tileWidth(forColumns: TerminalWidth.columns(override: columns)))
    }

    static func tileBack(_ element: Element, formatter: ElementFormatter, theme: Theme, color: ColorChoice,
                         columns: Int? = nil) -> String {
        ANSIRenderer().renderTileBack(element, formatter: formatter, theme: theme, mode: mode(for: color),
                                      width: ANSIRenderer.tileWidth(forColumns: TerminalWidth.columns(override: columns)))
    }

    /// Elements the terminal table marks (`--favorites-of`), and the line under it saying so.
    struct Highlight {
        var numbers: Set<Int>
        var caption: String
    }

    /// The table in the richest style that fits the terminal (`--large` first when asked for).
    static func table(_ placement: TablePlacement, formatter: ElementFormatter, theme: Theme = .classic,
                      color: ColorChoice, large: Bool, highlight: Highlight? = nil, columns: Int? = nil) throws -> String {
        let width = TerminalWidth.columns(override: columns)
        let table: String
        do {
            table = try ANSIRenderer().renderTable(placement, formatter: formatter, theme: theme, mode: mode(for: color),
                                                   style: large ? .large : .compact,
                                                   highlighted: highlight?.numbers ?? [], columns: width)
        } catch let error as ANSIRenderer.TooNarrow {
            throw CLIError.terminalTooNarrow(columns: error.columns, needed: error.needed)
        }
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
