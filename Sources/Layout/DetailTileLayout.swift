/// The detail tile: a traditional element tile (number, large symbol, name, mass)
/// with melting point, boiling point and discoverer below and the category in a band.
///
/// All positions are fractions of the tile side, so one design serves 64 px icons and
/// 4096 px artwork alike.
public struct DetailTileLayout: Sendable {
    public var theme: Theme
    public var formatter: ElementFormatter

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// A scene of one tile, `size` points square.
    public func scene(for element: Element, size: Double) throws -> Scene {
        let tile = try group(for: element, size: size)
        return Scene(
            width: size,
            height: size,
            title: "\(formatter.name(element)) (\(formatter.symbol(element)), \(element.number))",
            background: nil,
            nodes: [.group(tile)]
        )
    }

    /// The tile as a group at the origin, with id `tile-<Symbol>` and the family as class.
    public func group(for element: Element, size s: Double) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let colors = theme.style(for: family)
        let fonts = theme.fonts
        let pad = theme.tile.padding * s
        let radius = theme.tile.cornerRadius * s
        let inner = s - 2 * pad
        let bandHeight = 0.15 * s

        var nodes: [SceneNode] = [
            // The whole tile in the accent colour, then the body over all but the band.
            .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: radius, fill: colors.accent, role: "band")),
            .rect(SceneRect(x: 0, y: bandHeight, width: s, height: s - bandHeight, cornerRadius: radius,
                            fill: colors.fill, role: "tile-background")),
            .rect(SceneRect(x: 0, y: bandHeight, width: s, height: min(radius, s - bandHeight), fill: colors.fill,
                            role: "tile-background")),
        ]
        if theme.tile.borderWidth > 0 {
            let border = theme.tile.borderWidth * s
            nodes.append(.rect(SceneRect(x: border / 2, y: border / 2, width: s - border, height: s - border,
                                         cornerRadius: max(0, radius - border / 2), fill: nil,
                                         stroke: theme.tile.borderColor ?? colors.accent, strokeWidth: border,
                                         role: "tile-border")))
        }

        // Band: number on the left, category on the right, both on the accent colour.
        let numberText = formatter.number(element)
        let numberSlot = TextSlot(text: numberText, role: .number, face: fonts.number, color: colors.onAccent,
                                  preferredSize: 0.085 * s, minimumSize: 0.05 * s, x: pad, width: inner * 0.4,
                                  baseline: bandHeight * 0.5 + 0.085 * s * 0.36)
        let numberNodes = try numberSlot.nodes()
        let numberWidth = numberNodes.textRuns.map(\.measuredWidth).max() ?? 0
        nodes += numberNodes
        let categoryX = pad + numberWidth + 0.05 * s
        nodes += try TextSlot(text: formatter.category(element), role: .category, face: fonts.emphasis,
                              color: colors.onAccent, preferredSize: 0.042 * s, minimumSize: 0.03 * s,
                              x: categoryX, width: s - pad - categoryX,
                              baseline: bandHeight * 0.5 + 0.042 * s * 0.36, anchor: .end,
                              maximumLines: 2, lineSpacing: 1.1).nodes().centeredVertically(in: bandHeight)

        // The traditional tile body.
        nodes += try TextSlot(text: formatter.symbol(element), role: .symbol, face: fonts.symbol, color: theme.ink,
                              preferredSize: 0.27 * s, minimumSize: 0.12 * s, x: pad, width: inner,
                              baseline: 0.415 * s, anchor: .middle).nodes()
        nodes += try TextSlot(text: formatter.name(element), role: .name, face: fonts.name, color: theme.ink,
                              preferredSize: 0.078 * s, minimumSize: 0.045 * s, x: pad, width: inner,
                              baseline: 0.515 * s, anchor: .middle).nodes()
        nodes += try TextSlot(text: formatter.mass(element), role: .mass, face: fonts.mass, color: theme.ink,
                              preferredSize: 0.058 * s, minimumSize: 0.04 * s, x: pad, width: inner,
                              baseline: 0.6 * s, anchor: .middle).nodes()
        nodes.append(.line(SceneLine(x1: pad, y1: 0.645 * s, x2: s - pad, y2: 0.645 * s,
                                     color: colors.accent.withOpacity(0.45), width: max(0.004 * s, 0.5),
                                     role: "divider")))

        // Facts: label on the left, value on the right; the discoverer gets two lines below its label.
        let labelSize = 0.04 * s
        let valueSize = 0.046 * s
        for (index, (label, value, role)) in [
            ("Melting point", formatter.melt(element), TextRole.melt),
            ("Boiling point", formatter.boil(element), TextRole.boil),
        ].enumerated() {
            let baseline = (0.712 + 0.062 * Double(index)) * s
            let labelNodes = try TextSlot(text: label, role: .label, face: fonts.label, color: theme.mutedInk,
                                          preferredSize: labelSize, minimumSize: 0.03 * s, x: pad, width: inner * 0.45,
                                          baseline: baseline).nodes()
            nodes += labelNodes
            nodes += try TextSlot(text: value, role: role, face: fonts.detail, color: theme.ink,
                                  preferredSize: valueSize, minimumSize: 0.03 * s, x: pad + inner * 0.47,
                                  width: inner * 0.53, baseline: baseline, anchor: .end).nodes()
        }
        nodes += try TextSlot(text: "Discovered by", role: .label, face: fonts.label, color: theme.mutedInk,
                              preferredSize: labelSize, minimumSize: 0.03 * s, x: pad, width: inner,
                              baseline: 0.836 * s).nodes()
        nodes += try TextSlot(text: formatter.discoveredBy(element), role: .discoveredBy, face: fonts.detail,
                              color: theme.ink, preferredSize: valueSize, minimumSize: 0.034 * s, x: pad,
                              width: inner, baseline: 0.893 * s, maximumLines: 2, lineSpacing: 1.15).nodes()

        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", "detail-tile", family.rawValue],
            children: nodes
        )
    }
}

extension Array where Element == SceneNode {
    /// The text runs among these nodes (not descending into groups).
    var textRuns: [SceneText] {
        compactMap { node in
            if case let .text(text) = node { return text }
            return nil
        }
    }

    /// Moves text lines so that the block of lines is centred in a band of `height`.
    func centeredVertically(in height: Double) -> [SceneNode] {
        let runs = textRuns
        guard let first = runs.first, let last = runs.last else { return self }
        // Cap height ≈ 0.73 em for Inter: centre the block from the first cap top to the last baseline.
        let top = first.y - 0.73 * first.fontSize
        let shift = (height - (last.y - top)) / 2 - top
        return map { node in
            guard case var .text(text) = node else { return node }
            text.y += shift
            return .text(text)
        }
    }
}

extension Color {
    /// The same colour with its alpha replaced.
    func withOpacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha = UInt8((opacity * 255).rounded().clamped(to: 0...255))
        return color
    }
}
