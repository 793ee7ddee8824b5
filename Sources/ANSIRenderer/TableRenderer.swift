import Layout

/// Draws a whole table from a `TablePlacement` in character cells: group numbers over the
/// columns, period numbers to the left, the f-block below a blank line with its markers
/// (`57–71`) in the cells it left, and a legend in colour modes.
struct TableRenderer {
    let placement: TablePlacement
    let formatter: ElementFormatter
    let theme: Theme
    let mode: ColorMode
    let style: ANSIRenderer.TableStyle
    /// Atomic numbers drawn in inverse with `ANSIRenderer.highlightMarker` after the symbol.
    var highlighted: Set<Int> = []
    /// The most columns a line may take; nil for no limit.
    var maximumWidth: Int?

    private var metrics: TableMetrics { .forStyle(style) }

    /// The columns of the grid in this style, labels included, and one more when a marker
    /// after a symbol in the last column reaches into the gutter the grid leaves off.
    var gridWidth: Int {
        let metrics = metrics
        let fields = cellFields
        let overhang = placement.cells.map { cell in
            cell.column == placement.columnCount - 1 && highlighted.contains(cell.element.number)
                ? metrics.textX + DisplayWidth.of(centerText(for: cell, fields: fields)) - metrics.fillWidth : 0
        }
        return metrics.width(columns: placement.columnCount) + max(0, overhang.max() ?? 0)
    }

    func render() -> String {
        let metrics = metrics
        // The first line is for the group numbers above the top row.
        let top = metrics.ruled ? max(0, 1 - metrics.y(ofRow: (placement.groupLabels.map(\.row).min() ?? -1) + 1))
            : metrics.showsGroupNumbers ? 1 : 0
        let gridWidth = gridWidth
        let gridHeight = top + metrics.y(ofRow: placement.rowExtent) + (metrics.ruled ? 1 : 0)
        let families = Set(placement.cells.map { ElementCategory($0.element.category).family })
        // Plain text has no colour to explain, so no legend. It wraps to the grid, or to the
        // terminal when that is narrower than 40 columns.
        let legendWidth = min(max(gridWidth - metrics.labelColumns, 40), (maximumWidth ?? .max) - metrics.labelColumns)
        let legend = TableLegend(families: mode == .none ? [] : families, width: legendWidth, locale: formatter.locale)
        var canvas = Canvas(width: max(gridWidth, metrics.labelColumns + legend.width),
                            height: gridHeight + (legend.lines.isEmpty ? 0 : 1 + legend.lines.count))

        if metrics.ruled { drawRules(on: &canvas, top: top) }
        let fields = cellFields
        for cell in placement.cells {
            drawElement(cell, fields: fields, on: &canvas, top: top)
        }
        for marker in placement.markers {
            drawMarker(marker, on: &canvas, top: top)
        }
        drawLabels(on: &canvas, top: top)
        legend.draw(on: &canvas, x: metrics.labelColumns, y: gridHeight + 1, theme: theme)
        return canvas.render(mode: mode)
    }

    /// Which fields the cells show in this style.
    private var cellFields: CellFields {
        CellFields(slots: theme.slots.compact, style: style, elements: placement.cells.map(\.element),
                   formatter: formatter, width: metrics.textWidth)
    }

    /// The fields of the theme's compact slots (number, symbol and, large, mass by default) on
    /// the family's fill.
    private func drawElement(_ cell: TablePlacement.Cell, fields: CellFields, on canvas: inout Canvas, top: Int) {
        let metrics = metrics
        let colors = theme.style(for: ElementCategory(cell.element.category).family)
        // A highlighted cell is drawn inverse: the accent as its fill, text in the accent's own ink.
        let isHighlighted = highlighted.contains(cell.element.number)
        let x = metrics.x(ofColumn: cell.column)
        let y = top + metrics.y(ofRow: cell.row)
        // A marker that takes the gutter (`Na*` in the grid of symbols) takes the fill with it.
        let center = centerText(for: cell, fields: fields)
        let centerWidth = max(metrics.textWidth, DisplayWidth.of(center))
        fillCell(x: x, y: y, color: isHighlighted ? colors.accent : colors.fill, on: &canvas,
                 width: max(metrics.fillWidth, metrics.textX + centerWidth - metrics.fillX))
        if style == .compact, !isHighlighted {
            // Compact cells touch the cells above and below them; a number line tinted
            // towards the accent shows where each one starts.
            let tint = colors.fill.mixed(with: colors.accent, amount: 0.2)
            canvas.fill(x: x, y: y, width: metrics.fillWidth, height: 1, style: TextStyle(background: tint))
        }
        let text = { (field: TileField) in field.text(for: cell.element, formatter: formatter) }
        var lines: [(String, TextStyle, Int)] = [
            (center, TextStyle(foreground: isHighlighted ? colors.onAccent : colors.accent, isBold: true), centerWidth),
        ]
        if let topField = fields.top {
            lines.insert((text(topField), TextStyle(foreground: isHighlighted ? colors.onAccent : theme.mutedInk),
                          metrics.textWidth), at: 0)
        }
        if let belowField = fields.below {
            lines.append((text(belowField), TextStyle(foreground: isHighlighted ? colors.onAccent : theme.ink),
                          metrics.textWidth))
        }
        for (index, (text, textStyle, width)) in lines.enumerated() {
            canvas.draw(TextWrapping.truncate(text, width: width),
                        x: x + metrics.textX, y: y + metrics.textY + index, style: textStyle)
        }
    }

