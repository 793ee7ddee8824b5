import CCairo
import Foundation
import Layout

/// Draws scene nodes onto one Cairo context: one `switch` over the node kinds.
struct SceneDrawer {
    let cr: OpaquePointer
    let fonts: FontFaceCache
    /// Whether links become PDF link annotations (`cairo_tag_begin`).
    let emitsLinks: Bool
    /// Whether the surface is an image, where text too small or too large on the device for
    /// Cairo's glyph cache is filled as outlines (see `drawsAsOutlines(fontSize:)`).
    let drawsOnRaster: Bool
    /// Whether a link is open; links do not nest, so an inner link inside one is dropped.
    private var insideLink = false

    /// Text under this many device pixels is drawn as outlines on an image surface.
    static let smallTextPixels = 16.0
    /// Text over this many device pixels is drawn as outlines on an image surface.
    static let largeTextPixels = 256.0

    init(cr: OpaquePointer, fonts: FontFaceCache, emitsLinks: Bool, drawsOnRaster: Bool = false) {
        self.cr = cr
        self.fonts = fonts
        self.emitsLinks = emitsLinks
        self.drawsOnRaster = drawsOnRaster
    }

    mutating func draw(_ nodes: [SceneNode]) throws {
        for node in nodes {
            switch node {
            case let .group(group): try draw(group)
            case let .rect(rect): draw(rect)
            case let .line(line): draw(line)
            case let .text(text): try draw(text)
            }
        }
    }
}

private extension SceneDrawer {
    mutating func draw(_ group: SceneGroup) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, group.x, group.y)
        try linked(group.link) { try $0.draw(group.children) }
    }

    func draw(_ rect: SceneRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let stroke = rect.strokeWidth > 0 ? rect.stroke : nil
        guard rect.fill != nil || stroke != nil else { return }
        cairo_new_path(cr)
        addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: rect.cornerRadius)
        if let fill = rect.fill {
            setSource(cr, fill)
            cairo_fill_preserve(cr)
        }
        if let stroke {
            setSource(cr, stroke)
            cairo_set_line_width(cr, rect.strokeWidth)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            let dash = rect.strokeDash ?? []
            if !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dash, Int32(dash.count), 0)
            }
            cairo_stroke_preserve(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_new_path(cr)
    }

    func draw(_ line: SceneLine) {
        guard line.width > 0 else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, line.x1, line.y1)
        cairo_line_to(cr, line.x2, line.y2)
        setSource(cr, line.color)
        cairo_set_line_width(cr, line.width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
    }

    /// Draws a run at its anchored baseline origin: the layout's `measuredWidth` places
    /// middle- and end-anchored text, so Cairo never re-measures.
    mutating func draw(_ text: SceneText) throws {
        guard !text.text.isEmpty, text.fontSize > 0 else { return }
        let face = try fonts.face(for: text.font)
        try linked(text.link) { drawer in
            let cr = drawer.cr
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, text.fontSize)
            setSource(cr, text.color)
            cairo_new_path(cr)
            cairo_move_to(cr, text.minX, text.y)
            if drawer.drawsAsOutlines(fontSize: text.fontSize) {
                cairo_text_path(cr, text.text.drawableByCairo)
                cairo_fill(cr)
            } else {
                cairo_show_text(cr, text.text.drawableByCairo)
            }
            cairo_new_path(cr)
        }
    }

    /// Runs `body` inside a PDF link to `uri`, when there is one and links are emitted.
    /// Cairo takes the link's area from what `body` draws.
    mutating func linked(_ uri: String?, _ body: (inout SceneDrawer) throws -> Void) throws {
        guard emitsLinks, !insideLink, let uri, !uri.isEmpty else {
            try body(&self)
            return
        }
        let attributes = "uri='\(Self.tagAttributeValue(uri.drawableByCairo))'"
        insideLink = true
        cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
        defer {
            cairo_tag_end(cr, CAIRO_TAG_LINK)
            insideLink = false
        }
        try body(&self)
    }

    /// Adds a rectangle whose corners are quarter circles of `radius` (clamped to half the
    /// shorter side) as a closed sub-path.
    func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(max(radius, 0), min(width, height) / 2)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}

extension SceneDrawer {
    /// Whether a run of `fontSize` points is filled as outlines on this context.
    ///
    /// Small text: Cairo's image surface puts each glyph of `cairo_show_text` at a whole pixel,
    /// which at list-row sizes (8 px text on a 64 px tile) opens visible gaps ("55.84 5");
    /// outlines keep the layout's fractional advances.
    ///
    /// Large text: Cairo keeps a rendered mask of every glyph it shows, up to thousands of
    /// pixels high, in a cache shared by the process, so a poster at a high dpi held hundreds
    /// of megabytes of symbol and title glyphs however small its bands were. Filled outlines
    /// leave nothing behind, and at this size a glyph is drawn about as fast either way.
    /// Measured by the `A0 600 dpi PNG, peak memory` job of `scripts/benchmark.sh compare`.
    ///
    /// Text in between keeps Cairo's glyph cache, where half a pixel does not show. Vector
    /// surfaces always get real text (selectable, searchable, with its font embedded).
    func drawsAsOutlines(fontSize: Double) -> Bool {
        guard drawsOnRaster else { return false }
        var dx = fontSize, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let pixels = (dx * dx + dy * dy).squareRoot()
        return pixels < Self.smallTextPixels || pixels > Self.largeTextPixels
    }

    /// Bytes a link keeps as they are: URI reserved and unreserved characters and `%`.
    private static let uriCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&*+,;=%".utf8)

    /// `uri` made safe for a Cairo `uri='…'` tag attribute and for the PDF string Cairo writes.
    ///
    /// Every other byte, including quotes, `(`, `)`, `\`, spaces and non-ASCII, is
    /// percent-encoded: that escapes the quotes for Cairo's attribute parser, and Cairo 1.16
    /// copies the URI into a PDF literal string unescaped, where a stray parenthesis or
    /// backslash would corrupt the file. PDF URIs are 7-bit ASCII anyway.
    static func tagAttributeValue(_ uri: String) -> String {
        var value = ""
        for byte in uri.utf8 {
            if uriCharacters.contains(byte) {
                value.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                value += String(format: "%%%02X", byte)
            }
        }
        return value
    }
}

/// Sets the source of the Cairo context `cr` to `color`, alpha included.
func setSource(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255,
                          Double(color.blue) / 255, color.opacity)
}
