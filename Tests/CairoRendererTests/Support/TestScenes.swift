import CCairo
@testable import CairoRenderer
import Foundation
import Layout

/// Hand-built scenes: the tile layout is not part of this module.
enum TestScenes {
    static let tileFill = Color(hex: "#ffd8a8")!
    static let tileStroke = Color(hex: "#c05621")!
    static let ink = Color(hex: "#1a1a1a")!
    static let linkFill = Color(hex: "#3b82f6")!
    static let rule = Color(hex: "#2f855a")!

    /// A tile for sodium: rounded rect, number, symbol, mass; a rule; a linked legend group.
    static var sodium: Scene {
        Scene(width: 200, height: 120, title: "Sodium test scene", background: .white, nodes: [
            .rect(SceneRect(x: 10, y: 10, width: 100, height: 100, cornerRadius: 8,
                            fill: tileFill, stroke: tileStroke, strokeWidth: 2, role: "tile-background")),
            text("11", x: 16, y: 26, anchor: .start, size: 11, font: FontLibrary.regular, role: .number),
            text("Na", x: 60, y: 70, anchor: .middle, size: 40, font: FontLibrary.bold, role: .symbol),
            text("22.990", x: 104, y: 100, anchor: .end, size: 10, font: FontLibrary.medium, role: .mass),
            .line(SceneLine(x1: 120, y1: 70, x2: 190, y2: 70, color: rule, width: 2)),
            .group(SceneGroup(id: "legend", classes: ["legend"], x: 120, y: 10,
                              link: "https://en.wikipedia.org/wiki/Sodium", children: [
                .rect(SceneRect(x: 0, y: 0, width: 70, height: 40, cornerRadius: 4, fill: linkFill)),
                text("Alkali", x: 35, y: 25, anchor: .middle, size: 12, font: FontLibrary.semiBold,
                     color: .white, role: .legend),
            ])),
        ])
    }

    /// One run of black text on white, for checking anchors and the baseline.
    static func single(_ string: String, x: Double, y: Double, anchor: TextAnchor, size: Double = 40,
                       font: FontFace = FontLibrary.bold, width: Double = 200, height: Double = 100) -> Scene {
        Scene(width: width, height: height, title: string, background: .white, nodes: [
            text(string, x: x, y: y, anchor: anchor, size: size, font: font, color: .black, role: .symbol),
        ])
    }

    static func text(_ string: String, x: Double, y: Double, anchor: TextAnchor, size: Double, font: FontFace,
                     color: Color = ink, role: TextRole, link: String? = nil) -> SceneNode {
        .text(SceneText(text: string, x: x, y: y, anchor: anchor, fontSize: size, font: font, color: color,
                        role: role, measuredWidth: advance(of: string, font: font, size: size), link: link))
    }

    /// The unhinted advance width Cairo gives `string`, standing in for the layout's measurement.
    static func advance(of string: String, font: FontFace, size: Double) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        guard let face = try? measuringFonts.face(for: font) else { return 0 }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        return extents.x_advance
    }

    private static let measuringFonts = FontFaceCache()
}
