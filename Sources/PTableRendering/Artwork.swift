import Layout

/// Something ptable can draw: one element's tile (front or back), a whole table, or the
/// theme's palette. Every format, terminal text included, is drawn from it by `ArtworkRenderer`.
public enum Artwork: Sendable {
    /// An element's tile, `size` points (pixels in PNG) square.
    case tile(Element, size: Double, side: TileSide = .front)
    /// The same side of an element's tile at each of `sizes` (pixels) side by side, each
    /// captioned with its size: the levels of detail at a glance. In the terminal, the card.
    case tileSizes(Element, sizes: [Int], side: TileSide = .front)
    /// The table in `placement`'s grid, laid out with `options` (width, title, axes, legend).
    case table(TablePlacement, options: TableSceneLayout.Options)
    /// Every colour of the renderer's theme as named swatches.
    case palette
}
