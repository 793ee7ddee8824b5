import ElementData

/// The grid of a poster: where each cell is, and the tiles, markers and labels drawn in it.
extension TableSceneLayout {
    /// The cells' size and the grid's top-left corner.
    struct Grid {
        var cell: Double
        var cellHeight: Double
        var gutter: Double
        var left: Double
        var top: Double
        var labelColumnsWidth: Double
        var frameLeft: Double

        var tileWidth: Double { cell - gutter }
        var tileHeight: Double { cellHeight - gutter }

        /// The grid under the title (when there is one), its gap and the group-number band.
        init(frame: Frame, hasTitle: Bool) {
            cell = frame.cell
            cellHeight = frame.cellHeight
            gutter = frame.gutter
            left = frame.gridLeft
            top = frame.top + (hasTitle ? frame.titleSize * 1.35 : 0) + frame.titleGap + frame.labelBand
            labelColumnsWidth = frame.labelColumns * frame.cell
            frameLeft = frame.left
        }

        /// The top-left corner of the tile in `column` and `row`.
        func origin(column: Int, row: Double) -> (x: Double, y: Double) {
            (left + Double(column) * cell + gutter / 2, top + row * cellHeight + gutter / 2)
        }
    }

    /// The tiles' level of detail and the colorer whose values they write: a heatmap's values
    /// without their unit where that leaves fewer places out (`28.84` where `28.84 J/(mol·K)`
    /// would leave every value out, `461000` where `461000 mg/kg` would leave oxygen's out);
    /// the colorbar's title and the key name the unit.
    func tileLayoutAndColorer(_ placement: TablePlacement, colorer: TableColorer,
                              grid: Grid) throws -> (layout: CompactTileLayout, colorer: TableColorer) {
        let withUnits = try tableTileLayout(placement, colorer: colorer, grid: grid)
        guard case .heatmap = colorer.coloring, withUnits.drops.total > 0 else { return (withUnits.layout, colorer) }
        var bare = colorer
        bare.writesUnits = false
        let bareLayout = try tableTileLayout(placement, colorer: bare, grid: grid)
        return bareLayout.drops < withUnits.drops ? (bareLayout.layout, bare) : (withUnits.layout, colorer)
    }

    /// The table's tile layout at its level of detail: the places that nine tiles in ten can
    /// show, so the table reads the same everywhere (a tile with a longer text leaves out more
    /// on its own). Tall tiles whose names do not fit, and tiles in a CJK language, leave the
    /// names out before the other lines when that keeps more lines. With it, the places left
    /// out: the table's level, and by all its tiles together.
    private func tableTileLayout(_ placement: TablePlacement, colorer: TableColorer,
                                 grid: Grid) throws -> (layout: CompactTileLayout, drops: (level: Int, total: Int)) {
        var layout = CompactTileLayout(theme: theme, formatter: formatter)
        let total = try Self.tableLevel(placement, layout: &layout, colorer: colorer, grid: grid)
        // CJK names, at their language's higher floor, may not fit where the lines under them do.
        guard grid.tileHeight >= grid.tileWidth * CompactTilePass.tallAspect || formatter.locale.cjkRegion != nil else {
            return (layout, (layout.minimumDrops ?? 0, total))
        }
        var nameFirst = CompactTileLayout(theme: theme, formatter: formatter)
        nameFirst.dropsNameFirst = true
        let nameFirstTotal = try Self.tableLevel(placement, layout: &nameFirst, colorer: colorer, grid: grid)
        let level = layout.minimumDrops ?? 0, nameFirstLevel = nameFirst.minimumDrops ?? 0
        if nameFirstLevel < level { return (nameFirst, (nameFirstLevel, nameFirstTotal)) }
        return (layout, (level, total))
    }

    /// Sets the table's level: the places nine tiles in ten leave out on their own. The tiles at
    /// exactly that level keep their texts for the second pass (`laidOutTexts`). Returns the
    /// places every tile leaves out on its own, added up.
    private static func tableLevel(_ placement: TablePlacement, layout: inout CompactTileLayout,
                                   colorer: TableColorer, grid: Grid) throws -> Int {
        let levels = try placement.cells.map {
            try layout.level(for: $0.element, style: colorer.style(for: $0.element), size: grid.tileWidth,
                             height: grid.tileHeight)
        }
        let drops = levels.map(\.drops).sorted()
        var common = drops.isEmpty ? 0 : drops[min(drops.count - 1, drops.count * 9 / 10)]
        // A table whose tiles cannot all show their centre (the symbol) shows it on none: a map
        // in colours, rather than a table with a few blank tiles (Am and Cm at 300 pixels). A
        // user's symbol the symbol face has no glyphs for (`صو`, `中`) is drawn on no size of
        // tile, so it leaves its own tile blank, not every other.
        let centre = layout.theme.slots.compact.center
        let symbolFace = try FontLibrary.metrics(for: layout.theme.fonts.symbol)
        if centre != .none, let most = drops.last, levels.contains(where: { level in
            !level.texts.nodes.contains { if case let .text(text) = $0 { text.role == centre.role } else { false } }
                && symbolFace.missingScalars(in: centre.text(for: level.texts.element, formatter: layout.formatter))
                    .allSatisfy(\.properties.isWhitespace)
        }) {
            common = most
        }
        layout.minimumDrops = common
        for level in levels where level.drops == common {
            layout.laidOutTexts[level.texts.element.number] = level.texts
        }
        return drops.reduce(0, +)
    }

