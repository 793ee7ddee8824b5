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
        /// Two lines per cell (the theme's compact `topLeft` over its `center`: number and
        /// symbol in the built-in themes), 6 columns apart: the standard table is at
        /// most 111 columns wide and 20 lines high (plus the legend), so it fits a
        /// 120-column terminal. The wide form (32 columns, f-block inline) is 195 columns
        /// and does not.
        case compact
        /// A ruled grid with three lines per cell (the compact style's two and a `belowCenter`
        /// field that fits every cell: number, symbol, mass in the built-in themes), 10 columns apart,
        /// for wide terminals: the standard table is 185 columns wide and 40 lines high
        /// (plus the legend); the wide form is 325 columns.
        case large
        /// One line per cell, the symbol alone, 3 columns apart, with group and period numbers
        /// and the f-block rows marked `*` and `**`: the standard table is 56 columns wide, for
        /// 80-column terminals.
        case symbols
        /// Symbols side by side, 2 columns apart (each starts with a capital letter), period
        /// numbers but no group numbers: the standard table is 38 columns wide.
        case tight

        /// This style and the narrower ones after it, richest first: what a table falls back
        /// to in a terminal too narrow for it.
        public var fallbacks: [TableStyle] {
            let order: [TableStyle] = [.large, .compact, .symbols, .tight]
            return Array(order.drop { $0 != self })
        }
    }

    /// A table, tile or palette that no form fits into the terminal.
    public struct TooNarrow: Error, Equatable, Sendable {
        /// The terminal's columns.
        public var columns: Int
        /// The columns of the narrowest form.
        public var needed: Int
        /// What did not fit.
        public var artwork = Artwork.table

        /// The terminal drawings that can be too wide; the raw value names one in a message.
        public enum Artwork: String, Sendable {
            /// A whole table, a detail card, or a palette.
            case table, tile, palette
        }
    }

    /// Columns of a detail tile, borders included.
    public static let tileWidth = TileRenderer.defaultWidth

    /// The width of a detail card in a terminal `columns` wide: 34 up to 67 columns (the
    /// terminal's width when narrower, at least 24), then half the terminal, at most 60.
    public static func tileWidth(forColumns columns: Int) -> Int {
        TileRenderer.width(forColumns: columns)
    }

    /// The width of a detail card in a terminal `columns` wide, as `tileWidth(forColumns:)`.
    ///
    /// - Throws: `TooNarrow` when the terminal is narrower than the narrowest card (24 columns):
    ///   a card drawn wider than the terminal would wrap every line, its right border on the next.
    public static func tileWidth(fitting columns: Int) throws -> Int {
        guard columns >= TileRenderer.minimumWidth else {
            throw TooNarrow(columns: columns, needed: TileRenderer.minimumWidth, artwork: .tile)
        }
        return tileWidth(forColumns: columns)
    }

    /// A renderer; it keeps no state, so one may draw any number of tiles and tables.
    public init() {}

    /// The detail card of `element`: atomic number and category, the symbol in big letters,
    /// name, mass, melting and boiling points and discoverer, in a rounded box
    /// `tileWidth` columns wide. Missing values show `ElementFormatter.missing`.
    public func renderTile(_ element: Element, formatter: ElementFormatter, theme: Theme, mode: ColorMode,
                           width: Int = ANSIRenderer.tileWidth) -> String {
        TileRenderer(element: element, formatter: formatter, theme: theme.forTerminal(mode), mode: mode,
                     width: max(TileRenderer.minimumWidth, width)).render()
    }

    /// The table in `placement`'s grid with group numbers above and period numbers to the
    /// left, the f-block markers in their cells and, in colour modes, a legend of the
    /// category families shown. Elements whose numbers are in `highlighted` are marked.
    ///
    /// Without `columns` the table is drawn in `style` at its full width. With `columns` it is
    /// drawn in the richest of `style.fallbacks` whose every line fits that many columns, the
    /// legend wrapped between its entries to the same width.
    ///
    /// - Throws: `TooNarrow` when `columns` is set and not even the narrowest style fits.
    public func renderTable(
        _ placement: TablePlacement,
        formatter: ElementFormatter,
        theme: Theme,
        mode: ColorMode,
        style: TableStyle = .compact,
        highlighted: Set<Int> = [],
        columns: Int? = nil
    ) throws -> String {
        let terminalTheme = theme.forTerminal(mode)
        guard let columns else {
            return TableRenderer(placement: placement, formatter: formatter, theme: terminalTheme, mode: mode,
                                 style: style, highlighted: highlighted).render()
        }
        var narrowest = 0
        for candidate in style.fallbacks {
            let renderer = TableRenderer(placement: placement, formatter: formatter, theme: terminalTheme,
                                         mode: mode, style: candidate, highlighted: highlighted, maximumWidth: columns)
            narrowest = renderer.gridWidth
            if renderer.gridWidth <= columns { return renderer.render() }
        }
        throw TooNarrow(columns: columns, needed: narrowest)
    }

    /// What follows the symbol of a highlighted element (`--favorites-of`) in a table, in every
    /// colour mode, where the cell and the gap after it have room for both (the symbol is never
    /// cut for it); in colour its cell is also drawn in inverse (accent fill, fill-coloured text).
    public static let highlightMarker = "*"
}
