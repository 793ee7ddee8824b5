import ElementData

/// Lays out a whole periodic table as a scene: title, group and period numbers, tiles,
/// f-block markers, a legend or a colorbar, and the data credit.
///
/// Two ways to size it: a width in points (the height follows from the grid), or a printed
/// page (`PageGeometry`), where the table fills the page inside the margin at the largest
/// cell size that fits, centred in the space left over, with the bleed and crop marks around.
public struct TableSceneLayout: Sendable {
    /// What the poster shows besides the tiles, and how big it is.
    public struct Options: Sendable {
        /// Canvas width in points, when `page` is nil; the height follows from the grid.
        public var width: Double
        /// A printed page; when set, the scene is the page (trim plus bleed) and `width` is ignored.
        public var page: PageGeometry?
        public var title: String?
        public var showsGroupNumbers = true
        public var showsPeriodNumbers = true
        /// The legend (categorical colourings) or the colorbar (heatmaps) over the d-block.
        public var showsLegend = true
        public var showsCredit = true
        /// On a page with room to spare under the table (portrait), a large example tile with
        /// each of its texts labelled.
        public var showsKey = true
        /// What the tiles are coloured by.
        public var coloring: TileColoring = .category
        /// Atomic numbers to highlight; every other tile is dimmed. Nil highlights nothing.
        public var highlighted: Set<Int>?

        public init(width: Double, title: String? = "Periodic Table of the Elements") {
            self.width = width
            self.title = title
        }

