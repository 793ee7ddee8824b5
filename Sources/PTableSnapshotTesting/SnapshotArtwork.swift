import Layout
import PTableRendering

/// A value the ptable snapshot strategies can draw: an `Element` (its front tile in the
/// classic theme), a `TileSnapshot` (a tile with a theme, formatter and side) or a
/// `TableSnapshot` (a whole table).
///
/// Every strategy of this library (`.scene`, `.svg`, `.ansi`, `.png`) is defined once for all
/// conforming types, so a tile and a table are tested the same way:
///
/// ```swift
/// assertSnapshot(of: sodium, as: .png(size: 256))
/// assertSnapshot(of: try TableSnapshot(form: .wide), as: .svg)
/// ```
///
/// Conform your own type to snapshot artwork built from your own data or options.
public protocol SnapshotArtwork: Sendable {
    /// What to draw. `size` is the strategy's size when it names one: a tile's side, or a
    /// table's width, in points (pixels in PNG); nil means the value's own default.
    func snapshotArtwork(size: Double?) throws -> Artwork

    /// The renderer with the value's theme and formatter.
    var snapshotRenderer: ArtworkRenderer { get }
}

extension Element: SnapshotArtwork {
    /// The front of the tile, `size` (default `TileSnapshot.defaultSize`) points square.
    public func snapshotArtwork(size: Double?) throws -> Artwork {
        .tile(self, size: size ?? TileSnapshot.defaultSize, side: .front)
    }

    /// The classic theme with the default formatter (kelvin).
    public var snapshotRenderer: ArtworkRenderer { ArtworkRenderer() }
}
