import Layout
import PTableRendering

/// One side of an element's tile in a theme, as the subject of a snapshot test.
///
/// The size is not part of the value but of the strategy (`.png(size: 128)`), so one
/// `TileSnapshot` can be recorded at several sizes.
///
/// ```swift
/// let dark = try Theme.resolve("themes/dark.json")
/// assertSnapshot(of: TileSnapshot(sodium, theme: dark), as: .png(size: 256))
/// assertSnapshot(of: TileSnapshot(mercury, formatter: ElementFormatter(temperatureUnit: .celsius)), as: .svg)
/// ```
public struct TileSnapshot: SnapshotArtwork {
    /// The side of a tile when the strategy does not name a size.
    public static let defaultSize: Double = 256

    /// The element whose tile is drawn.
    public var element: Element
    /// Which side of the tile.
    public var side: TileSide
    /// Colours, fonts and geometry.
    public var theme: Theme
    /// How values such as temperatures are written.
    public var formatter: ElementFormatter

    /// The `side` of `element`'s tile in `theme`, with values written by `formatter`.
    public init(_ element: Element, side: TileSide = .front, theme: Theme = .classic,
                formatter: ElementFormatter = ElementFormatter()) {
        self.element = element
        self.side = side
        self.theme = theme
        self.formatter = formatter
    }

    /// The tile at `size` points square (default `defaultSize`).
    public func snapshotArtwork(size: Double?) throws -> Artwork {
        .tile(element, size: size ?? Self.defaultSize, side: side)
    }

    /// A renderer with this tile's theme and formatter.
    public var snapshotRenderer: ArtworkRenderer { ArtworkRenderer(theme: theme, formatter: formatter) }
}
