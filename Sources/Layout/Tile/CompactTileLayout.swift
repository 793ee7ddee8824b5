import ElementData

/// The small tile of a full table: by default number, symbol, name and mass, as the
/// theme's `slots.compact` says; in a heatmap, the value in place of the last line.
package struct CompactTileLayout: Sendable {
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
    public func group(for element: Element, x: Double, y: Double, size s: Double, style: TileStyle) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
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
            nodes += TileChrome.border(style.borderStyle, width: max(style.borderWidth * s, 0.4), color: border,
                                       size: s, cornerRadius: radius)
        }
        nodes += try slotNodes(for: element, style: style, size: s)
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", family.rawValue] + style.classes,
            x: x,
            y: y,
            children: nodes
        )
    }

    /// The text of the theme's `slots.compact`: a small top row, the large centre, two lines below.
    private func slotNodes(for element: Element, style: TileStyle, size s: Double) throws -> [SceneNode] {
        let slots = theme.slots.compact
        let fonts = theme.fonts
        let pad = 0.08 * s
        let inner = s - 2 * pad
        func text(_ field: TileField) -> String { field.text(for: element, formatter: formatter) }
        var nodes: [SceneNode] = []
        if slots.topLeft != .none {
            nodes += try TextSlot(text: text(slots.topLeft), role: slots.topLeft.role, face: fonts.number,
                                  color: style.accent, preferredSize: 0.16 * s, minimumSize: 0.1 * s, x: pad,
                                  width: slots.topRight == .none ? inner : inner * 0.45,
                                  baseline: pad + 0.16 * s * 0.75).nodes()
        }
        if slots.topRight != .none {
            nodes += try TextSlot(text: text(slots.topRight), role: slots.topRight.role, face: fonts.emphasis,
                                  color: style.secondaryInk, preferredSize: 0.11 * s, minimumSize: 0.07 * s,
                                  x: pad + inner * 0.5, width: inner * 0.5, baseline: pad + 0.16 * s * 0.75,
                                  anchor: .end).nodes()
        }
        if slots.center != .none {
            nodes += try TextSlot(text: text(slots.center), role: slots.center.role, face: fonts.symbol, color: style.ink,
                                  preferredSize: 0.36 * s, minimumSize: 0.2 * s, x: pad, width: inner,
                                  baseline: 0.6 * s, anchor: .middle).nodes()
        }
        var lines = slots.belowCenter.prefix(CompactSlots.maximumBelowCenter)
            .map { (text: text($0), role: $0.role, isValue: false, predicted: $0.isPredicted(for: element, formatter: formatter)) }
        if let value = style.value {
            let line = (text: value, role: TextRole.value, isValue: true, predicted: style.valueIsPredicted)
            if lines.count >= CompactSlots.maximumBelowCenter { lines[lines.count - 1] = line } else { lines.append(line) }
        }
        for (index, line) in lines.enumerated() {
            if index == 0 && !line.isValue {
                nodes += try TextSlot(text: line.text, role: line.role, face: fonts.name, color: style.ink,
                                      preferredSize: 0.125 * s, minimumSize: 0.085 * s, x: pad * 0.6,
                                      width: s - 1.2 * pad, baseline: 0.77 * s, anchor: .middle).nodes()
                    .flaggingPredicted(line.predicted)
            } else if line.isValue {
                nodes += try TextSlot(text: line.text, role: line.role, face: fonts.number, color: style.secondaryInk,
                                      preferredSize: 0.115 * s, minimumSize: 0.075 * s, x: pad * 0.6,
                                      width: s - 1.2 * pad, baseline: index == 0 ? 0.77 * s : 0.91 * s,
                                      anchor: .middle).nodes().flaggingPredicted(line.predicted)
            } else {
                nodes += try TextSlot(text: line.text, role: line.role, face: fonts.mass, color: style.secondaryInk,
                                      preferredSize: 0.105 * s, minimumSize: 0.075 * s, x: pad, width: inner,
                                      baseline: 0.91 * s, anchor: .middle).nodes().flaggingPredicted(line.predicted)
            }
        }
        return nodes
    }
}
