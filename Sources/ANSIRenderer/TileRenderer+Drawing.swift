import Layout

extension TileRenderer {
    /// One row of the card between the top and bottom borders.
    enum Row {
        case blank
        /// A horizontal rule joined to both borders.
        case rule
        /// Text runs at offsets from the first content column; `band` rows are the header.
        case text([Run], band: Bool = false)
    }

    /// Text at a column offset from the first content column.
    struct Run {
        var text: String
        var x: Int
        var style: TextStyle
    }

    /// The card: `rows` inside the rounded frame, as terminal text.
    func card(_ rows: [Row]) -> String {
        var canvas = Canvas(width: width, height: rows.count + 2)
        drawFrame(on: &canvas, rows: rows)
        for (index, row) in rows.enumerated() {
            draw(row, on: &canvas, y: index + 1)
        }
        return canvas.render(mode: mode)
    }

    /// The rounded outline, in the family accent on the terminal's own background.
    private func drawFrame(on canvas: inout Canvas, rows: [Row]) {
        let border = TextStyle(foreground: colors.accent)
        let inner = width - 2
        let bottom = rows.count + 1
        canvas.draw("╭" + String(repeating: "─", count: inner) + "╮", x: 0, y: 0, style: border)
        canvas.draw("╰" + String(repeating: "─", count: inner) + "╯", x: 0, y: bottom, style: border)
        for y in 1..<bottom {
            canvas.draw("│", x: 0, y: y, style: border)
            canvas.draw("│", x: width - 1, y: y, style: border)
        }
    }

    /// One row inside the frame: the family fill (the accent for the header band) with its text.
    private func draw(_ row: Row, on canvas: inout Canvas, y: Int) {
        let inner = width - 2
        switch row {
        case .blank:
            canvas.fill(x: 1, y: y, width: inner, height: 1, style: TextStyle(background: colors.fill))
        case .rule:
            canvas.fill(x: 1, y: y, width: inner, height: 1, style: TextStyle(background: colors.fill))
            let rule = "├" + String(repeating: "─", count: inner) + "┤"
            canvas.draw(rule, x: 0, y: y, style: TextStyle(foreground: colors.accent))
        case .text(let runs, let band):
            canvas.fill(x: 1, y: y, width: inner, height: 1,
                        style: TextStyle(background: band ? colors.accent : colors.fill))
            let left = 1 + Self.padding
            for run in runs {
                canvas.draw(run.text, x: left + run.x, y: y, style: run.style, maxWidth: contentWidth - run.x)
            }
        }
    }
}
