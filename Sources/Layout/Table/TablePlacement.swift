import ElementData

/// Where each element sits in a periodic-table grid, in cell units.
///
/// Columns and rows are zero-based and fractional rows are allowed, so the f-block
/// can sit half a row below the main body. Renderers multiply by their cell size.
public struct TablePlacement: Sendable {
    /// The two arrangements the data describes.
    public enum Form: String, CaseIterable, Sendable, Codable {
        /// 18 columns from `xpos`/`ypos`, lanthanides and actinides in two rows below.
        case standard
        /// 32 columns from `wxpos`/`wypos`, the f-block inline.
        case wide
    }

    /// One element's cell.
    public struct Cell: Sendable {
        /// The element in the cell.
        public let element: Element
        /// Zero-based column: `xpos - 1` in the standard form, `wxpos - 1` in the wide one.
        public let column: Int
        /// Row in cell units; the f-block rows carry the gap in their value.
        public let row: Double
    }

    /// A label in an empty cell pointing at where the f-block went, e.g. `57–71`.
    public struct Marker: Sendable, Equatable {
        /// The range of atomic numbers the marker stands for, e.g. `57–71`.
        public let text: String
        /// Zero-based column of the empty cell.
        public let column: Int
        /// Row of the empty cell in cell units.
        public let row: Double
        /// The category family of the elements the marker stands for.
        public let family: CategoryFamily
    }

    /// A group number over a column or a period number beside a row.
    public struct EdgeLabel: Sendable, Equatable {
        /// The number shown: the group or period number as text.
        public let text: String
        /// Zero-based column; -1 for a period number, left of the first column.
        public let column: Int
        /// Row in cell units; a group number sits one row above the topmost cell of its column.
        public let row: Double
    }

    /// The arrangement the cells are placed in.
    public let form: Form
    /// Every placed element's cell, in atomic-number order.
    public let cells: [Cell]
    /// The labels in the empty cells where the f-block rows were taken out (standard form only).
    public let markers: [Marker]
    /// Group numbers 1–18, each placed just above the topmost cell of its column.
    public let groupLabels: [EdgeLabel]
    /// Period numbers, each beside the first cell of its row (column -1).
    public let periodLabels: [EdgeLabel]
    /// The number of columns up to the rightmost placed cell: 18 in the standard form and 32 in
    /// the wide one for the bundled data.
    public let columnCount: Int
    /// Height of the grid in cell units, gap included.
    public let rowExtent: Double

    /// The first `ypos` of the f-block rows in the standard form.
    public static let firstFBlockRow = 9
    /// The space between the main body and the f-block rows, in cells.
    public static let fBlockGap = 0.5

    /// Places `elements` in `form`. Elements past 118 are left out unless `includeHypothetical`.
    ///
    /// - Throws: `LayoutError.missingWideCoordinates` for an element without `wxpos`/`wypos` in
    ///   the wide form; `LayoutError.gridPositionOutOfRange` for one whose cell (or period) lies
    ///   outside the grid a data file may describe.
    public init(elements: [Element], form: Form, includeHypothetical: Bool = false) throws {
        self.form = form
        let shown = elements.filter { includeHypothetical || !$0.isHypothetical }
        for element in shown {
            try Self.checkGridPosition(of: element, in: form)
        }
        var cells: [Cell] = []
        switch form {
        case .standard:
            let mainRows = shown.filter { $0.ypos < Self.firstFBlockRow }.map(\.ypos).max() ?? 0
            for element in shown {
                let isFBlock = element.ypos >= Self.firstFBlockRow
                let row = isFBlock
                    ? Double(mainRows + element.ypos - Self.firstFBlockRow) + Self.fBlockGap
                    : Double(element.ypos - 1)
                cells.append(Cell(element: element, column: element.xpos - 1, row: row))
            }
        case .wide:
            for element in shown {
                guard let wxpos = element.wxpos, let wypos = element.wypos else {
                    throw LayoutError.missingWideCoordinates(element: ElementText.escapedForMessage(element.name))
                }
                cells.append(Cell(element: element, column: wxpos - 1, row: Double(wypos - 1)))
            }
        }
        self.cells = cells.sorted { $0.element.number < $1.element.number }
        columnCount = (cells.map(\.column).max() ?? -1) + 1
        rowExtent = (cells.map(\.row).max() ?? -1) + 1
        markers = form == .standard ? Self.markers(for: shown, cells: cells) : []
        groupLabels = Self.groupLabels(for: cells)
        periodLabels = Self.periodLabels(for: cells)
    }

    /// The cell at a grid position, if an element sits there.
    public func cell(column: Int, row: Double) -> Cell? {
        cells.first { $0.column == column && $0.row == row }
    }

    /// For each f-block row, a marker such as `57–71` in the empty cell of its period.
    private static func markers(for elements: [Element], cells: [Cell]) -> [Marker] {
        let fRows = Dictionary(grouping: elements.filter { $0.ypos >= firstFBlockRow }, by: \.ypos)
        return fRows.keys.sorted().compactMap { ypos in
            let members = fRows[ypos]!.sorted { $0.number < $1.number }
            guard let first = members.first, let last = members.last,
                  let period = first.period, period < firstFBlockRow else { return nil }
            let column = first.xpos - 1
            let row = Double(period - 1)
            guard !cells.contains(where: { $0.column == column && $0.row == row }) else { return nil }
            let family = ElementCategory(first.category).family
            return Marker(text: "\(first.number)–\(last.number)", column: column, row: row, family: family)
        }
    }

    /// Group n labels the column whose topmost main-body element has `xpos` n.
    private static func groupLabels(for cells: [Cell]) -> [EdgeLabel] {
        let mainBody = cells.filter { $0.element.ypos < firstFBlockRow && $0.element.block != "f" }
        let columns = Dictionary(grouping: mainBody, by: \.column)
        return columns.keys.sorted().compactMap { column in
            guard let top = columns[column]!.min(by: { $0.row < $1.row }) else { return nil }
            let group = top.element.group ?? top.element.xpos
            return EdgeLabel(text: String(group), column: column, row: top.row - 1)
        }
    }

    private static func periodLabels(for cells: [Cell]) -> [EdgeLabel] {
        let mainBody = cells.filter { $0.element.ypos < firstFBlockRow }
        let rows = Dictionary(grouping: mainBody, by: \.row)
        return rows.keys.sorted().map { row in
            let period = rows[row]!.first!.element.period ?? Int(row) + 1
            return EdgeLabel(text: String(period), column: -1, row: row)
        }
    }
}

public extension Element {
    /// Elements past oganesson (118) have not been made; tables leave them out by default.
    var isHypothetical: Bool { number > 118 }
}
