/// Where the table goes: the cell's width and height, the block's top-left corner and width,
/// and on a page how the height is shared (`Frame+Page`): the cells grow taller than wide
/// until the table, its title, key, legend and credit fill the page, the key takes the room it
/// needs (at most 2.5 times a table tile), and small, even gaps separate the parts.
struct Frame {
    /// The share of the height inside the margins a poster's content spans at least.
    static let minimumPageShare = 0.9
    /// The key's tile is at most this many times a table tile's side.
    static let maximumKeyTileRatio = 2.5
    /// The key's unit is at least this share of a cell, or there is no room for a key.
    static let minimumKeyUnit = 0.5

    /// The cell's width (a tile plus its gutter).
    var cell = 0.0
    /// How many times as high as wide a cell is: 1 but on a page with height to spare.
    var aspect = 1.0
    var gutter = 0.0
    var left = 0.0
    var top = 0.0
    /// The width the credit line spans (period numbers and grid).
    var width = 0.0
    /// The width-mode margin, added below the footer; zero on a page.
    var margin = 0.0
    var labelColumns = 0.0
    var labelBand = 0.0
    var titleSize = 0.0
    var footerSize = 0.0
    /// The space the key takes under the table (its gap above included), zero without a key.
    var keyHeight = 0.0
    var keyGap = 0.0
    /// The key's unit: the key's tile is `TileKeyLayout.tileCells` units wide.
    var keyUnit = 0.0
    /// Extra space under the title and above the credit line on a page with height to spare.
    var titleGap = 0.0
    var footerGap = 0.0
    /// On a page with much height to spare, the key and the legend share a band under the table.
    var band: PosterBand?
    /// Lines of the credit the frame makes room for: the data credit and those naming sources.
    var creditLines = 1

    /// The grid's left edge and width, which the title is centred on.
    var gridLeft: Double { left + labelColumns * cell }
    var gridWidth: Double { width - labelColumns * cell }
    /// A cell's height: `cell` times `aspect`.
    var cellHeight: Double { cell * aspect }

    /// The heights of the block in cells: title (0.42 × 1.35), group-number band, grid rows,
    /// and the footer (0.13 of a cell, at least 4 pt, × 2.2).
    struct Block {
        var titleUnits: Double
        var bandUnits: Double
        var rows: Double
        var hasCredit: Bool
        /// Lines of the credit: 2 when a line naming the sources goes above the data credit.
        var creditLines = 1

        /// At the size the credit is drawn: raised to the floor, which a page drawn as pixels at a
        /// low resolution puts over 4 pt.
        func footerSize(_ cell: Double) -> Double { TextSlot.drawnSize(max(cell * 0.13, 4)) }

        func height(cell: Double, aspect: Double = 1) -> Double {
            (titleUnits + bandUnits + rows * aspect) * cell
                + (hasCredit ? footerSize(cell) * (2.2 + Frame.creditLineAdvance * Double(creditLines - 1)) : 0)
        }
    }

    /// The advance from one credit line to the next, in footer sizes.
    static let creditLineAdvance = 1.4

    init(placement: TablePlacement, options: TableSceneLayout.Options, theme: Theme, creditLines: Int = 1) {
        self.creditLines = creditLines
        labelColumns = options.showsPeriodNumbers ? 0.45 : 0
        let hasTitle = options.title.map { !$0.isBlank } ?? false
        let block = Block(titleUnits: hasTitle ? 0.42 * 1.35 : 0, bandUnits: options.showsGroupNumbers ? 0.42 : 0,
                          rows: placement.rowExtent, hasCredit: options.showsCredit, creditLines: creditLines)
        if let page = options.page {
            compose(on: page, placement: placement, options: options, theme: theme, block: block)
        } else {
            let columns = Double(max(placement.columnCount, 1)) + labelColumns
            margin = options.width * 0.025
            cell = (options.width - 2 * margin) / columns
            width = options.width - 2 * margin
            left = margin
            top = margin
            titleSize = cell * 0.42
        }
        gutter = theme.tile.gutter * cell
        labelBand = block.bandUnits * cell
        footerSize = block.footerSize(cell)
    }
}