        /// A poster filling `page`.
        public init(page: PageGeometry, title: String? = "Periodic Table of the Elements") {
            self.width = page.pageWidth
            self.page = page
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

    /// The table as a scene `options.width` points wide, or the size of `options.page`.
    ///
    /// - Throws: `ColorScaleError` when a heatmap's scale cannot be built (no values, values
    ///   ≤ 0 on a log scale, an empty range); `LayoutError` when a font cannot be loaded.
    public func scene(for placement: TablePlacement, options: Options) throws -> Scene {
        let floor = options.page.map { LegibilityFloor.page($0, theme: theme) } ?? LegibilityFloor.pixels(theme)
        var scene = try TextSlot.$floor.withValue(floor) { try layout(placement, options: options) }
        scene.minimumTextSize = floor
        return scene
    }

    private func layout(_ placement: TablePlacement, options: Options) throws -> Scene {
        // The title comes from the command line: cleaned like text from a data file.
        var options = options
        options.title = options.title.map(ElementText.sanitized)
        let elements = placement.cells.map(\.element)
        let colorer = try TableColorer(coloring: options.coloring, theme: theme, formatter: formatter, elements: elements)
        let frame = Frame(placement: placement, options: options, theme: theme)
        let cell = frame.cell
        let gutter = frame.gutter
        let tileSize = cell - gutter
        var y = frame.top
        var nodes: [SceneNode] = []

        if let title = options.title, !title.isBlank {
            let size = frame.titleSize
            nodes += try TextSlot(text: title, role: .title, face: theme.fonts.emphasis, color: theme.ink,
                                  preferredSize: size, minimumSize: size * 0.5, x: frame.left, width: frame.width,
                                  baseline: y + size * 0.8, anchor: .middle).nodes()
            y += size * 1.35
        }
        let gridTop = y + frame.labelBand
        let gridLeft = frame.left + frame.labelColumns * cell
        func origin(column: Int, row: Double) -> (x: Double, y: Double) {
            (gridLeft + Double(column) * cell + gutter / 2, gridTop + row * cell + gutter / 2)
        }

        var tileLayout = CompactTileLayout(theme: theme, formatter: formatter)
        tileLayout.minimumDrops = try Self.commonDrops(placement, layout: tileLayout, colorer: colorer, size: tileSize)
        var tiles: [SceneNode] = []
        for cellPlacement in placement.cells {
            let position = origin(column: cellPlacement.column, row: cellPlacement.row)
            var style = colorer.style(for: cellPlacement.element)
            if let highlighted = options.highlighted {
                style = highlighted.contains(cellPlacement.element.number)
                    ? style.emphasised(with: theme.ink)
                    : style.dimmed(toward: theme.pageBackground)
            }
            tiles.append(.group(try tileLayout.group(for: cellPlacement.element, x: position.x, y: position.y,
                                                     size: tileSize, style: style)))
        }
        for marker in placement.markers {
            let position = origin(column: marker.column, row: marker.row)
            tiles.append(.group(try markerGroup(marker, colorer: colorer, dimmed: options.highlighted != nil,
                                                x: position.x, y: position.y, size: tileSize)))
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
                                       preferredSize: labelSize, minimumSize: labelSize * 0.6, x: frame.left,
                                       width: frame.labelColumns * cell - gutter,
                                       baseline: position.y + tileSize / 2 + labelSize * 0.36, anchor: .middle).nodes()
            }
        }
        nodes.append(.group(SceneGroup(id: "tiles", classes: ["tiles"], children: tiles)))
        if !labels.isEmpty {
            nodes.append(.group(SceneGroup(id: "axis-labels", classes: ["axis-labels"], children: labels)))
        }
        if options.showsLegend, let area = legendArea(placement) {
            let position = origin(column: area.column, row: area.row)
            let box = (x: position.x, y: position.y + cell * 0.1, width: Double(area.columns) * cell - gutter,
                       height: area.rows * cell - cell * 0.2)
            if let legend = colorer.legend(for: elements) {
                nodes.append(.group(try LegendLayout(theme: theme).group(
                    title: legend.title, entries: legend.entries, x: box.x, y: box.y,
                    width: box.width, height: box.height, cell: cell)))
            } else if case let .heatmap(heatmap) = options.coloring, let scale = colorer.scale {
                let values = elements.compactMap { heatmap.value(of: $0, formatter: formatter) }
                let noData = values.count < elements.count
                    ? LegendEntry(label: "No data", fill: colorer.noDataFill, stroke: colorer.noDataHatch, hatch: colorer.noDataHatch)
                    : nil
                let clamped = ColorbarLayout.ClampedEnds(below: values.contains { $0 < scale.lower },
                                                         above: values.contains { $0 > scale.upper })
                let title = heatmap.title(formatter: formatter, scale: scale.kind)
                nodes.append(.group(try ColorbarLayout(theme: theme).group(
                    title: title, scale: scale, clamped: clamped, noData: noData, x: box.x, y: box.y,
                    width: box.width, height: box.height, cell: cell)))
            }
        }
        y = gridTop + placement.rowExtent * cell
        if frame.keyHeight > 0, let example = Self.keyExample(in: elements) {
            var valueLabel: String?
            if case let .heatmap(heatmap) = options.coloring {
                valueLabel = heatmap.title(formatter: formatter, scale: colorer.scale?.kind ?? .linear)
            }
            nodes.append(.group(try TileKeyLayout(theme: theme, formatter: formatter).group(
                for: example, style: colorer.style(for: example), valueLabel: valueLabel,
                centreX: frame.left + frame.width / 2, y: y + frame.keyGap, cell: frame.keyUnit)))
            y += frame.keyHeight
        }
        if options.showsCredit {
            let size = frame.footerSize
            nodes += try TextSlot(text: Self.dataCredit, role: .footer, face: theme.fonts.detail, color: theme.mutedInk,
                                  preferredSize: size, minimumSize: size * 0.5, x: frame.left, width: frame.width,
                                  baseline: y + size * 1.6, anchor: .end).nodes()
            y += size * 2.2
        }
        let title = options.title.flatMap { $0.isBlank ? nil : $0 } ?? "Periodic table"
        guard let page = options.page else {
            return Scene(width: options.width, height: (y + frame.margin).rounded(.up), title: title,
                         background: theme.pageBackground, nodes: nodes)
        }
        if page.cropMarks, let marks = CropMarks.group(for: page) {
            nodes.append(.group(marks))
        }
        return Scene(width: page.pageWidth, height: page.pageHeight, title: title,
                     background: theme.pageBackground, nodes: nodes, bleed: page.bleed > 0 ? page.bleed : nil)
    }

    /// The level of detail of the table: the places that nine tiles in ten can show, so the
    /// table reads the same everywhere; a tile with a longer text leaves out more on its own.
    private static func commonDrops(_ placement: TablePlacement, layout: CompactTileLayout, colorer: TableColorer,
                                    size: Double) throws -> Int {
        let drops = try placement.cells.map { try layout.drops(for: $0.element, style: colorer.style(for: $0.element),
                                                               size: size) }.sorted()
        guard !drops.isEmpty else { return 0 }
        return drops[min(drops.count - 1, drops.count * 9 / 10)]
    }

    /// The tile the key shows: iron, which has every field, or the middle element shown.
    private static func keyExample(in elements: [Element]) -> Element? {
        elements.first { $0.number == 26 } ?? (elements.isEmpty ? nil : elements[elements.count / 2])
    }

