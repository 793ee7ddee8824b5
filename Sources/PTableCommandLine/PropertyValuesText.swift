import ANSIRenderer

/// One element's values (`ptable properties ELEMENT`) as aligned lines that fit a terminal
/// `columns` wide. A value longer than the room after its key and source goes on under itself,
/// broken after its commas (between isotopes, between oxidation states) and else at spaces, so a
/// number keeps its unit; a reference's citation goes on four spaces in. Where the room after
/// the widest key and source is under `narrowestValue`, each value starts on a line of its own
/// under its key instead (and the source too, where key and source do not fit on one line); so
/// does a value with a word wider than that room (`объёмноцентрированная`). A word is never
/// split (a URL stays whole to be copied), so only a word wider than the terminal reaches past it.
enum PropertyValuesText {
    /// Below this many columns a value column would hold little more than one isotope.
    static let narrowestValue = 16

    /// `rows` (each a label, a source key and a value) aligned as `Columns` aligns them, the
    /// values wrapped to `columns`.
    static func values(_ rows: [[String]], columns: Int) -> String {
        let labelWidths = [0, 1].map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let indent = labelWidths[0] + labelWidths[1] + 4
        let stacked = columns - indent < narrowestValue
        var lines: [String] = []
        for row in rows {
            let label = padded(row[0], to: labelWidths[0]) + "  " + row[1]
            let widestWord = row[2].split(separator: " ").map { DisplayWidth.of(String($0)) }.max() ?? 0
            if stacked || widestWord > columns - indent {
                // The source goes under its key where both do not fit on a line.
                // A key wider than the terminal (`Kovalenzradius (Einfachbindung)` in 30) breaks at its spaces.
                lines += DisplayWidth.of(label) <= columns
                    ? [label] : TerminalLines.wrapped(row[0].split(separator: " ").map(String.init), width: columns) + ["    " + row[1]]
                lines += TerminalLines.wrapped(valuePieces(row[2]), width: columns - 4).map { "    " + $0 }
            } else {
                let valueLines = TerminalLines.wrapped(valuePieces(row[2]), width: columns - indent)
                lines.append(padded(label, to: indent - 2) + "  " + valueLines[0])
                lines += valueLines.dropFirst().map { String(repeating: " ", count: indent) + $0 }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `  key: citation`, the citation going on four spaces in where it is wider than `columns`.
    static func reference(key: String, citation: String, columns: Int) -> String {
        TerminalLines.indented("\(key): \(citation)".split(separator: " ").map(String.init), width: columns)
    }

    /// A value cut after each `, ` (the comma kept); a piece still wider than a line would be
    /// is cut at its spaces later, by `TerminalLines.wrapped`.
    private static func valuePieces(_ value: String) -> [String] {
        let pieces = value.components(separatedBy: ", ")
        return pieces.enumerated().map { index, piece in index < pieces.count - 1 ? piece + "," : piece }
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
