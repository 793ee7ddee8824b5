import ANSIRenderer

/// Rows of text cells as aligned columns for the terminal: each column as wide as its widest
/// cell plus two spaces, the last one unpadded; one line per row, each ending in a newline.
/// Widths are terminal columns (`DisplayWidth`), so Chinese, Japanese and Korean cells line up.
enum Columns {
    static func text(_ rows: [[String]]) -> String {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell) + 2)
            }.joined()
        }.map { $0 + "\n" }.joined()
    }
}
