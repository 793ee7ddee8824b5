import CCairo
import Foundation
import Layout

/// Draws a `Scene` with Cairo as PNG, PDF or outlined SVG, using the bundled fonts only.
///
/// Output is deterministic: the same scene gives the same bytes, in one process or many.
/// A renderer caches the font faces it loads. Cairo 1.16 is not safe with one scaled font
/// drawn from several threads at once, so threads drawing side by side each take a renderer
/// of their own (`ArtworkRenderer.withOwnFontCaches()`; the bands of a large PNG do).
public struct CairoRenderer: Sendable {
    /// The creation and modification date written into every PDF, so output is reproducible.
    public static let fixedDocumentDate = "2000-01-01T00:00:00Z"
    /// The PDF creator field.
    public static let creator = "ptable"

    /// The date written as the PDF creation and modification date (ISO 8601).
    public var documentDate: String

    let fonts = FontFaceCache()

    /// A renderer; `documentDate` is the PDF creation and modification date (ISO 8601,
    /// e.g. `2024-05-01T12:00:00Z`), fixed by default so every render is byte-identical.
    public init(documentDate: String = CairoRenderer.fixedDocumentDate) {
        self.documentDate = documentDate
    }

    /// The scene as a one-page PDF, the page the scene's size in points, with links.
    ///
    /// The title is the scene's title, the language the scene's, the creator `ptable`, and both
    /// dates `documentDate`.
    public func pdf(_ scene: Scene) throws -> Data {
        try Self.validatePageSize(of: scene)
        let drawn = try streamed(scene, as: "PDF", links: true) { closure in
            cairo_pdf_surface_create_for_stream(CairoDataSink.write, closure, scene.width, scene.height)
        } prepare: { surface in
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, scene.title.drawableByCairo)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, Self.creator)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, documentDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, documentDate)
        }
        // Cairo 1.16 leaves a damaged cross-reference entry behind a link; see the type.
        let pdf = try PDFUnwrittenObjects.freed(in: drawn)
        var boxed = pdf
        if let bleed = scene.bleed, bleed > 0 {
            boxed = try PDFPageBoxes.addingTrimBox(to: pdf, bleed: bleed, slug: scene.slug ?? 0,
                                                   width: scene.width, height: scene.height)
        }
        // Every PDF states its language; a printed page (--paper, with or without bleed) also
        // states the colour space its RGB values mean, sRGB, so a printer's RIP converts them
        // as sRGB rather than by its own guess at DeviceRGB.
        let printedPage = scene.bleed != nil
        return try PDFCatalogUpdate.adding(language: scene.language, sRGBOutputIntent: printedPage, to: boxed)
    }

    /// The scene as SVG from Cairo's SVG surface, every glyph an outline (no `<text>`),
    /// for print shops that lack the fonts. Its `width` and `height` are CSS pixels, as in
    /// `SVGRenderer`'s documents, so both open at the same size; `sizeInPoints` states them in
    /// points instead, for a printed page laid out in points.
    ///
    /// Cairo numbers drawn surfaces with a process-wide counter; those ids are renumbered
    /// so the same scene gives the same bytes. Linked texts stay links (`SVGLinkAreas`), and the
    /// title and language are stated as in `SVGRenderer`'s documents (`SVGDocumentTitle`).
    /// Still, snapshot-test our own SVG renderer, not this one: its paths follow Cairo's version.
    public func outlinedSVG(_ scene: Scene, sizeInPoints: Bool = false) throws -> Data {
        try Self.validateVectorSize(of: scene)
        let svg = try streamed(scene, as: "SVG", links: false) { closure in
            cairo_svg_surface_create_for_stream(CairoDataSink.write, closure, scene.width, scene.height)
        } prepare: { surface in
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, sizeInPoints ? CAIRO_SVG_UNIT_PT : CAIRO_SVG_UNIT_USER)
        }
        let titled = SVGDocumentTitle.adding(to: SVGIdentifiers.normalized(svg), title: scene.title, language: scene.language)
        return try SVGLinkAreas.adding(to: titled, from: scene)
    }

    /// The scene drawn at scale 1 on the vector surface `create` makes over Cairo's write
    /// callback and `closure`, set up by `prepare` first; `format` names it in errors.
    private func streamed(_ scene: Scene, as format: String, links: Bool,
                          create: (UnsafeMutableRawPointer) -> OpaquePointer?,
                          prepare: (OpaquePointer) -> Void) throws -> Data {
        let sink = CairoDataSink()
        try sink.withClosure { closure in
            let surface = create(closure)!
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface), "create the \(format) surface")
            prepare(surface)
            try draw(scene, on: surface, scale: 1, links: links)
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), "write the \(format)")
        }
        return sink.data
    }
}

extension CairoRenderer {
    /// Draws the scene at `scale` with the page pixel `origin` at the surface's top left
    /// (a band or column of a larger page); whole-pixel shifts keep every pixel as it would be
    /// on one canvas.
    func draw(_ scene: Scene, on surface: OpaquePointer, scale: Double, links: Bool,
              origin: (x: Int, y: Int) = (0, 0)) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try check(cairo_status(cr), "create a drawing context")
        cairo_translate(cr, -Double(origin.x), -Double(origin.y))
        cairo_scale(cr, scale, scale)
        Self.applyFontOptions(to: cr)
        if let background = scene.background {
            setSource(cr, background)
            cairo_paint(cr)
        }
        var drawer = SceneDrawer(cr: cr, fonts: fonts, emitsLinks: links,
                                 drawsOnRaster: cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE)
        try drawer.draw(scene.nodes)
        cairo_surface_flush(surface)
        try check(cairo_status(cr), "draw the scene")
    }

    /// Unhinted outlines and metrics, so advances match the layout's measurement at every
    /// scale, and greyscale antialiasing, so pixels do not depend on a display's subpixels.
    static func applyFontOptions(to cr: OpaquePointer) {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
    }
}