    /// The symbol line of a cell: for a highlighted element `Na*`, the marker after the symbol
    /// where the line has room for both (the gutter included); the symbol is never cut to make
    /// room for the marker: a line without room for it is the symbol alone.
    private func centerText(for cell: TablePlacement.Cell, fields: CellFields) -> String {
        let symbol = fields.center.text(for: cell.element, formatter: formatter)
        if highlighted.contains(cell.element.number) {
            let marked = symbol + ANSIRenderer.highlightMarker
            if DisplayWidth.of(marked) <= metrics.markedTextWidth { return marked }
        }
        return TextWrapping.truncate(symbol, width: metrics.textWidth)
    }

    /// A marker such as `57–71` in the cell the f-block left, on the symbol line. In a
    /// compact cell a marker wider than the text column starts at the edge and may take
    /// the gutter (`89–103` is 6 columns).
    private func drawMarker(_ marker: TablePlacement.Marker, on canvas: inout Canvas, top: Int) {
        let metrics = metrics
        let colors = theme.style(for: marker.family)
        let x = metrics.x(ofColumn: marker.column)
        let y = top + metrics.y(ofRow: marker.row)
        let text = TextWrapping.truncate(markerText(marker), width: metrics.stride)
        let textWidth = DisplayWidth.of(text)
        let textX = textWidth <= metrics.textWidth ? metrics.textX : metrics.fillX
        fillCell(x: x, y: y, color: colors.fill, on: &canvas,
                 width: max(metrics.fillWidth, textX + textWidth - metrics.fillX))
        canvas.draw(text, x: x + textX, y: y + metrics.labelY, style: TextStyle(foreground: colors.accent))
    }

    /// A marker's text: `57–71`, or in the one-line forms `*` and `**`, repeated beside the
    /// f-block row they stand for.
    private func markerText(_ marker: TablePlacement.Marker) -> String {
        guard metrics.rowHeight == 1 else { return marker.text }
        let index = placement.markers.firstIndex { $0.row == marker.row && $0.column == marker.column } ?? 0
        return String(repeating: "*", count: index + 1)
    }

    /// The f-block rows, top to bottom: the rows below the main body.
    private var fBlockRows: [Double] {
        let mainRows = Set(placement.periodLabels.map(\.row))
        return Set(placement.cells.map(\.row)).subtracting(mainRows).filter { $0 > (mainRows.max() ?? 0) }.sorted()
    }

    private func fillCell(x: Int, y: Int, color: Color, on canvas: inout Canvas, width: Int? = nil) {
        let metrics = metrics
        canvas.fill(x: x + metrics.fillX, y: y + metrics.fillY, width: width ?? metrics.fillWidth,
                    height: metrics.fillHeight, style: TextStyle(background: color))
    }

    /// The shared outlines of every element and marker cell.
    private func drawRules(on canvas: inout Canvas, top: Int) {
        let metrics = metrics
        var grid = RuledGrid()
        let positions = placement.cells.map { ($0.column, $0.row) } + placement.markers.map { ($0.column, $0.row) }
        for (column, row) in positions {
            grid.addBox(x: metrics.x(ofColumn: column), y: top + metrics.y(ofRow: row),
                        width: metrics.stride, height: metrics.rowHeight)
        }
        grid.draw(on: &canvas, style: .faint)
    }

    /// Group numbers over the columns and period numbers to the left, faint.
    private func drawLabels(on canvas: inout Canvas, top: Int) {
        let metrics = metrics
        for label in placement.groupLabels where metrics.showsGroupNumbers {
            // A ruled grid has room for a label just above the top cell of its column.
            // Compact rows are so close that it would share a line with symbols there,
            // so every group number goes on the first line instead.
            let y = metrics.ruled ? top + metrics.y(ofRow: label.row + 1) - 1 : 0
            canvas.draw(label.text, x: metrics.x(ofColumn: label.column) + metrics.textX, y: y,
                        style: .faint, maxWidth: metrics.stride - metrics.textX)
        }
        for label in placement.periodLabels {
            let text = TextWrapping.truncate(label.text, width: metrics.labelColumns - 1)
            let x = metrics.x(ofColumn: label.column + 1) - 1 - DisplayWidth.of(text)
            canvas.draw(text, x: x, y: top + metrics.y(ofRow: label.row) + metrics.labelY, style: .faint)
        }
        guard metrics.rowHeight == 1 else { return }
        for (marker, row) in zip(placement.markers, fBlockRows) {
            let text = markerText(marker)
            let x = metrics.labelColumns - 1 - DisplayWidth.of(text)
            canvas.draw(text, x: max(0, x), y: top + metrics.y(ofRow: row),
                        style: TextStyle(foreground: theme.style(for: marker.family).accent))
        }
    }
}
