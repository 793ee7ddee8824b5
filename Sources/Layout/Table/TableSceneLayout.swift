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
        /// How the group numbers are written: IUPAC 1–18, CAS IA … VIIIB, or both.
        public var groupLabelStyle: GroupLabelStyle = .iupac
        /// A small mark on every element with no stable isotope, with a key entry.
        public var marksRadioactive = true
        /// A second categorical scheme for each tile's symbol, keyed in a legend of its own.
        public var symbolColoring: CategoricalKey?

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
        let symbolColorer = try options.symbolColoring.map {
            try TableColorer(coloring: .categorical($0), theme: theme, formatter: formatter, elements: elements)
        }
        let frame = Frame(placement: placement, options: options, theme: theme)
        let cell = frame.cell
        let gutter = frame.gutter
        let tileSize = cell - gutter
        var y = frame.top
        var nodes: [SceneNode] = []

        if let title = options.title, !title.isBlank {
            let size = frame.titleSize
            nodes += try TextSlot(text: title, role: .title, face: theme.fonts.emphasis, color: theme.ink,
                                  preferredSize: size, minimumSize: size * 0.5, x: frame.gridLeft, width: frame.gridWidth,
                                  baseline: y + size * 0.8, anchor: .middle).nodes()
            y += size * 1.35
        }
        y += frame.titleGap
        let gridTop = y + frame.labelBand
        let gridLeft = frame.left + frame.labelColumns * cell
        func origin(column: Int, row: Double) -> (x: Double, y: Double) {
            (gridLeft + Double(column) * cell + gutter / 2, gridTop + row * cell + gutter / 2)
        }

        var tileLayout = CompactTileLayout(theme: theme, formatter: formatter)
        try Self.tableLevel(placement, layout: &tileLayout, colorer: colorer, size: tileSize)
        var tiles: [SceneNode] = []
        for cellPlacement in placement.cells {
            let position = origin(column: cellPlacement.column, row: cellPlacement.row)
            var style = colorer.style(for: cellPlacement.element)
            if let highlighted = options.highlighted {
                style = highlighted.contains(cellPlacement.element.number)
                    ? style.emphasised(with: theme.ink)
                    : style.dimmed(toward: theme.pageBackground)
            }
            var tile = try tileLayout.group(for: cellPlacement.element, x: position.x, y: position.y,
                                            size: tileSize, style: style)
            if let symbolColorer {
                tile = tile.recolouringSymbol(symbolColorer.style(for: cellPlacement.element).fill)
            }
            if options.marksRadioactive {
                tile = RadioactiveMark.marking(tile, element: cellPlacement.element, size: tileSize, color: style.accent)
            }
            tiles.append(.group(tile))
        }
        for marker in placement.markers {
            let position = origin(column: marker.column, row: marker.row)
            tiles.append(.group(try markerGroup(marker, colorer: colorer, dimmed: options.highlighted != nil,
                                                x: position.x, y: position.y, size: tileSize)))
        }
        var seriesLabels: [SceneNode] = []
        for series in placement.seriesLabels {
            let position = origin(column: series.column, row: series.row)
            seriesLabels.append(.group(try seriesLabelGroup(series, right: position.x - gutter, top: position.y,
                                                            width: position.x - gutter - frame.left, size: tileSize)))
        }
        var labels: [SceneNode] = []
        let labelSize = cell * 0.17
        if options.showsGroupNumbers {
            for label in placement.groupLabels {
                let position = origin(column: label.column, row: label.row)
                labels += try TextSlot(text: options.groupLabelStyle.label(forGroup: label.text), role: .groupNumber, face: theme.fonts.label, color: theme.mutedInk,
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
        if !seriesLabels.isEmpty {
            nodes.append(.group(SceneGroup(id: "series-labels", classes: ["series-labels"], children: seriesLabels)))
        }
        if !labels.isEmpty {
            nodes.append(.group(SceneGroup(id: "axis-labels", classes: ["axis-labels"], children: labels)))
        }
        let dBlockBox = legendArea(placement).map { area in
            let position = origin(column: area.column, row: area.row)
            return (x: position.x, y: position.y + cell * 0.1, width: Double(area.columns) * cell - gutter,
                    height: area.rows * cell - cell * 0.2)
        }
        let keyPlacement = try keyPlacement(frame: frame, elements: elements, colorer: colorer, options: options,
                                            tableBottom: gridTop + placement.rowExtent * cell, dBlockBox: dBlockBox)
        if options.showsLegend, var box = keyPlacement.legendBox {
            let cell = keyPlacement.legendCell
            if let symbolColorer, let legend = symbolColorer.legend(for: elements, keysPredicted: false) {
                // The symbol's scheme gets the right third of the box for a legend of its own.
                let width = box.width * 0.36
                var symbolLegend = try LegendLayout(theme: theme).group(
                    title: "Symbol: " + legend.title, entries: legend.entries, x: box.x + box.width - width, y: box.y,
                    width: width, height: box.height, cell: cell)
                symbolLegend.id = "symbol-legend"
                nodes.append(.group(symbolLegend))
                box.width -= width + cell * 0.3
            }
            let markKey = options.marksRadioactive && elements.contains(where: \.hasNoStableIsotope)
                ? [LegendEntry.radioactiveMark(color: theme.ink)] : []
            if let legend = colorer.legend(for: elements) {
                nodes.append(.group(try LegendLayout(theme: theme).group(
                    title: legend.title, entries: legend.entries + markKey, x: box.x, y: box.y,
                    width: box.width, height: box.height, cell: cell)))
            } else if case let .heatmap(heatmap) = options.coloring, let scale = colorer.scale {
                let values = elements.compactMap { heatmap.value(of: $0, formatter: formatter) }
                var keys: [LegendEntry] = markKey
                if values.count < elements.count {
                    keys.append(LegendEntry(label: "No data", fill: colorer.noDataFill, stroke: colorer.noDataHatch,
                                            hatch: colorer.noDataHatch))
                }
                if formatter.predicted == .mark, let property = heatmap.property,
                   elements.contains(where: { property.isPredicted(of: $0, formatter: formatter) }) {
                    keys.append(.predicted(theme: theme))
                }
                let clamped = ColorbarLayout.ClampedEnds(below: values.contains { $0 < scale.lower },
                                                         above: values.contains { $0 > scale.upper })
                let title = heatmap.title(formatter: formatter, scale: scale.kind)
                nodes.append(.group(try ColorbarLayout(theme: theme).group(
                    title: title, scale: scale, clamped: clamped, keys: keys, x: box.x, y: box.y,
                    width: box.width, height: box.height, cell: cell)))
            }
        }
        y = gridTop + placement.rowExtent * cell
        if let key = keyPlacement.key {
            nodes.append(.group(key))
            y += frame.keyHeight
        }
        y += frame.footerGap
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
        guard page.slug > 0 else {
            return Scene(width: page.pageWidth, height: page.pageHeight, title: title,
                         background: theme.pageBackground, nodes: nodes, bleed: page.bleed > 0 ? page.bleed : nil)
        }
        // The slug is bare paper; the page colour covers the bleed box only.
        let bleedBox = SceneRect(x: page.slug, y: page.slug, width: page.trimWidth + 2 * page.bleed,
                                 height: page.trimHeight + 2 * page.bleed, fill: theme.pageBackground, role: "bleed-box")
        return Scene(width: page.pageWidth, height: page.pageHeight, title: title, background: .white,
                     nodes: [.rect(bleedBox)] + nodes, bleed: page.trimOffset, slug: page.slug)
    }

    /// The level of detail of the table: the places that nine tiles in ten can show, so the
    /// table reads the same everywhere; a tile with a longer text leaves out more on its own.
    /// The table's level: the places nine tiles in ten leave out on their own. The tiles at
    /// exactly that level keep their texts for the second pass (`laidOutTexts`).
    private static func tableLevel(_ placement: TablePlacement, layout: inout CompactTileLayout,
                                   colorer: TableColorer, size: Double) throws {
        let levels = try placement.cells.map { try layout.level(for: $0.element, style: colorer.style(for: $0.element),
                                                                size: size) }
        let drops = levels.map(\.drops).sorted()
        let common = drops.isEmpty ? 0 : drops[min(drops.count - 1, drops.count * 9 / 10)]
        layout.minimumDrops = common
        for level in levels where level.drops == common {
            layout.laidOutTexts[level.texts.element.number] = level.texts
        }
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
