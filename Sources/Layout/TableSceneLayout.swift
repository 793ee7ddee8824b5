/// Lays out a whole periodic table as a scene: title, group and period numbers,
/// tiles, f-block markers, a category legend and the data credit.
public struct TableSceneLayout: Sendable {
    /// What the poster shows besides the tiles.
    public struct Options: Sendable {
        /// Canvas width in points; the height follows from the grid.
        public var width: Double
        public var title: String?
        public var showsGroupNumbers = true
        public var showsPeriodNumbers = true
        public var showsLegend = true
        public var showsCredit = true

        public init(width: Double, title: String? = "Periodic Table of the Elements") {
            self.width = width
            self.title = title
        }
    }

    /// The credit line the data licence (CC BY-SA 3.0) asks for.
    public static let dataCredit = "Element data: Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0 · Typeface: Inter, SIL OFL 1.1"

    public var theme: Theme
    public var formatter: ElementFormatter

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// The table as a scene `options.width` points wide.
    public func scene(for placement: TablePlacement, options: Options) throws -> Scene {
        let margin = options.width * 0.025
        let labelColumns = options.showsPeriodNumbers ? 0.45 : 0
        let columns = Double(max(placement.columnCount, 1))
        let cell = (options.width - 2 * margin) / (columns + labelColumns)
        let gutter = theme.tile.gutter * cell
        let tileSize = cell - gutter
        var y = margin
        var nodes: [SceneNode] = []

        if let title = options.title, !title.isBlank {
            let size = cell * 0.42
            nodes += try TextSlot(text: title, role: .title, face: theme.fonts.emphasis, color: theme.ink,
                                  preferredSize: size, minimumSize: size * 0.5, x: margin, width: options.width - 2 * margin,
                                  baseline: y + size * 0.8, anchor: .middle).nodes()
            y += size * 1.35
        }
        let labelBand = options.showsGroupNumbers ? cell * 0.42 : 0
        let gridTop = y + labelBand
        let gridLeft = margin + labelColumns * cell
        func origin(column: Int, row: Double) -> (x: Double, y: Double) {
            (gridLeft + Double(column) * cell + gutter / 2, gridTop + row * cell + gutter / 2)
        }

        var tiles: [SceneNode] = []
        for cellPlacement in placement.cells {
            let position = origin(column: cellPlacement.column, row: cellPlacement.row)
            tiles.append(.group(try CompactTileLayout(theme: theme, formatter: formatter)
                .group(for: cellPlacement.element, x: position.x, y: position.y, size: tileSize)))
        }
        for marker in placement.markers {
            let position = origin(column: marker.column, row: marker.row)
            tiles.append(.group(try markerGroup(marker, x: position.x, y: position.y, size: tileSize)))
        }
        var labels: [SceneNode] = []
        let labelSize = cell * 0.17
        if options.showsGroupNumbers {
            for label in placement.groupLabels {
                let position = origin(column: label.column, row: label.row)
                labels += try TextSlot(text: label.text, role: .groupNumber, face: theme.fonts.label, color: theme.mutedInk,
                                       preferredSize: labelSize, minimumSize: labelSize * 0.6, x: position.x,
                                       width: tileSize, baseline: position.y + tileSize - labelSize * 0.45,
                                       anchor: .middle).nodes()
            }
        }
        if options.showsPeriodNumbers {
            for label in placement.periodLabels {
                let position = origin(column: 0, row: label.row)
                labels += try TextSlot(text: label.text, role: .periodNumber, face: theme.fonts.label, color: theme.mutedInk,
                                       preferredSize: labelSize, minimumSize: labelSize * 0.6, x: margin,
                                       width: labelColumns * cell - gutter, baseline: position.y + tileSize / 2 + labelSize * 0.36,
                                       anchor: .middle).nodes()
            }
        }
        nodes.append(.group(SceneGroup(id: "tiles", classes: ["tiles"], children: tiles)))
        if !labels.isEmpty {
            nodes.append(.group(SceneGroup(id: "axis-labels", classes: ["axis-labels"], children: labels)))
        }
        if options.showsLegend, let area = legendArea(placement) {
            let position = origin(column: area.column, row: area.row)
            let legend = try legendGroup(for: placement, x: position.x, y: position.y + cell * 0.1,
                                         width: Double(area.columns) * cell - gutter,
                                         height: area.rows * cell - cell * 0.2, cell: cell)
            nodes.append(.group(legend))
        }
        y = gridTop + placement.rowExtent * cell
        if options.showsCredit {
            let size = max(cell * 0.13, 4)
            nodes += try TextSlot(text: Self.dataCredit, role: .footer, face: theme.fonts.detail, color: theme.mutedInk,
                                  preferredSize: size, minimumSize: size * 0.5, x: margin, width: options.width - 2 * margin,
                                  baseline: y + size * 1.6, anchor: .end).nodes()
            y += size * 2.2
        }
        return Scene(width: options.width, height: (y + margin).rounded(.up), title: options.title ?? "Periodic table",
                     background: theme.pageBackground, nodes: nodes)
    }

