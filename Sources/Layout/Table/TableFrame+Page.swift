/// How a poster shares its page's height: the cells as wide as the page allows, then as tall
/// as the height left over allows (up to `maximumAspect`), after the key, a full-size title
/// and small gaps have theirs; whatever is left goes to even gaps, then around the block.
extension Frame {
    /// In a band under the table, the key's tile is this many times a table tile: large enough
    /// for its labels to read at a glance, leaving the rest of the page to the table.
    static let bandKeyTileRatio = 2.0

    /// The tallest a cell grows, in cell widths: a tile half again as high as wide still reads
    /// as a tile (and has room for a few more facts); the wide layout's narrow cells may grow
    /// into columns of facts before its page is left empty.
    static func maximumAspect(for form: TablePlacement.Form) -> Double {
        form == .wide ? 3.4 : 1.8
    }

    /// Where the key goes at the cell size chosen: nowhere, alone under the grid (with the
    /// legend over the d-block), or in a band beside the legend.
    enum KeyRoom {
        case none
        case alone(unit: Double)
        case band(PosterBand)

        /// The height the key takes at `aspect` (its gap above included, `gap` when alone).
        func height(aspect: Double, gap: Double, hasColorbar: Bool) -> Double {
            switch self {
            case .none: 0
            case let .alone(unit): gap + TileKeyLayout.heightCells(aspect: aspect) * unit
            case let .band(band): PosterBand(keyUnit: band.keyUnit, hasColorbar: hasColorbar, aspect: aspect).height
            }
        }
    }

    mutating func compose(on page: PageGeometry, placement: TablePlacement, options: TableSceneLayout.Options,
                          theme: Theme, block: Block) {
        let box = page.contentBox
        let columns = Double(max(placement.columnCount, 1)) + labelColumns
        let wantsKey = options.showsKey && options.showsLegend
        let hasColorbar = options.coloring.isHeatmap
        let hasTitle = block.titleUnits > 0
        cell = Self.widthFittedCell(box: box, columns: columns, block: block, wantsKey: wantsKey)
        let gap = 0.35 * cell
        let room = wantsKey ? keyRoom(spare: max(0, box.height - block.height(cell: cell)), gap: gap,
                                      hasColorbar: hasColorbar, theme: theme) : .none
        if case let .band(band) = room { self.band = band }
        let gridWidth = cell * Double(max(placement.columnCount, 1))
        func title(spare: Double) -> Double {
            hasTitle ? Self.titleSize(cell: cell, columns: placement.columnCount, gridWidth: gridWidth,
                                      title: options.title, theme: theme, spare: spare, inBand: band != nil) : 0
        }
        let fullTitle = hasTitle ? (title(spare: .greatestFiniteMagnitude) - cell * 0.42) * 1.35 : 0
        let partCount = Double([hasTitle, wantsKey, options.showsCredit].filter { $0 }.count)
        aspect = Self.largestAspect(upTo: Self.maximumAspect(for: placement.form)) { aspect in
            block.height(cell: cell, aspect: aspect) + room.height(aspect: aspect, gap: gap, hasColorbar: hasColorbar)
                + fullTitle + partCount * gap <= box.height
        }
        var spare = max(0, box.height - block.height(cell: cell, aspect: aspect))
        switch room {
        case .none: break
        case let .alone(unit):
            keyUnit = unit
            keyGap = gap
        case let .band(band):
            self.band = PosterBand(keyUnit: band.keyUnit, hasColorbar: hasColorbar, aspect: aspect)
            keyUnit = band.keyUnit
        }
        keyHeight = room.height(aspect: aspect, gap: gap, hasColorbar: hasColorbar)
        spare -= keyHeight
        titleSize = title(spare: spare)
        spare -= hasTitle ? (titleSize - cell * 0.42) * 1.35 : 0
        let gaps = Self.gaps(spare: spare, pageHeight: box.height, hasTitle: hasTitle, hasKey: keyHeight > 0,
                             hasCredit: options.showsCredit, minimum: gap, inBand: band != nil)
        titleGap = gaps.title
        keyGap += gaps.key
        keyHeight += gaps.key
        footerGap = gaps.footer
        spare -= gaps.total
        width = cell * columns
        left = box.x + (box.width - width) / 2
        top = box.y + max(spare, 0) / 2
    }

    /// The cell as wide as the page allows, smaller when a table of square cells would not fit
    /// the height; a page a little short of room for the key gives up to a tenth of it for one.
    static func widthFittedCell(box: (x: Double, y: Double, width: Double, height: Double), columns: Double,
                                block: Block, wantsKey: Bool) -> Double {
        var cell = max(box.width, 0) / columns
        // Shrink until the block fits the height; the footer's 4 pt minimum makes this nonlinear.
        for _ in 0..<4 where block.height(cell: cell) > box.height {
            cell *= max(box.height, 0) / block.height(cell: cell)
        }
        func smallestKey(_ cell: Double) -> Double { (0.35 + TileKeyLayout.heightCells * minimumKeyUnit) * cell }
        if wantsKey, box.height - block.height(cell: cell) < smallestKey(cell) {
            var smaller = cell
            for _ in 0..<4 { smaller *= box.height / (block.height(cell: smaller) + smallestKey(smaller)) }
            if smaller >= cell * 0.9 { cell = smaller }
        }
        return cell
    }

    /// The key at the cell chosen, with `spare` the height a table of square cells leaves: in a
    /// band when there is much room, alone (as large as the room allows, up to 2.5 tiles) when
    /// there is some, none when there is too little.
    func keyRoom(spare: Double, gap: Double, hasColorbar: Bool, theme: Theme) -> KeyRoom {
        let tileSide = cell * (1 - theme.tile.gutter)
        let bandUnit = Self.bandKeyTileRatio * tileSide / TileKeyLayout.tileCells
        if PosterBand.fits(cell: cell, keyUnit: bandUnit, spare: spare - gap, hasColorbar: hasColorbar) {
            return .band(PosterBand(keyUnit: bandUnit, hasColorbar: hasColorbar))
        }
        let smallest = (0.35 + TileKeyLayout.heightCells * Self.minimumKeyUnit) * cell
        guard spare >= smallest - 0.001 else { return .none }
        let largest = Self.maximumKeyTileRatio * tileSide / TileKeyLayout.tileCells
        return .alone(unit: min(largest, (spare - gap) / TileKeyLayout.heightCells))
    }

    /// The largest aspect from 1 to `maximum` for which `fits` holds (1 when none does), to
    /// a thousandth: `fits` grows false as the aspect grows.
    static func largestAspect(upTo maximum: Double, fits: (Double) -> Bool) -> Double {
        guard fits(1) else { return 1 }
        if fits(maximum) { return maximum }
        var low = 1.0
        var high = maximum
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return (low * 1000).rounded(.down) / 1000
    }
}
