/// The band under a poster's table on a page with height to spare: the "How to read a tile"
/// key at its largest on the left and the legend (or colorbar) beside it, sized alike, so the
/// spare height goes to content rather than to gaps, and the d-block gap stays clear.
///
/// A page that only has room for a small key (landscape) keeps the legend over the d-block.
struct PosterBand {
    /// The legend's sizes follow this many key units (its title and labels a little larger
    /// than the key's, its swatches about a quarter of the key's tile).
    static let legendCellPerKeyUnit = 1.8
    /// The band is used when the page has this many cells of height to spare beyond the key.
    static let minimumSpareCells = 2.0
    /// The room between the key's labels and the legend, in key units.
    static let separationUnits = 1.0

    /// The key's unit; its tile is `TileKeyLayout.tileCells` units wide.
    let keyUnit: Double
    /// The cell the legend or colorbar is sized by.
    let legendCell: Double
    /// The band's height: the key's heading and tile (as tall for its width as the table's
    /// tiles), or a legend of four rows under its title (`LegendLayout`: 0.29 + 4 × 0.36 of
    /// its cell), whichever is taller; a colorbar centres itself in the key's height.
    let height: Double

    /// A band with the key at `keyUnit`, its tile `aspect` times as high as wide.
    init(keyUnit: Double, hasColorbar: Bool, aspect: Double = 1) {
        let keyHeight = TileKeyLayout.heightCells(aspect: aspect) * keyUnit
        self.keyUnit = keyUnit
        legendCell = keyUnit * Self.legendCellPerKeyUnit
        height = hasColorbar ? keyHeight : max(keyHeight, 1.75 * legendCell)
    }

    /// Whether `spare` (the height a table of square cells leaves, in points) has room for a
    /// band with the key at `keyUnit` and `minimumSpareCells` more.
    static func fits(cell: Double, keyUnit: Double, spare: Double, hasColorbar: Bool) -> Bool {
        spare >= PosterBand(keyUnit: keyUnit, hasColorbar: hasColorbar).height + minimumSpareCells * cell
    }

    /// The legend's box: right of the key (which ends at `keyRight`) to the grid's right edge,
    /// as tall as the band.
    func legendBox(top: Double, keyRight: Double, gridRight: Double)
        -> (x: Double, y: Double, width: Double, height: Double) {
        let left = keyRight + Self.separationUnits * keyUnit
        return (left, top, max(gridRight - left, 0), height)
    }
}
