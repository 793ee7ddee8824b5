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
        public let element: Element
        public let column: Int
        /// Row in cell units; the f-block rows carry the gap in their value.
        public let row: Double
    }

    /// A label in an empty cell pointing at where the f-block went, e.g. `57–71`.
    public struct Marker: Sendable, Equatable {
        public let text: String
        public let column: Int
        public let row: Double
        /// The category family of the elements the marker stands for.
        public let family: CategoryFamily
    }

    /// A group number over a column or a period number beside a row.
    public struct EdgeLabel: Sendable, Equatable {
        public let text: String
        public let column: Int
        public let row: Double
    }

    public let form: Form
    public let cells: [Cell]
    public let markers: [Marker]
    /// Group numbers 1–18, each placed just above the topmost cell of its column.
    public let groupLabels: [EdgeLabel]
    /// Period numbers, each beside the first cell of its row (column -1).
    public let periodLabels: [EdgeLabel]
    public let columnCount: Int
    /// Height of the grid in cell units, gap included.
    public let rowExtent: Double

    /// The first `ypos` of the f-block rows in the standard form.
    public static let firstFBlockRow = 9
    /// The space between the main body and the f-block rows, in cells.
    public static let fBlockGap = 0.5

    /// Places `elements` in `form`. Elements past 118 are left out unless `includeHypothetical`.
    public init(elements: [Element], form: Form, includeHypothetical: Bool = false) throws {
        // An element holds some twenty strings, each retained when it is copied, and every
        // table and test makes a placement: elements are copied once, into their cells, and
        // the labels work on the cells by index.
        self.form = form
        var cells: [Cell] = []
        cells.reserveCapacity(elements.count)
        switch form {
        case .standard:
            let mainRows = elements.lazy.filter { (includeHypothetical || !$0.isHypothetical) && $0.ypos < Self.firstFBlockRow }
                .map(\.ypos).max() ?? 0
            for element in elements where includeHypothetical || !element.isHypothetical {
                let isFBlock = element.ypos >= Self.firstFBlockRow
                let row = isFBlock
                    ? Double(mainRows + element.ypos - Self.firstFBlockRow) + Self.fBlockGap
                    : Double(element.ypos - 1)
                cells.append(Cell(element: element, column: element.xpos - 1, row: row))
            }
        case .wide:
            for element in elements where includeHypothetical || !element.isHypothetical {
                guard let wxpos = element.wxpos, let wypos = element.wypos else {
                    throw LayoutError.missingWideCoordinates(element: ElementText.sanitizedForMessage(element.name))
                }
                cells.append(Cell(element: element, column: wxpos - 1, row: Double(wypos - 1)))
            }
        }
        columnCount = (cells.lazy.map(\.column).max() ?? -1) + 1
        rowExtent = (cells.lazy.map(\.row).max() ?? -1) + 1
        // The labels read the cells in the elements' order, which settles ties.
        markers = form == .standard ? Self.markers(for: cells) : []
        groupLabels = Self.groupLabels(for: cells)
        periodLabels = Self.periodLabels(for: cells)
        // Data comes in atomic-number order: sorting (stable) would only move copies around.
        let isSorted = cells.indices.dropFirst().allSatisfy { cells[$0 - 1].element.number <= cells[$0].element.number }
        if !isSorted { cells.sort { $0.element.number < $1.element.number } }
        self.cells = cells
    }

    /// The cell at a grid position, if an element sits there.
    public func cell(column: Int, row: Double) -> Cell? {
        cells.first { $0.column == column && $0.row == row }
    }

    /// For each f-block row, a marker such as `57–71` in the empty cell of its period.
    private static func markers(for cells: [Cell]) -> [Marker] {
        var fRows: [Int: [Int]] = [:]
        for index in cells.indices where cells[index].element.ypos >= firstFBlockRow {
            fRows[cells[index].element.ypos, default: []].append(index)
        }
        return fRows.keys.sorted().compactMap { ypos in
            let members = fRows[ypos]!.sorted { cells[$0].element.number < cells[$1].element.number }
            guard let firstIndex = members.first, let lastIndex = members.last,
                  let period = cells[firstIndex].element.period, period < firstFBlockRow else { return nil }
            let first = cells[firstIndex].element
            let column = first.xpos - 1
            let row = Double(period - 1)
            guard !cells.contains(where: { $0.column == column && $0.row == row }) else { return nil }
            let family = ElementCategory(first.category).family
            return Marker(text: "\(first.number)–\(cells[lastIndex].element.number)", column: column, row: row,
                          family: family)
        }
    }

    /// Group n labels the column whose topmost main-body element has `xpos` n.
    private static func groupLabels(for cells: [Cell]) -> [EdgeLabel] {
        // The topmost main-body cell of each column, the first one on a tie.
        var topmost: [Int: Int] = [:]
        for index in cells.indices where cells[index].element.ypos < firstFBlockRow && cells[index].element.block != "f" {
            if let current = topmost[cells[index].column], cells[current].row <= cells[index].row { continue }
            topmost[cells[index].column] = index
        }
        return topmost.keys.sorted().map { column in
            let top = cells[topmost[column]!]
            let group = top.element.group ?? top.element.xpos
            return EdgeLabel(text: String(group), column: column, row: top.row - 1)
        }
    }

    private static func periodLabels(for cells: [Cell]) -> [EdgeLabel] {
        // The first main-body cell of each row.
        var firstInRow: [Double: Int] = [:]
        for index in cells.indices where cells[index].element.ypos < firstFBlockRow && firstInRow[cells[index].row] == nil {
            firstInRow[cells[index].row] = index
        }
        return firstInRow.keys.sorted().map { row in
            let period = cells[firstInRow[row]!].element.period ?? Int(row) + 1
            return EdgeLabel(text: String(period), column: -1, row: row)
        }
    }
}

public extension Element {
    /// Elements past oganesson (118) have not been made; tables leave them out by default.
    var isHypothetical: Bool { number > 118 }
}
