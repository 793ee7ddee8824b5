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

    /// The key's unit; its tile is `TileKeyLayout.tileCells` units square.
    let keyUnit: Double
    /// The cell the legend or colorbar is sized by.
    let legendCell: Double
    /// The band's height: the key's heading and tile, or a legend of four rows under its
    /// title (`LegendLayout`: 0.29 + 4 × 0.36 of its cell), whichever is taller; a colorbar
    /// centres itself in the key's height.
    let height: Double

    /// A band with the key at `largestKeyUnit`, or nil when `spare` (the height the table
    /// leaves, in points) has too little room beyond it.
    init?(cell: Double, largestKeyUnit: Double, spare: Double, hasColorbar: Bool) {
        let keyHeight = TileKeyLayout.heightCells * largestKeyUnit
        let legendCell = largestKeyUnit * Self.legendCellPerKeyUnit
        let height = hasColorbar ? keyHeight : max(keyHeight, 1.75 * legendCell)
        guard spare >= height + Self.minimumSpareCells * cell else { return nil }
        keyUnit = largestKeyUnit
        self.legendCell = legendCell
        self.height = height
    }

    /// The legend's box: right of the key (which ends at `keyRight`) to the grid's right edge,
    /// as tall as the band.
    func legendBox(top: Double, keyRight: Double, gridRight: Double)
        -> (x: Double, y: Double, width: Double, height: Double) {
        let left = keyRight + Self.separationUnits * keyUnit
        return (left, top, max(gridRight - left, 0), height)
    }
}
