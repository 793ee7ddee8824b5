import ANSIRenderer

/// The list of `ptable properties` (without ELEMENT) as aligned columns that fit a terminal
/// `columns` wide. When the one-line-per-property form is too wide, the sources wrap at their
/// commas first; then NAME, COLOR-BY, UNIT and SOURCES are left out, in that order. KEY always
/// stays: it is what `--color-by`, the tiles' `--fields` and the JSON name.
enum PropertyListText {
    /// One line of the list: its cells, the sources a list of their own so they can wrap.
    struct Row {
        var key, colorBy, unit: String
        var sources: [String]
        var name: String
    }

    /// The columns of the list in the order they are printed.
    enum Column: CaseIterable {
        case key, colorBy, unit, sources, name
    }

    /// The columns left out, one more at a time, while the list is too wide.
    static let leftOutInOrder: [Column] = [.name, .colorBy, .unit, .sources]

    /// `rows` under `header` in the widest form that fits `columns`.
    ///
    /// - Throws: `CLIError.terminalTooNarrow` when even the keys alone do not fit.
    static func text(_ rows: [Row], header: Row, columns: Int) throws -> String {
        var kept = Column.allCases
        if let text = widest(rows, header: header, keeping: kept, columns: columns) { return text }
        for column in leftOutInOrder {
            kept.removeAll { $0 == column }
            if let text = widest(rows, header: header, keeping: kept, columns: columns) { return text }
        }
        let needed = ([header] + rows).map { DisplayWidth.of($0.key) }.max() ?? 0
        throw CLIError.terminalTooNarrow(columns: columns, needed: needed, artwork: "property list", alternative: "print --json")
    }

    /// The form keeping `kept` with the sources wrapped as little as fits, or nil when even
    /// one source a line is too wide.
    private static func widest(_ rows: [Row], header: Row, keeping kept: [Column], columns: Int) -> String? {
        guard kept.contains(.sources) else {
            let text = table(rows, header: header, keeping: kept, sourcesWidth: .max)
            return width(of: text) <= columns ? text : nil
        }
        let joined = rows.map { DisplayWidth.of($0.sources.joined(separator: ",")) }.max() ?? 0
        // Narrower would split a source.
        let single = rows.flatMap(\.sources).map { DisplayWidth.of($0) }.max() ?? 0
        for sourcesWidth in stride(from: max(joined, single), through: single, by: -1) {
            let text = table(rows, header: header, keeping: kept, sourcesWidth: sourcesWidth)
            if width(of: text) <= columns { return text }
        }
        return nil
    }

    /// The rows as `Columns` aligns them, each row's sources on as many lines as `sourcesWidth`
    /// needs; the other cells stand on a row's first line only.
    private static func table(_ rows: [Row], header: Row, keeping kept: [Column], sourcesWidth: Int) -> String {
        var lines: [[String]] = [kept.map { cell($0, of: header, sources: header.sources.joined(separator: ",")) }]
        for row in rows {
            // A line breaks where a comma would be and leaves it out: the next line's empty cells
            // already say it goes on, and the comma would cost a column that an 80-column
            // terminal needs for COLOR-BY.
            let sourceLines = TerminalLines.wrapped(row.sources, width: sourcesWidth, separator: ",")
            lines.append(kept.map { cell($0, of: row, sources: sourceLines[0]) })
            for more in sourceLines.dropFirst() {
                lines.append(kept.map { $0 == .sources ? more : "" })
            }
        }
        // A continuation line's empty cells after its sources would leave trailing spaces.
        return Columns.text(lines).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    private static func cell(_ column: Column, of row: Row, sources: String) -> String {
        switch column {
        case .key: row.key
        case .colorBy: row.colorBy
        case .unit: row.unit
        case .sources: sources
        case .name: row.name
        }
    }

    private static func width(of text: String) -> Int {
        text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
    }
}
