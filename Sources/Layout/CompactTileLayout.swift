/// The small tile of a full table: number, symbol, name and mass.
public struct CompactTileLayout: Sendable {
    public var theme: Theme
    public var formatter: ElementFormatter

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// The tile as a group translated to (`x`, `y`), `size` points square.
    public func group(for element: Element, x: Double, y: Double, size s: Double) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let colors = theme.style(for: family)
        let fonts = theme.fonts
        let pad = 0.08 * s
        let inner = s - 2 * pad
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: theme.tile.cornerRadius * s,
                            fill: colors.fill, role: "tile-background")),
        ]
        if theme.tile.borderWidth > 0 {
            let border = max(theme.tile.borderWidth * s, 0.4)
            nodes.append(.rect(SceneRect(x: border / 2, y: border / 2, width: s - border, height: s - border,
                                         cornerRadius: max(0, theme.tile.cornerRadius * s - border / 2), fill: nil,
                                         stroke: (theme.tile.borderColor ?? colors.accent).withOpacity(0.55),
                                         strokeWidth: border, role: "tile-border")))
        }
        nodes += try TextSlot(text: formatter.number(element), role: .number, face: fonts.number, color: colors.accent,
                              preferredSize: 0.16 * s, minimumSize: 0.1 * s, x: pad, width: inner,
                              baseline: pad + 0.16 * s * 0.75).nodes()
        nodes += try TextSlot(text: formatter.symbol(element), role: .symbol, face: fonts.symbol, color: theme.ink,
                              preferredSize: 0.36 * s, minimumSize: 0.2 * s, x: pad, width: inner,
                              baseline: 0.6 * s, anchor: .middle).nodes()
        nodes += try TextSlot(text: formatter.name(element), role: .name, face: fonts.name, color: theme.ink,
                              preferredSize: 0.125 * s, minimumSize: 0.085 * s, x: pad * 0.6, width: s - 1.2 * pad,
                              baseline: 0.77 * s, anchor: .middle).nodes()
        nodes += try TextSlot(text: formatter.mass(element), role: .mass, face: fonts.mass, color: theme.mutedInk,
                              preferredSize: 0.105 * s, minimumSize: 0.075 * s, x: pad, width: inner,
                              baseline: 0.91 * s, anchor: .middle).nodes()
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", family.rawValue],
            x: x,
            y: y,
            children: nodes
        )
    }
}