    /// The tiles, the f-block markers, the series labels and the group and period numbers.
    func gridNodes(_ placement: TablePlacement, grid: Grid, tileLayout: CompactTileLayout, colorer: TableColorer,
                   symbolColorer: TableColorer?, options: Options) throws -> [SceneNode] {
        var tiles: [SceneNode] = []
        for cellPlacement in placement.cells {
            let position = grid.origin(column: cellPlacement.column, row: cellPlacement.row)
            var style = colorer.style(for: cellPlacement.element)
            if let highlighted = options.highlighted {
                style = highlighted.contains(cellPlacement.element.number)
                    ? style.emphasised(with: theme.ink)
                    : style.dimmed(toward: theme.pageBackground)
            }
            var tile = try tileLayout.group(for: cellPlacement.element, x: position.x, y: position.y,
                                            size: grid.tileWidth, height: grid.tileHeight, style: style)
            if let symbolColorer {
                tile = tile.recolouringSymbol(symbolColorer.style(for: cellPlacement.element).fill)
            }
            if options.marksRadioactive {
                tile = RadioactiveMark.marking(tile, element: cellPlacement.element, size: grid.tileWidth,
                                               cornerRadius: theme.tile.cornerRadius * grid.tileWidth, color: style.accent)
            }
            tiles.append(.group(tile))
        }
        let markerTextSize = try markerTextSize(placement.markers, size: grid.tileWidth, height: grid.tileHeight)
        for marker in placement.markers {
            let position = grid.origin(column: marker.column, row: marker.row)
            tiles.append(.group(try markerGroup(marker, colorer: colorer, dimmed: options.highlighted != nil,
                                                x: position.x, y: position.y, size: grid.tileWidth,
                                                height: grid.tileHeight, textSize: markerTextSize)))
        }
        var nodes: [SceneNode] = [.group(SceneGroup(id: "tiles", classes: ["tiles"], children: tiles))]
        let series = try placement.seriesLabels.map { series in
            let position = grid.origin(column: series.column, row: series.row)
            return SceneNode.group(try seriesLabelGroup(series, right: position.x - grid.gutter, top: position.y,
                                                        width: position.x - grid.gutter - grid.frameLeft,
                                                        size: grid.tileWidth, height: grid.tileHeight))
        }
        if !series.isEmpty {
            nodes.append(.group(SceneGroup(id: "series-labels", classes: ["series-labels"], children: series)))
        }
        let labels = try axisLabels(placement, grid: grid, options: options)
        if !labels.isEmpty {
            nodes.append(.group(SceneGroup(id: "axis-labels", classes: ["axis-labels"], children: labels)))
        }
        return nodes
    }

    /// The group numbers over the columns (at the foot of the cell above each column's top
    /// tile) and the period numbers left of the rows.
    private func axisLabels(_ placement: TablePlacement, grid: Grid, options: Options) throws -> [SceneNode] {
        var labels: [SceneNode] = []
        let labelSize = grid.cell * 0.17
        if options.showsGroupNumbers {
            // Where one label does not fit its column whole (two digits over the small cells of a
            // narrow 32-column table), none is drawn: a row with gaps, or labels cut to "…", would
            // be misread. `both` falls back to the IUPAC numbers before that.
            let styles = options.groupLabelStyle == .both ? [GroupLabelStyle.both, .iupac] : [options.groupLabelStyle]
            for style in styles {
                let row = try placement.groupLabels.map { label in
                    let position = grid.origin(column: label.column, row: label.row)
                    return try TextSlot(text: style.label(forGroup: label.text), role: .groupNumber,
                                        face: theme.fonts.label, color: theme.mutedInk, preferredSize: labelSize,
                                        minimumSize: labelSize * 0.6, x: position.x, width: grid.tileWidth,
                                        baseline: position.y + grid.tileHeight - labelSize * 0.45, anchor: .middle,
                                        wholeOrNothing: true).nodes()
                }
                if !row.contains(where: \.isEmpty) {
                    labels += row.flatMap { $0 }
                    break
                }
            }
        }
        if options.showsPeriodNumbers {
            for label in placement.periodLabels {
                let position = grid.origin(column: 0, row: label.row)
                labels += try TextSlot(text: label.text, role: .periodNumber, face: theme.fonts.label, color: theme.mutedInk,
                                       preferredSize: labelSize, minimumSize: labelSize * 0.6, x: grid.frameLeft,
                                       width: grid.labelColumnsWidth - grid.gutter,
                                       baseline: position.y + grid.tileHeight / 2 + labelSize * 0.36, anchor: .middle).nodes()
            }
        }
        return labels
    }
}
