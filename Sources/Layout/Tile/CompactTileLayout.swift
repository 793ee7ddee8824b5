import ElementData

/// The small tile of a full table: by default number, symbol, name and mass, as the
/// theme's `slots.compact` says; in a heatmap, the value in place of the last line.
package struct CompactTileLayout: Sendable {
    /// The design the tile is drawn in; the public layouts that use this one validate it first.
    public var theme: Theme
    /// How the values are written: language, units, predictions, whose data.
    public var formatter: ElementFormatter
    /// Places every tile leaves out at least (lines below the centre from the last up, then
    /// the top right and the number), so that a table shows the same fields on nearly every tile;
    /// a tile that leaves out more keeps the room of the table's lines. Nil for a tile on its own,
    /// which lays out again in the room of whatever it leaves out.
    public var minimumDrops: Int?
    /// Whether the name goes before the other lines: a table of tall, narrow tiles whose names
    /// do not fit keeps their shorter facts.
    public var dropsNameFirst = false
    /// Texts already laid out at the table's level, by atomic number. A table finds its level by
    /// laying out every tile on its own; a tile whose own level is the table's comes out the
    /// same when laid out again, so the table hands those texts back instead. Kept for the
    /// `electronegativity heatmap SVG` job (an A4 heatmap poster, which lays its table out twice).
    package var laidOutTexts: [Int: LaidOutTexts] = [:]

    /// One tile's texts as laid out for a table's level, with what they were laid out for.
    package struct LaidOutTexts: Sendable {
        var element: Element
        var style: TileStyle
        var size: Double
        var height: Double
        var dropsNameFirst: Bool
        var nodes: [SceneNode]
    }

    /// A compact tile layout in `theme`, its words and values written by `formatter`; the theme is not checked here.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// The tile in its category colours, as a group translated to (`x`, `y`), `size` points square.
    public func group(for element: Element, x: Double, y: Double, size s: Double) throws -> SceneGroup {
        try group(for: element, x: x, y: y, size: s, style: style(for: element))
    }

    /// The tile's style in its category family's colours and border, texts adjusted to 4.5:1.
    public func style(for element: Element) -> TileStyle {
        let colors = theme.style(for: ElementCategory(element.category).family)
        var style = TileStyle.readable(fill: colors.fill, ink: theme.ink, secondaryInk: theme.mutedInk, accent: colors.accent)
        style.border = (theme.tile.borderColor ?? colors.accent).withOpacity(0.55)
        style.borderWidth = theme.tile.borderWidth
        style.borderStyle = colors.borderStyle
        return style
    }

    /// The tile drawn in `style`: its fill, hatching, border and text colours, its extra classes,
    /// and its value (role `value`, in place of the second line below the centre) when it has one.
    /// `height` (default `size`) makes a tall tile, which shows more fields where they fit.
    public func group(for element: Element, x: Double, y: Double, size s: Double, height: Double? = nil,
                      style: TileStyle) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let radius = theme.tile.cornerRadius * s
        let h = height ?? s
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: h, cornerRadius: radius,
                            fill: style.fill, role: "tile-background")),
        ]
        if let hatch = style.hatch {
            // Inset so the lines stay inside the rounded corners: r(1 − 1/√2) plus the line width.
            let lineWidth = max(0.012 * s, 0.3)
            let inset = radius * 0.3 + lineWidth
            nodes += Hatching.lines(x: inset, y: inset, width: s - 2 * inset, height: h - 2 * inset,
                                    spacing: 0.08 * s, color: hatch, lineWidth: lineWidth, role: "no-data-hatch")
        }
        if let border = style.border, style.borderWidth > 0 {
            nodes += TileChrome.border(style.borderStyle, width: max(style.borderWidth * s, 0.4), color: border,
                                       size: s, height: h, cornerRadius: radius)
        }
        nodes += try formatter.withLocaleFonts { try slotNodes(for: element, style: style, size: s, height: h) }
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", family.rawValue] + style.classes,
            x: x,
            y: y,
            children: nodes
        )
    }

    /// The text of the theme's `slots.compact` at the richest level of detail that fits the
    /// floor of the table being laid out (`TextSlot.floor`): the lines below the centre go first
    /// (the value or mass, then the name), then the top right, then the number.
    private func slotNodes(for element: Element, style: TileStyle, size s: Double, height h: Double) throws -> [SceneNode] {
        if minimumDrops != nil, let known = laidOutTexts[element.number], known.element == element,
           known.style == style, known.size == s, known.height == h, known.dropsNameFirst == dropsNameFirst {
            return known.nodes
        }
        return try CompactTilePass.level(for: element, theme: theme, formatter: formatter, style: style, size: s,
                                         height: h, floor: TextSlot.floor, minimumDrops: minimumDrops,
                                         dropsNameFirst: dropsNameFirst).nodes
    }

    /// `element`'s tile in `style` laid out on its own at `size` (`height` tall, default `size`)
    /// under the current floor: its texts and how many places it leaves out.
    func level(for element: Element, style: TileStyle, size s: Double,
               height: Double? = nil) throws -> (texts: LaidOutTexts, drops: Int) {
        let level = try CompactTilePass.level(for: element, theme: theme, formatter: formatter, style: style, size: s,
                                              height: height, floor: TextSlot.floor, dropsNameFirst: dropsNameFirst)
        return (LaidOutTexts(element: element, style: style, size: s, height: height ?? s,
                             dropsNameFirst: dropsNameFirst, nodes: level.nodes), level.drops)
    }
}
