import ElementData

/// Where the table goes: the cell size, the block's top-left corner and width, and on a page
/// how the height left over is shared: a key (at most 2.5 times a table tile; with much room,
/// at its largest beside the legend in a `PosterBand`), a larger title, then even gaps between
/// title, table, key and credit until the content spans at least `minimumPageShare` of the
/// height inside the margins (`bandPageShare` with a band).
struct Frame {
    /// The share of the height inside the margins a poster's content spans at least.
    static let minimumPageShare = 0.9
    /// The key's tile is at most this many times a table tile's side.
    static let maximumKeyTileRatio = 2.5
    /// The key's unit is at least this share of a cell, or there is no room for a key.
    static let minimumKeyUnit = 0.5

    var cell: Double
    var gutter: Double
    var left: Double
    var top: Double
    /// The width the credit line spans (period numbers and grid).
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
    /// The key's unit: the key's tile is `TileKeyLayout.tileCells` units square.
    var keyUnit = 0.0
    /// Extra space under the title and above the credit line on a page with height to spare.
    var titleGap = 0.0
    var footerGap = 0.0
    /// On a page with much height to spare, the key and the legend share a band under the table.
    var band: PosterBand?

    /// The grid's left edge and width, which the title is centred on.
    var gridLeft: Double { left + labelColumns * cell }
    var gridWidth: Double { width - labelColumns * cell }

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
            let keyUnits = TileKeyLayout.heightCells
            func smallestKey(_ cell: Double) -> Double { (0.35 + keyUnits * Self.minimumKeyUnit) * cell }
            let wantsKey = options.showsKey && options.showsLegend
            // A wide page a little short of room for the key gives up to a tenth of its cell size for it.
            if wantsKey, box.height - blockHeight(cell) < smallestKey(cell) {
                var smaller = cell
                for _ in 0..<4 { smaller *= box.height / (blockHeight(smaller) + smallestKey(smaller)) }
                if smaller >= cell * 0.9 { cell = smaller }
            }
            var spare = max(0, box.height - blockHeight(cell))
            // The key takes the room it needs, up to a tile 2.5 times the table's.
            let tileSide = cell * (1 - theme.tile.gutter)
            let largest = Self.maximumKeyTileRatio * tileSide / TileKeyLayout.tileCells
            let gap = 0.35 * cell
            if wantsKey, let band = PosterBand(cell: cell, largestKeyUnit: largest, spare: spare - gap,
                                                 hasColorbar: options.coloring.isHeatmap) {
                self.band = band
                keyUnit = band.keyUnit
                keyHeight = band.height
                spare -= keyHeight
            } else if wantsKey, spare >= smallestKey(cell) - 0.001 {
                keyUnit = min(largest, (spare - gap) / keyUnits)
                keyGap = gap
                keyHeight = keyGap + keyUnits * keyUnit
                spare -= keyHeight
            }
            let gridWidth = cell * Double(max(placement.columnCount, 1))
            titleSize = hasTitle ? Self.titleSize(cell: cell, columns: placement.columnCount, gridWidth: gridWidth,
                                                  title: options.title, theme: theme, spare: spare,
                                                  inBand: band != nil) : 0
            spare -= hasTitle ? (titleSize - cell * 0.42) * 1.35 : 0
            let gaps = Self.gaps(spare: spare, pageHeight: box.height, hasTitle: hasTitle, hasKey: keyHeight > 0,
                                 hasCredit: options.showsCredit, minimum: gap, inBand: band != nil)
            titleGap = gaps.title
            keyGap += gaps.key
            keyHeight += gaps.key
            footerGap = gaps.footer
            spare -= gaps.total
            margin = 0
            width = cell * columns
            left = box.x + (box.width - width) / 2
            top = box.y + spare / 2
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
