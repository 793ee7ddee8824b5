/// A resolved, resolution-independent drawing: the contract between layout and renderers.
///
/// Units are points (1/72 inch); the origin is the top-left corner and y grows downwards.
/// Every text run is already fitted and broken into lines, so a renderer only draws.
public struct Scene: Codable, Equatable, Sendable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// A human-readable title (SVG `<title>`, PDF metadata).
    public var title: String
    /// The colour the whole canvas is filled with before any node, or nil for transparent.
    public var background: Color?
    /// Drawn in order; later nodes paint over earlier ones.
    public var nodes: [SceneNode]
    /// For a printed page: how far, in points, the canvas reaches beyond the trim edge on every
    /// side (0 without bleed), so a PDF can state its TrimBox and that it is meant for print.
    /// Nil for everything else.
    public var bleed: Double?
    /// For a print-shop page: the outer part of `bleed` that lies beyond the bleed box (the
    /// slug holding the crop marks), so a PDF can state its BleedBox. Nil without a slug.
    public var slug: Double?
    /// The legibility floor the scene was laid out for, in its own units: no text run is
    /// smaller (`LegibilityFloor`). Nil for a scene made without one.
    public var minimumTextSize: Double?
    /// The language of the scene's words as a BCP 47 tag (`de`, `zh-Hans`), so that SVG viewers,
    /// screen readers and fallback fonts treat them as that language (a Han character is drawn
    /// as Japanese or Chinese by it). Nil for a scene made without one.
    public var language: String?

    /// A scene of `nodes` on a `width` × `height` canvas in points; `bleed`, `slug` and
    /// `minimumTextSize` are rounded to 1/100 pt, like every coordinate.
    public init(width: Double, height: Double, title: String, background: Color?, nodes: [SceneNode],
                bleed: Double? = nil, slug: Double? = nil, minimumTextSize: Double? = nil, language: String? = nil) {
        self.width = width
        self.height = height
        self.title = title
        self.background = background
        self.nodes = nodes
        self.bleed = bleed.map(Fixed.round)
        self.slug = slug.map(Fixed.round)
        self.minimumTextSize = minimumTextSize.map(Fixed.round)
        self.language = language
    }

    /// Every font face the scene draws with, in first-use order.
    public var fontFaces: [FontFace] {
        var faces: [FontFace] = []
        func visit(_ nodes: [SceneNode]) {
            for node in nodes {
                switch node {
                case let .group(group): visit(group.children)
                case let .text(text) where !faces.contains(text.font): faces.append(text.font)
                default: break
                }
            }
        }
        visit(nodes)
        return faces
    }

    /// Every text run, depth first, with the translation of its enclosing groups applied.
    public var textRuns: [SceneText] {
        var runs: [SceneText] = []
        func visit(_ nodes: [SceneNode], dx: Double, dy: Double) {
            for node in nodes {
                switch node {
                case let .group(group): visit(group.children, dx: dx + group.x, dy: dy + group.y)
                case var .text(text):
                    text.x += dx
                    text.y += dy
                    runs.append(text)
                default: break
                }
            }
        }
        visit(nodes, dx: 0, dy: 0)
        return runs
    }
}

/// One drawing instruction of a scene.
public enum SceneNode: Codable, Equatable, Sendable {
    /// A translated group of nodes with an id, classes and an optional link.
    case group(SceneGroup)
    /// A filled or stroked rectangle.
    case rect(SceneRect)
    /// A straight stroked line.
    case line(SceneLine)
    /// One fitted line of text.
    case text(SceneText)

    private enum Kind: String, Codable { case group, rect, line, text }
    private enum KindKey: String, CodingKey { case kind }

    /// Decodes a node from its JSON object, whose `kind` key (`group`, `rect`, `line`, `text`) says
    /// which; a decoded node keeps the same rules as a made one (allowed links only, no negative size).
    public init(from decoder: Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(Kind.self, forKey: .kind)
        switch kind {
        // Decoded nodes keep the same policy as made ones (`SceneLink`, non-negative sizes).
        case .group: self = .group(try SceneGroup(from: decoder).conformingToPolicy())
        case .rect: self = .rect(try SceneRect(from: decoder).conformingToPolicy())
        case .line: self = .line(try SceneLine(from: decoder))
        case .text: self = .text(try SceneText(from: decoder).conformingToPolicy())
        }
    }

    /// Encodes the node as its own keys with `kind` beside them in the same object.
    public func encode(to encoder: Encoder) throws {
        // The node's own keys, with its kind beside them in the same object.
        func encode(_ kind: Kind, _ node: some Encodable) throws {
            var container = encoder.container(keyedBy: KindKey.self)
            try container.encode(kind, forKey: .kind)
            try node.encode(to: encoder)
        }
        switch self {
        case let .group(group): try encode(.group, group)
        case let .rect(rect): try encode(.rect, rect)
        case let .line(line): try encode(.line, line)
        case let .text(text): try encode(.text, text)
        }
    }
}

/// A translated group of nodes with an identity: one tile, a legend, a title block.
public struct SceneGroup: Codable, Equatable, Sendable {
    /// A document-unique id such as `tile-Na`; renderers write it as the SVG id.
    public var id: String?
    /// Semantic classes such as `tile`, `alkali-metal`.
    public var classes: [String]
    /// Translation applied to every child.
    @Fixed public var x: Double
    /// Translation applied to every child, downwards, in points.
    @Fixed public var y: Double
    /// A URL the whole group links to (SVG `<a>`, PDF link annotation); only the schemes
    /// `SceneLink` allows are kept.
    public var link: String? { didSet { link = SceneLink.allowed(link) } }
    /// The group's nodes, drawn in order over one another.
    public var children: [SceneNode]

