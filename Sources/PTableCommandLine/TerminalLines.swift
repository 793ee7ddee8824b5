import ANSIRenderer

/// Text broken into terminal lines between whole pieces, never inside one: a URL stays whole to
/// be copied, and a number stays with its unit when the two form one piece.
enum TerminalLines {
    /// `pieces` joined by `separator` into lines of at most `width` columns; a line breaks where
    /// a separator would be and leaves it out. A piece wider than that is broken at its own
    /// spaces, and a word wider than that stands alone on its line.
    static func wrapped(_ pieces: [String], width: Int, separator: String = " ") -> [String] {
        var lines: [String] = []
        var line = ""
        func add(_ piece: String) {
            if line.isEmpty {
                line = piece
            } else if DisplayWidth.of(line + separator + piece) <= width {
                line += separator + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        for piece in pieces {
            if DisplayWidth.of(piece) <= width || !piece.contains(" ") {
                add(piece)
            } else {
                piece.split(separator: " ").forEach { add(String($0)) }
            }
        }
        lines.append(line)
        return lines
    }

    /// `pieces` two spaces in, on lines of at most `width` columns, each further line four
    /// spaces in, each ending in a newline: a reference under its key in `ptable sources` and
    /// `ptable properties`.
    static func indented(_ pieces: [String], width: Int) -> String {
        let lines = wrapped(pieces, width: max(1, width - 4))
        return (["  " + lines[0]] + lines.dropFirst().map { "    " + $0 }).map { $0 + "\n" }.joined()
    }
}
