import CCairo
@testable import CairoRenderer
import Foundation
import Testing

/// Which text a raster fills as outlines: sizes Cairo's glyph cache handles badly.
@Suite struct SceneDrawerTests {
    /// Whether a run of `fontSize` points at `scale` pixels a point is outlined on a surface made by `create`.
    func outlines(fontSize: Double, scale: Double, raster: Bool) -> Bool {
        let surface = raster
            ? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)!
            : cairo_pdf_surface_create_for_stream(nil, nil, 4, 4)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let drawer = SceneDrawer(cr: cr, fonts: FontFaceCache(), emitsLinks: false, drawsOnRaster: raster)
        return drawer.drawsAsOutlines(fontSize: fontSize)
    }

    @Test func smallTextOnARasterIsOutlinedSoItKeepsItsAdvances() {
        #expect(outlines(fontSize: 8, scale: 1, raster: true))
        #expect(!outlines(fontSize: 8, scale: 4, raster: true), "32 px: Cairo's glyphs")
    }

    @Test func largeTextOnARasterIsOutlinedSoNoGlyphMaskStaysCached() {
        // A poster's 60 pt symbol at 600 dpi is 500 px; its mask would stay in Cairo's cache.
        #expect(outlines(fontSize: 60, scale: 600.0 / 72, raster: true))
        #expect(!outlines(fontSize: 60, scale: 150.0 / 72, raster: true), "125 px: Cairo's glyphs")
    }

    @Test func vectorOutputAlwaysKeepsRealText() {
        #expect(!outlines(fontSize: 8, scale: 1, raster: false))
        #expect(!outlines(fontSize: 60, scale: 600.0 / 72, raster: false))
    }
}
