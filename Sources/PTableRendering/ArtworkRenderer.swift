import ANSIRenderer
import CairoRenderer
import Foundation
import Layout
import SVGRenderer

/// The one place where a design becomes bytes: the `ptable` commands, `ptable tiles`,
/// `ptable snapshot` and the `PTableSnapshotTesting` strategies all render through it, so
/// they produce identical output for the same theme, formatter and size.
///
/// ```swift
/// let renderer = ArtworkRenderer(theme: .classic)
/// let sodium = try PeriodicTable.bundled().requireElement(matching: "Na")
/// let png = try renderer.render(.tile(sodium, size: 256), as: .png)
/// ```
///
/// A renderer is a value and may be shared between threads; its Cairo renderer caches
/// font faces and is thread-safe. Cairo rasterises the glyphs of one font face one thread
/// at a time, so for large images rendered in parallel give each thread its own copy
/// (`withOwnFontCaches()`).
public struct ArtworkRenderer: Sendable {
    /// Colours, fonts and tile geometry.
    public var theme: Theme
    /// How values (temperatures, masses) are written.
    public var formatter: ElementFormatter
    /// Format-specific choices (embedded fonts, terminal colour depth).
    public var options: RenderOptions
    /// The user's own numbers (`--values`), shown on a tile's front in place of the mass.
    public var tileValues: ElementValues?

    private var cairo = CairoRenderer()

    /// A renderer for `theme` that writes values with `formatter`.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter(),
                options: RenderOptions = RenderOptions()) {
        self.theme = theme
        self.formatter = formatter
        self.options = options
    }

    /// The same renderer with font faces of its own, so it never waits for another thread
    /// drawing the same face.
    public func withOwnFontCaches() -> ArtworkRenderer {
        var copy = self
        copy.cairo = CairoRenderer(documentDate: cairo.documentDate)
        return copy
    }

    /// The artwork in `format`: UTF-8 text for json, svg and ansi; binary for png and pdf.
    public func render(_ artwork: Artwork, as format: RenderFormat) throws -> Data {
        if format == .ansi {
            return Data(terminalText(for: artwork).utf8)
        }
        return try render(try scene(for: artwork), as: format)
    }

    /// The resolved scene of the artwork.
    public func scene(for artwork: Artwork) throws -> Scene {
        switch artwork {
        case let .tile(element, size, side):
            try tileScene(for: element, size: size, side: side)
        case let .table(placement, options):
            try TableSceneLayout(theme: theme, formatter: formatter).scene(for: placement, options: options)
        }
    }

    /// The scene of one side of an element's tile, `size` points square.
    public func tileScene(for element: Element, size: Double, side: TileSide = .front) throws -> Scene {
        switch side {
        case .front:
            try DetailTileLayout(theme: theme, formatter: formatter, values: tileValues).scene(for: element, size: size)
        case .back:
            try BackTileLayout(theme: theme, formatter: formatter).scene(for: element, size: size)
        }
    }

    /// The artwork as terminal text in `options.colorMode`.
    public func terminalText(for artwork: Artwork) -> String {
        switch artwork {
        case let .tile(element, _, .front):
            ANSIRenderer().renderTile(element, formatter: formatter, theme: theme, mode: options.colorMode)
        case let .tile(element, _, .back):
            ANSIRenderer().renderTileBack(element, formatter: formatter, theme: theme, mode: options.colorMode)
        case let .table(placement, _):
            ANSIRenderer().renderTable(placement, formatter: formatter, theme: theme, mode: options.colorMode,
                                       style: options.tableStyle)
        }
    }

    /// An already laid-out scene in `format`.
    ///
    /// - Throws: `RenderingError.formatNeedsArtwork` for `.ansi`, which is drawn from the
    ///   layout; otherwise whatever the renderer throws (canvas too large, a missing font).
    public func render(_ scene: Scene, as format: RenderFormat) throws -> Data {
        switch format {
        case .json:
            try scene.jsonData()
        case .svg where options.outlineText:
            try cairo.outlinedSVG(scene)
        case .svg:
            try SVGRenderer(options: .init(embedFonts: options.embedFonts, sizeUnit: options.svgSizeUnit)).renderData(scene)
        case .png:
            try cairo.png(scene, scale: options.pngScale)
        case .pdf:
            try cairo.pdf(scene)
        case .ansi:
            throw RenderingError.formatNeedsArtwork(.ansi)
        }
    }
}
