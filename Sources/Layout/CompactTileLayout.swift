/// The small tile of a full table: number, symbol, name and mass (or a heatmap value).
public struct CompactTileLayout: Sendable {
    public var theme: Theme
    public var formatter: ElementFormatter

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// The tile in its category colours, as a group translated to (`x`, `y`), `size` points square.
    public func group(for element: Element, x: Double, y: Double, size s: Double) throws -> SceneGroup {
        try group(for: element, x: x, y: y, size: s, style: style(for: element))
    }

    /// The tile's style in its category family's colours, texts adjusted to 4.5:1 contrast.
    public func style(for element: Element) -> TileStyle {
        let colors = theme.style(for: ElementCategory(element.category).family)
        var style = TileStyle.readable(fill: colors.fill, ink: theme.ink, secondaryInk: theme.mutedInk, accent: colors.accent)
        style.border = (theme.tile.borderColor ?? colors.accent).withOpacity(0.55)
        style.borderWidth = theme.tile.borderWidth
        return style
    }

    /// The tile drawn in `style`: its fill, hatching, outline and text colours, its extra classes,
    /// and its value (role `value`) in place of the mass when it has one.
    public func group(for element: Element, x: Double, y: Double, size s: Double, style: TileStyle) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let fonts = theme.fonts
        let pad = 0.08 * s
        let inner = s - 2 * pad
        let radius = theme.tile.cornerRadius * s
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: radius,
                            fill: style.fill, role: "tile-background")),
        ]
        if let hatch = style.hatch {
            // Inset so the lines stay inside the rounded corners: r(1 − 1/√2) plus the line width.
            let lineWidth = max(0.012 * s, 0.3)
            let inset = radius * 0.3 + lineWidth
            nodes += Hatching.lines(x: inset, y: inset, width: s - 2 * inset, height: s - 2 * inset,
                                    spacing: 0.08 * s, color: hatch, lineWidth: lineWidth, role: "no-data-hatch")
        }
        if let border = style.border, style.borderWidth > 0 {
            let width = max(style.borderWidth * s, 0.4)
            nodes.append(.rect(SceneRect(x: width / 2, y: width / 2, width: s - width, height: s - width,
                                         cornerRadius: max(0, radius - width / 2), fill: nil,
                                         stroke: border, strokeWidth: width, role: "tile-border")))
        }
        nodes += try TextSlot(text: formatter.number(element), role: .number, face: fonts.number, color: style.accent,
                              preferredSize: 0.16 * s, minimumSize: 0.1 * s, x: pad, width: inner,
                              baseline: pad + 0.16 * s * 0.75).nodes()
        nodes += try TextSlot(text: formatter.symbol(element), role: .symbol, face: fonts.symbol, color: style.ink,
                              preferredSize: 0.36 * s, minimumSize: 0.2 * s, x: pad, width: inner,
                              baseline: 0.6 * s, anchor: .middle).nodes()
        nodes += try TextSlot(text: formatter.name(element), role: .name, face: fonts.name, color: style.ink,
                              preferredSize: 0.125 * s, minimumSize: 0.085 * s, x: pad * 0.6, width: s - 1.2 * pad,
                              baseline: 0.77 * s, anchor: .middle).nodes()
        if let value = style.value {
            nodes += try TextSlot(text: value, role: .value, face: fonts.number, color: style.secondaryInk,
                                  preferredSize: 0.115 * s, minimumSize: 0.075 * s, x: pad * 0.6, width: s - 1.2 * pad,
                                  baseline: 0.91 * s, anchor: .middle).nodes()
        } else {
            nodes += try TextSlot(text: formatter.mass(element), role: .mass, face: fonts.mass, color: style.secondaryInk,
                                  preferredSize: 0.105 * s, minimumSize: 0.075 * s, x: pad, width: inner,
                                  baseline: 0.91 * s, anchor: .middle).nodes()
        }
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", family.rawValue] + style.classes,
            x: x,
            y: y,
            children: nodes
        )
    }
}
