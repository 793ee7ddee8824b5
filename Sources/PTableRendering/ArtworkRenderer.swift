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

    /// Renderers added beside ptable's own formats, selected by name
    /// (`render(_:formatNamed:)`); see `registering(_:)`.
    public var registry = SceneRendererRegistry()

    var cairo = CairoRenderer()

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

    /// The artwork in `format`: UTF-8 text for json, svg and ansi; binary for png, pdf and jpeg.
    ///
    /// Every format but terminal text goes through `render(_:formatNamed:)`, the path a
    /// registered renderer takes too.
    public func render(_ artwork: Artwork, as format: RenderFormat) throws -> Data {
        if format == .ansi {
            return Data(try terminalText(for: artwork).utf8)
        }
        return try render(artwork, formatNamed: format.rawValue)
    }

    /// The artwork in the format called `name`: a registered renderer of that name, else
    /// ptable's own (`json`, `svg`, `png`, `pdf`, `jpeg`) made with `options`.
    ///
    /// - Throws: `RenderingError.unknownFormat` when no renderer has that name.
    public func render(_ artwork: Artwork, formatNamed name: String) throws -> Data {
        guard let renderer = sceneRenderer(named: name) else {
            throw RenderingError.unknownFormat(name, known: formatNames)
        }
        return try render(artwork, with: renderer)
    }

    /// The artwork laid out with this renderer's theme and formatter, written by `renderer`.
    public func render(_ artwork: Artwork, with renderer: some SceneRenderer) throws -> Data {
        try renderer.renderData(try scene(for: artwork, in: renderer.format))
    }

    /// The resolved scene of the artwork, as JSON, PNG and SVG draw it (a strip's captions in
    /// pixels).
    ///
    /// - Throws: `CairoRendererError.invalidCanvasSize` when its size is empty, negative or not
    ///   a number, in every format alike.
    public func scene(for artwork: Artwork) throws -> Scene {
        try scene(for: artwork, in: .json)
    }

    /// The resolved scene of the artwork for `format`: a strip of sizes captions them in the
    /// unit a scene point becomes there (points in a PDF, pixels elsewhere).
    func scene(for artwork: Artwork, in format: SceneFormat) throws -> Scene {
        let scene = try layOut(artwork, sizeUnit: format == .pdf ? .point : .pixel)
        try CairoRenderer.validateVectorSize(of: scene)
        return scene
    }

    private func layOut(_ artwork: Artwork, sizeUnit: TileStrip.SizeUnit) throws -> Scene {
        switch artwork {
        case let .tile(element, size, side):
            try tileScene(for: element, size: size, side: side)
        case let .table(placement, options):
            try TableSceneLayout(theme: theme, formatter: formatter).scene(for: placement, options: options)
        case let .tileSizes(element, sizes, side):
            try TileStrip(theme: theme, formatter: formatter, values: tileValues)
                .scene(for: element, sizes: sizes, back: side == .back, unit: sizeUnit)
        case .palette:
            try PaletteLayout(theme: theme, locale: formatter.locale).scene()
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

    /// The artwork as terminal text in `options.colorMode`, fitted to `options.terminalColumns`
    /// when it is set.
    ///
    /// - Throws: `ANSIRenderer.TooNarrow` for a table, tile or palette whose narrowest form is
    ///   wider than `options.terminalColumns`; `LayoutError.invalidTheme` for a theme outside a
    ///   theme file's limits (`Theme.validate()`).
    public func terminalText(for artwork: Artwork) throws -> String {
        // The terminal is drawn from the layout, not a scene: check the theme as the layouts do.
        try theme.validate()
        let ansi = ANSIRenderer()
        let cardWidth = { try options.terminalColumns.map(ANSIRenderer.tileWidth(fitting:)) ?? ANSIRenderer.tileWidth }
        switch artwork {
        case let .tile(element, _, .front), let .tileSizes(element, _, .front):
            return ansi.renderTile(element, formatter: formatter, theme: theme, mode: options.colorMode, width: try cardWidth())
        case let .tile(element, _, .back), let .tileSizes(element, _, .back):
            return ansi.renderTileBack(element, formatter: formatter, theme: theme, mode: options.colorMode,
                                       width: try cardWidth())
        case let .table(placement, tableOptions):
            return try ansi.renderTable(placement, formatter: formatter, theme: theme, mode: options.colorMode,
                                        style: options.tableStyle, highlighted: tableOptions.highlighted ?? [],
                                        columns: options.terminalColumns)
        case .palette:
            let locale = formatter.locale
            let swatches = theme.swatches.map { $0.localized(in: locale) }
            let title = locale.text(.palette, locale.themeName(theme.name))
            guard let columns = options.terminalColumns else {
                return ansi.renderPalette(swatches, title: title, mode: options.colorMode, locale: locale)
            }
            return try ansi.renderPalette(swatches, title: title, mode: options.colorMode, locale: locale, fitting: columns)
        }
    }

    /// An already laid-out scene in `format`.
    ///
    /// - Throws: `RenderingError.formatNeedsArtwork` for `.ansi`, which is drawn from the
    ///   layout; otherwise whatever the renderer throws (canvas too large, a missing font).
    public func render(_ scene: Scene, as format: RenderFormat) throws -> Data {
        guard let renderer = sceneRenderer(named: format.rawValue), format != .ansi else {
            throw RenderingError.formatNeedsArtwork(format)
        }
        return try renderer.renderData(scene)
    }
}