    private func markerGroup(_ marker: TablePlacement.Marker, x: Double, y: Double, size s: Double) throws -> SceneGroup {
        let colors = theme.style(for: marker.family)
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: theme.tile.cornerRadius * s,
                            fill: colors.fill.withOpacity(0.55), stroke: colors.accent.withOpacity(0.5),
                            strokeWidth: max(0.012 * s, 0.4), role: "marker-background")),
        ]
        nodes += try TextSlot(text: marker.text, role: .marker, face: theme.fonts.label, color: colors.accent,
                              preferredSize: 0.2 * s, minimumSize: 0.1 * s, x: 0.08 * s, width: 0.84 * s,
                              baseline: 0.5 * s + 0.2 * s * 0.36, anchor: .middle).nodes()
        return SceneGroup(id: "marker-\(SceneIdentifier.token(marker.text))", classes: ["marker", marker.family.rawValue],
                          x: x, y: y, children: nodes)
    }

    /// The widest run of columns that are empty in the top rows: the gap over the d-block.
    private func legendArea(_ placement: TablePlacement) -> (column: Int, row: Double, columns: Int, rows: Double)? {
        let tops = Dictionary(grouping: placement.cells.filter { $0.element.ypos < TablePlacement.firstFBlockRow }, by: \.column)
            .mapValues { $0.map(\.row).min() ?? 0 }
        var best: (start: Int, length: Int, rows: Double)?
        var start: Int?
        for column in 0...placement.columnCount {
            let top = column < placement.columnCount ? (tops[column] ?? placement.rowExtent) : -1
            if top >= 2 {
                if start == nil { start = column }
            } else if let first = start {
                let length = column - first
                let rows = (first..<column).map { tops[$0] ?? placement.rowExtent }.min() ?? 0
                if length > (best?.length ?? 0) { best = (first, length, rows) }
                start = nil
            }
        }
        guard let best, best.length >= 4 else { return nil }
        // Leave the row just above the topmost tiles for their group numbers.
        return (best.start, 0, best.length, best.rows - 0.55)
    }

    private func legendGroup(for placement: TablePlacement, x: Double, y: Double, width: Double, height: Double,
                             cell: Double) throws -> SceneGroup {
        let present = Set(placement.cells.map { ElementCategory($0.element.category).family })
        let families = CategoryFamily.allCases.filter(present.contains)
        let columns = families.count > 6 ? 3 : 2
        let rows = Int((Double(families.count) / Double(columns)).rounded(.up))
        let rowHeight = min(height / Double(max(rows, 1)), cell * 0.36)
        let columnWidth = width / Double(columns)
        let swatch = rowHeight * 0.62
        var nodes: [SceneNode] = []
        for (index, family) in families.enumerated() {
            let column = index / rows
            let row = index % rows
            let left = Double(column) * columnWidth
            let top = Double(row) * rowHeight
            let colors = theme.style(for: family)
            nodes.append(.rect(SceneRect(x: left, y: top + (rowHeight - swatch) / 2, width: swatch, height: swatch,
                                         cornerRadius: swatch * 0.2, fill: colors.fill, stroke: colors.accent,
                                         strokeWidth: max(swatch * 0.06, 0.3), role: "legend-swatch")))
            nodes += try TextSlot(text: family.displayName, role: .legend, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: swatch * 0.72, minimumSize: swatch * 0.4, x: left + swatch * 1.45,
                                  width: columnWidth - swatch * 1.6, baseline: top + rowHeight / 2 + swatch * 0.26).nodes()
        }
        return SceneGroup(id: "legend", classes: ["legend"], x: x, y: y, children: nodes)
    }
}
