import Layout

/// Something ptable can draw: one element's tile or a whole table.
public enum Artwork: Sendable {
    /// An element's tile, `size` points (pixels in PNG) square.
    case tile(Element, size: Double, side: TileSide = .front)
    /// The table in `placement`'s grid, laid out with `options` (width, title, axes, legend).
    case table(TablePlacement, options: TableSceneLayout.Options)
}
