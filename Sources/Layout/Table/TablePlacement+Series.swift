import ElementData

/// The names of the f-block rows, tied to the placeholders that stand for them in the body.
public extension TablePlacement {
    /// "Lanthanoids" or "Actinoids" beside an f-block row, and the marker (`57–71`) it belongs to.
    struct SeriesLabel: Sendable, Equatable {
        /// The IUPAC name of the series.
        public let name: String
        /// The placeholder in the main body that stands for the row.
        public let marker: Marker
        /// The row's first cell; the label goes in the empty cells left of it.
        public let column: Int
        /// The row of the f-block the label names, in cell units.
        public let row: Double
    }

    /// One label per f-block row that has a marker, in row order (standard form only).
    var seriesLabels: [SeriesLabel] {
        let fCells = cells.filter { $0.element.ypos >= Self.firstFBlockRow }
        let rows = Dictionary(grouping: fCells, by: \.row)
        return rows.keys.sorted().compactMap { row in
            let members = rows[row]!.sorted { $0.element.number < $1.element.number }
            guard let first = members.first, let last = members.last,
                  let marker = markers.first(where: { $0.text == "\(first.element.number)–\(last.element.number)" }),
                  let name = Self.seriesName(period: first.element.period) else { return nil }
            let column = members.map(\.column).min() ?? first.column
            return SeriesLabel(name: name, marker: marker, column: column, row: row)
        }
    }

    /// IUPAC's names (2005 recommendations) for the rows of periods 6 and 7.
    private static func seriesName(period: Int?) -> String? {
        switch period {
        case 6: "Lanthanoids"
        case 7: "Actinoids"
        default: nil
        }
    }
}