    /// A group of `children` moved by (`x`, `y`); a link whose scheme `SceneLink` does not allow is dropped.
    public init(id: String? = nil, classes: [String] = [], x: Double = 0, y: Double = 0,
                link: String? = nil, children: [SceneNode]) {
        self.id = id
        self.classes = classes
        self.x = x
        self.y = y
        self.link = SceneLink.allowed(link)
        self.children = children
    }
}

/// A filled and/or stroked rectangle, optionally with rounded corners.
///
/// Its size is never negative: a negative width or height is made positive with the origin
/// moved to the other edge (the same rectangle), so every renderer draws it alike.
public struct SceneRect: Codable, Equatable, Sendable {
    /// The left edge in points, after a negative `width` is made positive.
    @Fixed public var x: Double
    /// The top edge in points (y grows downwards), after a negative `height` is made positive.
    @Fixed public var y: Double
    /// The width in points; never negative.
    @Fixed public var width: Double { didSet { normalizeSize() } }
    /// The height in points; never negative.
    @Fixed public var height: Double { didSet { normalizeSize() } }
    /// The radius of the rounded corners in points; 0 for square corners.
    @Fixed public var cornerRadius: Double
    /// The fill colour, or nil for an unfilled rectangle.
    public var fill: Color?
    /// The stroke colour, or nil for no outline.
    public var stroke: Color?
    /// Stroke width in points, centred on the outline; ignored without `stroke`.
    @Fixed public var strokeWidth: Double
    /// A class for the rectangle's purpose (`tile-background`, `band`), written to SVG.
    public var role: String?
    /// Dash and gap lengths of the stroke in points, alternating, from the top-left corner;
    /// nil for a solid line.
    public var strokeDash: [Double]?

    /// A rectangle at (`x`, `y`), its size made non-negative and `strokeDash` rounded to 1/100 pt.
    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0,
                fill: Color?, stroke: Color? = nil, strokeWidth: Double = 0, role: String? = nil,
                strokeDash: [Double]? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.role = role
        self.strokeDash = strokeDash?.map(Fixed.round)
        normalizeSize()
    }
}

/// A straight stroked line.
public struct SceneLine: Codable, Equatable, Sendable {
    /// The start point's x, in points.
    @Fixed public var x1: Double
    /// The start point's y, in points.
    @Fixed public var y1: Double
    /// The end point's x, in points.
    @Fixed public var x2: Double
    /// The end point's y, in points.
    @Fixed public var y2: Double
    /// The stroke colour.
    public var color: Color
    /// The stroke width in points, centred on the line.
    @Fixed public var width: Double
    /// A class for the line's purpose (`crop-mark`), written to SVG; nil for none.
    public var role: String?

    /// A line from (`x1`, `y1`) to (`x2`, `y2`) stroked `width` points wide.
    public init(x1: Double, y1: Double, x2: Double, y2: Double, color: Color, width: Double, role: String? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.color = color
        self.width = width
        self.role = role
    }
}

/// One line of text, already fitted: drawn at `fontSize` from its baseline origin, never wrapped.
public struct SceneText: Codable, Equatable, Sendable {
    /// The characters drawn, already fitted: never wider than the layout allowed and never wrapped.
    public var text: String
    /// The anchor point on the baseline.
    @Fixed public var x: Double
    /// The baseline's y, in points from the top.
    @Fixed public var y: Double
    /// Which end of the text `x` refers to.
    public var anchor: TextAnchor
    /// The font size in points.
    @Fixed public var fontSize: Double
    /// The bundled font face the run is drawn and measured with.
    public var font: FontFace
    /// The text colour.
    public var color: Color
    /// What the text shows, so renderers and tests can find it.
    public var role: TextRole
    /// The width the layout measured for this run, in points.
    @Fixed public var measuredWidth: Double
    /// A URL the text links to; only the schemes `SceneLink` allows are kept.
    public var link: String? { didSet { link = SceneLink.allowed(link) } }
    /// True when the text shows a predicted value rather than a measured one; nil otherwise,
    /// so scenes without predictions are written as before.
    public var predicted: Bool?
    /// Where the value the text shows comes from (`haynes2016crc`, `user data`,
    /// `Periodic-Table-JSON`), on the value texts of a detail tile; nil elsewhere.
    public var source: String?
    /// The language of the run's words as a BCP 47 tag when it is not the scene's `language`
    /// (the bundled data's English summary on a Japanese back), so screen readers, hyphenation
    /// and OCR read it as that language; nil when the run is in the scene's language.
    public var language: String?

    /// A text run drawn from its baseline point (`x`, `y`); a link whose scheme `SceneLink` does
    /// not allow is dropped, and `predicted` is kept only when true.
    public init(text: String, x: Double, y: Double, anchor: TextAnchor, fontSize: Double, font: FontFace,
                color: Color, role: TextRole, measuredWidth: Double, link: String? = nil, predicted: Bool? = nil) {
        self.text = text
        self.x = x
        self.y = y
        self.anchor = anchor
        self.fontSize = fontSize
        self.font = font
        self.color = color
        self.role = role
        self.measuredWidth = measuredWidth
        self.link = SceneLink.allowed(link)
        self.predicted = predicted == true ? true : nil
    }

    /// Left edge of the run after applying the anchor.
    public var minX: Double {
        switch anchor {
        case .start: x
        case .middle: x - measuredWidth / 2
        case .end: x - measuredWidth
        }
    }
}
