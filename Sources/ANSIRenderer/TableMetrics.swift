/// The size of one table cell in character cells, and where its parts go.
struct TableMetrics {
    /// Columns from one cell to the next.
    let stride: Int
    /// Lines from one grid row to the next; the f-block gap is half of it.
    let rowHeight: Int
    /// Columns for a cell's text after its left padding.
    let textWidth: Int
    /// Where the text starts, from the cell's top-left corner.
    let textX: Int
    let textY: Int
    /// The line of a cell that the period number and a marker are written on.
    let labelY: Int
    /// Whether cells are outlined by a shared ruled grid (otherwise a gutter separates them).
    let ruled: Bool
    /// Columns left of the first cell for the period numbers.
    var labelColumns = 4
    /// Whether the group numbers have room over their columns.
    var showsGroupNumbers = true

    /// Two lines per cell, number over symbol, with a one-column gutter.
    static let compact = TableMetrics(stride: 6, rowHeight: 2, textWidth: 4, textX: 1, textY: 0, labelY: 1, ruled: false)
    /// Three lines per cell (number, symbol, mass) inside a ruled grid.
    static let large = TableMetrics(stride: 10, rowHeight: 4, textWidth: 7, textX: 2, textY: 1, labelY: 2, ruled: true)
    /// One line per cell, the symbol alone, with a one-column gutter.
    static let symbols = TableMetrics(stride: 3, rowHeight: 1, textWidth: 2, textX: 0, textY: 0, labelY: 0, ruled: false,
                                      labelColumns: 3)
    /// One line per cell, symbols side by side (each starts with a capital), no group numbers.
    static let tight = TableMetrics(stride: 2, rowHeight: 1, textWidth: 2, textX: 0, textY: 0, labelY: 0, ruled: false,
                                    labelColumns: 2, showsGroupNumbers: false)

    static func forStyle(_ style: ANSIRenderer.TableStyle) -> TableMetrics {
        switch style {
        case .large: large
        case .compact: compact
        case .symbols: symbols
        case .tight: tight
        }
    }

    /// Columns a highlighted cell's symbol line may take with its marker: the text column and,
    /// in an unruled grid, the gutter after it (`Na*` in the one-line grid of symbols).
    var markedTextWidth: Int { ruled ? textWidth : max(textWidth, stride - textX) }

    /// The coloured background of a cell: all but the gutter, or all inside the rules.
    var fillX: Int { ruled ? 1 : 0 }
    var fillY: Int { ruled ? 1 : 0 }
    var fillWidth: Int { stride > 2 ? stride - 1 : stride }
    var fillHeight: Int { ruled ? rowHeight - 1 : rowHeight }

    /// The left edge of a grid column.
    func x(ofColumn column: Int) -> Int {
        labelColumns + column * stride
    }

    /// The top edge of a grid row, counted from the first row; fractional rows (the
    /// f-block gap) land between whole ones.
    func y(ofRow row: Double) -> Int {
        Int((row * Double(rowHeight)).rounded())
    }

    /// The columns of a table `columns` cells wide, rules included.
    func width(columns: Int) -> Int {
        labelColumns + columns * stride + (ruled ? 1 : stride > 2 ? -1 : 0)
    }
}
