import Layout

/// Renders element tiles and whole tables as terminal text: box drawing, half-block letters
/// and, unless the mode is `.none`, SGR colour sequences.
///
/// It draws in character cells from the semantic layout (`TablePlacement`,
/// `ElementFormatter`, `Theme`) and decides nothing about the terminal: the colour mode is
/// a parameter (see `ColorMode.resolve(choice:isTerminal:environment:)`). Every string from
/// the data is sanitized and measured in terminal columns, so control characters never
/// reach the terminal and boxes stay straight around accented or wide text.
///
/// The output is a string of lines, each ending in a newline; print it with
/// `print(text, terminator: "")`.
public struct ANSIRenderer: Sendable {
    /// How much room each cell of a table takes.
    public enum TableStyle: String, CaseIterable, Sendable {
        /// Two lines per cell (number, symbol), 6 columns apart: the standard table is at
        /// most 111 columns wide and 20 lines high (plus the legend), so it fits a
        /// 120-column terminal. The wide form (32 columns, f-block inline) is 195 columns
        /// and does not.
        case compact
        /// A ruled grid with three lines per cell (number, symbol, mass), 10 columns apart,
        /// for wide terminals: the standard table is 185 columns wide and 40 lines high
        /// (plus the legend); the wide form is 325 columns.
        case large
    }

    /// Columns of a detail tile, borders included.
    public static let tileWidth = TileRenderer.width

    public init() {}

    /// The detail card of `element`: atomic number and category, the symbol in big letters,
    /// name, mass, melting and boiling points and discoverer, in a rounded box
    /// `tileWidth` columns wide. Missing values show `ElementFormatter.missing`.
    public func renderTile(_ element: Element, formatter: ElementFormatter, theme: Theme, mode: ColorMode) -> String {
        TileRenderer(element: element, formatter: formatter, theme: theme, mode: mode).render()
    }

    /// The table in `placement`'s grid with group numbers above and period numbers to the
    /// left, the f-block markers in their cells and, in colour modes, a legend of the
    /// category families shown. Elements whose numbers are in `highlighted` are marked.
    public func renderTable(
        _ placement: TablePlacement,
        formatter: ElementFormatter,
        theme: Theme,
        mode: ColorMode,
        style: TableStyle = .compact,
        highlighted: Set<Int> = []
    ) -> String {
        TableRenderer(placement: placement, formatter: formatter, theme: theme, mode: mode, style: style,
                      highlighted: highlighted).render()
    }

    /// What follows the symbol of a highlighted element (`--favorites-of`) in a table, in every
    /// colour mode; in colour its cell is also drawn in inverse (accent fill, fill-coloured text).
    public static let highlightMarker = "*"
}
