/// The small tile of a full table: by default number, symbol, name and mass, as the
/// theme's `slots.compact` says.
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
        var nodes: [SceneNode] = [
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: theme.tile.cornerRadius * s,
                            fill: colors.fill, role: "tile-background")),
        ]
        if theme.tile.borderWidth > 0 {
            nodes += TileChrome.border(colors.borderStyle, width: max(theme.tile.borderWidth * s, 0.4),
                                       color: (theme.tile.borderColor ?? colors.accent).withOpacity(0.55), size: s,
                                       cornerRadius: theme.tile.cornerRadius * s)
        }
        nodes += try slotNodes(for: element, colors: colors, size: s)
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", family.rawValue],
            x: x,
            y: y,
            children: nodes
        )
    }

    /// The text of the theme's `slots.compact`: a small top row, the large centre, two lines below.
    private func slotNodes(for element: Element, colors: FamilyStyle, size s: Double) throws -> [SceneNode] {
        let slots = theme.slots.compact
        let fonts = theme.fonts
        let pad = 0.08 * s
        let inner = s - 2 * pad
        func text(_ field: TileField) -> String { field.text(for: element, formatter: formatter) }
        var nodes: [SceneNode] = []
        if slots.topLeft != .none {
            nodes += try TextSlot(text: text(slots.topLeft), role: slots.topLeft.role, face: fonts.number,
                                  color: colors.accent, preferredSize: 0.16 * s, minimumSize: 0.1 * s, x: pad,
                                  width: slots.topRight == .none ? inner : inner * 0.45,
                                  baseline: pad + 0.16 * s * 0.75).nodes()
        }
        if slots.topRight != .none {
            nodes += try TextSlot(text: text(slots.topRight), role: slots.topRight.role, face: fonts.emphasis,
                                  color: theme.mutedInk, preferredSize: 0.11 * s, minimumSize: 0.07 * s,
                                  x: pad + inner * 0.5, width: inner * 0.5, baseline: pad + 0.16 * s * 0.75,
                                  anchor: .end).nodes()
        }
        if slots.center != .none {
            nodes += try TextSlot(text: text(slots.center), role: slots.center.role, face: fonts.symbol, color: theme.ink,
                                  preferredSize: 0.36 * s, minimumSize: 0.2 * s, x: pad, width: inner,
                                  baseline: 0.6 * s, anchor: .middle).nodes()
        }
        for (index, field) in slots.belowCenter.prefix(CompactSlots.maximumBelowCenter).enumerated() {
            if index == 0 {
                nodes += try TextSlot(text: text(field), role: field.role, face: fonts.name, color: theme.ink,
                                      preferredSize: 0.125 * s, minimumSize: 0.085 * s, x: pad * 0.6,
                                      width: s - 1.2 * pad, baseline: 0.77 * s, anchor: .middle).nodes()
            } else {
                nodes += try TextSlot(text: text(field), role: field.role, face: fonts.mass, color: theme.mutedInk,
                                      preferredSize: 0.105 * s, minimumSize: 0.075 * s, x: pad, width: inner,
                                      baseline: 0.91 * s, anchor: .middle).nodes()
            }
        }
        return nodes
    }
}
