import Foundation
import Layout

/// Writes one scene as an SVG document: the state of a single `render` call.
struct SVGDocument {
    private var writer = XMLWriter()
    private var ids = SVGIDRegistry()
    private let styleSheet: SVGStyleSheet

    private init(styleSheet: SVGStyleSheet) {
        self.styleSheet = styleSheet
    }

    /// The whole document for `scene`, its size stated in `sizeUnit`; `fontData` supplies font
    /// files when they are embedded.
    static func render(_ scene: Scene, sizeUnit: SVGRenderer.SizeUnit,
                       fontData: ((FontFace) throws -> Data)?) throws -> String {
        var document = SVGDocument(styleSheet: SVGStyleSheet(faces: scene.fontFaces))
        try document.write(scene, sizeUnit: sizeUnit, fontData: fontData)
        return document.writer.output
    }
}

private extension SVGDocument {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    mutating func write(_ scene: Scene, sizeUnit: SVGRenderer.SizeUnit, fontData: ((FontFace) throws -> Data)?) throws {
        let width = SVGNumber.format(max(scene.width, 0))
        let height = SVGNumber.format(max(scene.height, 0))
        writer.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        writer.open("svg", [
            "xmlns": Self.svgNamespace,
            "xmlns:xlink": Self.xlinkNamespace,
            "version": "1.1",
            "width": width + sizeUnit.rawValue,
            "height": height + sizeUnit.rawValue,
            "viewBox": "0 0 \(width) \(height)",
            // SVG 1.1 reads xml:lang; SVG 2 and HTML, where an SVG is inlined, read lang.
            "xml:lang": scene.language,
            "lang": scene.language,
        ])
        let title = XMLText.singleLine(scene.title)
        if !title.isEmpty {
            writer.element("title", text: title)
        }
        let css = try styleSheet.css(embedding: fontData)
        if !css.isEmpty {
            writer.raw("<style><![CDATA[")
            css.forEach { writer.raw("  " + SVGStyleSheet.cdataEscaped($0)) }
            writer.raw("]]></style>")
        }
        if let background = scene.background {
            writer.empty("rect", [
                "width": width,
                "height": height,
                "fill": background.rgbHex,
                "fill-opacity": Self.opacity(background),
                "class": "background",
            ])
        }
        write(scene.nodes)
        writer.close("svg")
    }

    mutating func write(_ nodes: [SceneNode]) {
        for node in nodes {
            switch node {
            case let .group(group): write(group)
            case let .rect(rect): write(rect)
            case let .line(line): write(line)
            case let .text(text): write(text)
            }
        }
    }

    /// `<g>`, with the link (if any) as an `<a>` inside it, so the id stays on the outer element.
    mutating func write(_ group: SceneGroup) {
        let attributes: XMLWriter.Attributes = [
            "id": ids.id(for: group.id),
            "class": SVGName.classList(group.classes),
            "transform": group.x == 0 && group.y == 0
                ? nil : "translate(\(SVGNumber.format(group.x)) \(SVGNumber.format(group.y)))",
        ]
        guard !group.children.isEmpty else {
            writer.empty("g", attributes)
            return
        }
        writer.open("g", attributes)
        linked(group.link) { $0.write(group.children) }
        writer.close("g")
    }

    mutating func write(_ rect: SceneRect) {
        // The scene keeps sizes non-negative (`SceneRect` normalises them), so SVG never
        // meets a negative width it would reject.
        let x = rect.x, width = rect.width
        let y = rect.y, height = rect.height
        let stroke = rect.strokeWidth > 0 ? rect.stroke : nil
        writer.empty("rect", [
            "x": x == 0 ? nil : SVGNumber.format(x),
            "y": y == 0 ? nil : SVGNumber.format(y),
            "width": SVGNumber.format(width),
            "height": SVGNumber.format(height),
            "rx": rect.cornerRadius > 0 ? SVGNumber.format(rect.cornerRadius) : nil,
            "fill": rect.fill?.rgbHex ?? "none",
            "fill-opacity": rect.fill.flatMap(Self.opacity),
            "stroke": stroke?.rgbHex,
            "stroke-opacity": stroke.flatMap(Self.opacity),
            "stroke-width": stroke.map { _ in SVGNumber.format(rect.strokeWidth) },
            "stroke-dasharray": stroke.flatMap { _ in Self.dashArray(rect.strokeDash) },
            "class": SVGName.classList([rect.role]),
        ])
    }

    mutating func write(_ line: SceneLine) {
        writer.empty("line", [
            "x1": SVGNumber.format(line.x1),
            "y1": SVGNumber.format(line.y1),
            "x2": SVGNumber.format(line.x2),
            "y2": SVGNumber.format(line.y2),
            "stroke": line.color.rgbHex,
            "stroke-opacity": Self.opacity(line.color),
            "stroke-width": SVGNumber.format(line.width),
            "class": SVGName.classList([line.role]),
        ])
    }

    /// One `<text>`: real text, so it stays selectable and searchable.
    mutating func write(_ text: SceneText) {
        // A run is one line: line breaks and tabs draw as spaces. Without xml:space="preserve",
        // SVG would strip leading and trailing spaces and collapse runs of them.
        let content = XMLText.singleLine(text.text)
        guard !content.isEmpty else { return }
        let needsPreserve = content.hasPrefix(" ") || content.hasSuffix(" ") || XMLText.hasDoubleSpace(content)
        let attributes: XMLWriter.Attributes = [
            "x": SVGNumber.format(text.x),
            "y": SVGNumber.format(text.y),
            "text-anchor": text.anchor == .start ? nil : text.anchor.rawValue,
            "font-size": SVGNumber.format(text.fontSize),
            // The width the layout fitted the run to. A browser without Inter draws in another
            // face (DejaVu Sans is up to a third wider) and squeezes it to this width instead of
            // running it into its neighbours; with Inter it is the width drawn anyway.
            "textLength": text.measuredWidth > 0 ? SVGNumber.format(text.measuredWidth) : nil,
            "lengthAdjust": text.measuredWidth > 0 ? "spacingAndGlyphs" : nil,
            "fill": text.color.rgbHex,
            "fill-opacity": Self.opacity(text.color),
            "class": SVGName.classList([text.role.rawValue, styleSheet.className(for: text.font),
                                        text.predicted == true ? "predicted" : nil]),
            "xml:space": needsPreserve ? "preserve" : nil,
            // As on the root: SVG 1.1 reads xml:lang, SVG 2 and inlined SVG in HTML read lang.
            "xml:lang": text.language,
            "lang": text.language,
        ]
        linked(text.link) { $0.writer.element("text", attributes, text: content) }
    }

    /// Wraps what `body` writes in `<a>` when there is a link (the scene keeps only the
    /// schemes `SceneLink` allows); otherwise writes it bare.
    mutating func linked(_ link: String?, _ body: (inout SVGDocument) -> Void) {
        guard let href = link else {
            body(&self)
            return
        }
        writer.open("a", ["href": href, "xlink:href": href])
        body(&self)
        writer.close("a")
    }

    /// The `stroke-dasharray` value of a dashed stroke; nil for a solid one.
    static func dashArray(_ dash: [Double]?) -> String? {
        guard let dash, !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) else {
            return nil
        }
        return dash.map(SVGNumber.format).joined(separator: " ")
    }

    /// The opacity attribute value of a translucent colour; nil when opaque.
    static func opacity(_ color: Color) -> String? {
        color.alpha == 255 ? nil : SVGNumber.format(color.opacity)
    }
}