    private func markerGroup(_ marker: TablePlacement.Marker, colorer: TableColorer, dimmed: Bool,
                             x: Double, y: Double, size s: Double) throws -> SceneGroup {
        var colors = colorer.markerColors(for: marker.family)
        if dimmed {
            colors.fill = colors.fill.withOpacity(colors.fill.opacity * 0.4)
            colors.stroke = colors.stroke.withOpacity(colors.stroke.opacity * 0.5)
            let behind = theme.pageBackground.mixed(with: colors.fill.withOpacity(1), amount: colors.fill.opacity)
            colors.text = colors.text.mixed(with: theme.pageBackground, amount: 0.45).readable(on: behind)
        }
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: theme.tile.cornerRadius * s,
                            fill: colors.fill, stroke: colors.stroke,
                            strokeWidth: max(0.012 * s, 0.4), role: "marker-background")),
        ]
        nodes += try TextSlot(text: marker.text, role: .marker, face: theme.fonts.label, color: colors.text,
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
}

/// Where the table goes: the cell size and the block's top-left corner and width.
private struct Frame {
    var cell: Double
    var gutter: Double
    var left: Double
    var top: Double
    /// The width the title and footer span.
    var width: Double
    /// The width-mode margin, added below the footer; zero on a page.
    var margin: Double
    var labelColumns: Double
    var labelBand: Double
    var titleSize: Double
    var footerSize: Double
    /// The space the key takes under the table (its gap above included), zero without a key.
    var keyHeight = 0.0
    var keyGap = 0.0
    /// The key's unit: a cell, or up to 1.6 cells on a page with room.
    var keyUnit = 0.0

    init(placement: TablePlacement, options: TableSceneLayout.Options, theme: Theme) {
        labelColumns = options.showsPeriodNumbers ? 0.45 : 0
        let columns = Double(max(placement.columnCount, 1)) + labelColumns
        let hasTitle = options.title.map { !$0.isBlank } ?? false
        // Heights in cells: title (0.42 × 1.35), group-number band, grid, footer (0.13 × 2.2).
        let titleUnits = hasTitle ? 0.42 * 1.35 : 0
        let bandUnits = options.showsGroupNumbers ? 0.42 : 0
        func footerSize(_ cell: Double) -> Double { max(cell * 0.13, 4) }
        func blockHeight(_ cell: Double) -> Double {
            (titleUnits + bandUnits + placement.rowExtent) * cell + (options.showsCredit ? footerSize(cell) * 2.2 : 0)
        }
        var titleSize = 0.0
        if let page = options.page {
            let box = page.contentBox
            var cell = max(box.width, 0) / columns
            // Shrink until the block fits the height; the footer's 4 pt minimum makes this nonlinear.
            for _ in 0..<4 where blockHeight(cell) > box.height {
                cell *= max(box.height, 0) / blockHeight(cell)
            }
            // A key needs its own height and as much again around it, so it never crowds the table.
            // With more room, the key grows to 1.6 times a cell's unit.
            let keyRoom = box.height - blockHeight(cell)
            let keyUnits = TileKeyLayout.heightCells + 0.5
            if options.showsKey, options.showsLegend, keyRoom >= 2 * (keyUnits + 0.8) * cell {
                keyUnit = cell * min(1.6, (keyRoom / (2 * cell) - 0.8) / keyUnits)
                keyGap = 0.8 * cell
                keyHeight = keyGap + keyUnits * keyUnit
            }
            // On a page with height to spare, the title takes up to half of it, to 0.62 cells.
            let spare = max(0, box.height - blockHeight(cell) - keyHeight)
            titleSize = hasTitle ? min(cell * 0.62, cell * 0.42 + spare * 0.5 / 1.35) : 0
            let height = blockHeight(cell) + keyHeight + (titleSize - (hasTitle ? cell * 0.42 : 0)) * 1.35
            margin = 0
            width = cell * columns
            left = box.x + (box.width - width) / 2
            top = box.y + max(0, (box.height - height) / 2)
            self.cell = cell
        } else {
            margin = options.width * 0.025
            cell = (options.width - 2 * margin) / columns
            width = options.width - 2 * margin
            left = margin
            top = margin
            titleSize = cell * 0.42
        }
        gutter = theme.tile.gutter * cell
        labelBand = bandUnits * cell
        self.titleSize = titleSize
        self.footerSize = footerSize(cell)
    }
}
