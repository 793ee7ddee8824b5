import Layout

/// A fixed grid of character cells that text and boxes are drawn into, then written out
/// as lines of terminal text.
///
/// Every string is sanitized on the way in and measured in terminal columns, so data text
/// can neither move the cursor nor push a border out of line. A wide character takes two
/// cells: its own and a continuation cell that prints nothing.
struct Canvas {
    let width: Int
    let height: Int
    private var cells: [[Cell]]

    private enum Cell {
        case glyph(Character, TextStyle)
        /// The right half of the wide character in the cell to the left.
        case continuation(TextStyle)

        var style: TextStyle {
            switch self {
            case .glyph(_, let style), .continuation(let style): style
            }
        }
    }

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: .glyph(" ", .plain), count: self.width), count: self.height)
    }

    /// Fills a rectangle with spaces in `style`, e.g. a background colour.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, style: TextStyle) {
        for row in y..<(y + height) {
            for column in x..<(x + width) {
                set(" ", width: 1, x: column, y: row, style: style)
            }
        }
    }

    /// Draws `text` from column `x` on line `y`, clipped to `maxWidth` columns and to the
    /// canvas. A style without a background keeps the background already there.
    /// Returns the number of columns drawn.
    @discardableResult
    mutating func draw(_ text: String, x: Int, y: Int, style: TextStyle = .plain, maxWidth: Int = .max) -> Int {
        guard (0..<height).contains(y) else { return 0 }
        let limit = min(width, x + min(maxWidth, width))
        var column = x
        for character in ElementText.sanitized(text) {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }  // a stray combining mark or format character
            guard column + columns <= limit else { break }
            if column >= 0 {
                let base = cells[y][column].style
                set(character, width: columns, x: column, y: y, style: style.over(base))
            }
            column += columns
        }
        return max(0, column - x)
    }

    /// The canvas as text: one line per row, each ending in a newline. Styles become escape
    /// sequences for `mode`, written only where the style changes and reset at the end of
    /// each line. Trailing spaces are dropped unless they show a background colour.
    func render(mode: ColorMode) -> String {
        var output = ""
        for row in cells {
            var end = row.count
            while end > 0, case .glyph(" ", let style) = row[end - 1], mode == .none || style.background == nil {
                end -= 1
            }
            var current = TextStyle.plain
            var link: String?
            for cell in row[..<end] {
                guard case .glyph(let character, let style) = cell else { continue }
                let visible = mode == .none ? TextStyle.plain : style
                if visible.link != link {
                    output += TextStyle.hyperlink(visible.link)
                    link = visible.link
                }
                if visible.withoutLink != current {
                    output += visible.withoutLink.isPlain ? TextStyle.reset(for: mode) : visible.sgr(for: mode)
                    current = visible.withoutLink
                }
                output.append(character)
            }
            if link != nil { output += TextStyle.hyperlink(nil) }
            if !current.isPlain { output += TextStyle.reset(for: mode) }
            output += "\n"
        }
        return output
    }

    private mutating func set(_ character: Character, width columns: Int, x: Int, y: Int, style: TextStyle) {
        guard (0..<height).contains(y), x >= 0, x + columns <= width else { return }
        // Writing over half of a wide character blanks its other half.
        if case .continuation(let old) = cells[y][x], x > 0 {
            cells[y][x - 1] = .glyph(" ", old)
        }
        let next = x + columns
        if next < width, case .continuation(let old) = cells[y][next] {
            cells[y][next] = .glyph(" ", old)
        }
        cells[y][x] = .glyph(character, style)
        if columns == 2 { cells[y][x + 1] = .continuation(style) }
    }
}
