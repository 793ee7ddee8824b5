import Foundation
import Layout

/// The links of a scene as clickable areas over Cairo's outlined SVG.
///
/// Cairo 1.16's SVG surface has no links (`cairo_tag_begin` does nothing there), so an outlined
/// back tile would lose its source link. Each linked text or group gets an `<a>` around a
/// transparent rectangle over what it draws (a text from its font's ascender to its descender
/// across its measured width), written after everything drawn so that it lies on top. As in
/// the PDF, links do not nest: one inside a linked group is the group's.
enum SVGLinkAreas {
    /// `svg` with an `<a>` area before its closing `</svg>` for every link of `scene`.
    static func adding(to svg: Data, from scene: Scene) throws -> Data {
        var areas = ""
        try collect(scene.nodes, x: 0, y: 0, into: &areas)
        guard !areas.isEmpty, let close = svg.range(of: Data("</svg>".utf8), options: .backwards) else { return svg }
        var linked = svg
        linked.replaceSubrange(close.lowerBound..<close.lowerBound, with: Data(areas.utf8))
        return linked
    }

    private static func collect(_ nodes: [SceneNode], x: Double, y: Double, into areas: inout String) throws {
        for node in nodes {
            switch node {
            case let .group(group) where group.link != nil:
                if let box = try bounds(of: group.children, x: x + group.x, y: y + group.y) {
                    areas += area(group.link!, box)
                }
            case let .group(group):
                try collect(group.children, x: x + group.x, y: y + group.y, into: &areas)
            case let .text(text):
                if let link = text.link { areas += area(link, try bounds(of: text, x: x, y: y)) }
            case .rect, .line:
                continue
            }
        }
    }

    /// The smallest rectangle around what `nodes` draw, offset by `x`, `y`; nil if they draw nothing.
    private static func bounds(of nodes: [SceneNode], x: Double, y: Double) throws -> CGRect? {
        var union: CGRect?
        for node in nodes {
            let box: CGRect? = switch node {
            case let .group(group): try bounds(of: group.children, x: x + group.x, y: y + group.y)
            case let .rect(rect): CGRect(x: x + rect.x, y: y + rect.y, width: rect.width, height: rect.height)
            case let .line(line): CGRect(x: x + min(line.x1, line.x2), y: y + min(line.y1, line.y2),
                                         width: abs(line.x2 - line.x1), height: abs(line.y2 - line.y1))
            case let .text(text): try bounds(of: text, x: x, y: y)
            }
            if let box { union = union?.union(box) ?? box }
        }
        return union
    }

    private static func bounds(of text: SceneText, x: Double, y: Double) throws -> CGRect {
        let metrics = try FontLibrary.metrics(for: text.font)
        let ascent = metrics.points(metrics.ascender, fontSize: text.fontSize)
        let descent = -metrics.points(metrics.descender, fontSize: text.fontSize)
        return CGRect(x: x + text.minX, y: y + text.y - ascent, width: text.measuredWidth, height: ascent + descent)
    }

    private static func area(_ link: String, _ box: CGRect) -> String {
        // `SceneLink` has refused whitespace and control characters; these three remain to escape.
        let href = link.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
        let rect = [("x", box.minX), ("y", box.minY), ("width", box.width), ("height", box.height)]
            .map { "\($0.0)=\"\(PDFPageBoxes.number($0.1))\"" }.joined(separator: " ")
        return "<a xlink:href=\"\(href)\" href=\"\(href)\"><rect \(rect) fill=\"#000\" fill-opacity=\"0\"/></a>\n"
    }
}
