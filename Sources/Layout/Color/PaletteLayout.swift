import ElementData

/// A swatch sheet of a theme's colours: one row per group (the page, then each family),
/// each colour as a swatch with its name, hex value and 0–255 RGB channels.
///
/// Family rows start with a miniature tile in the family's colours, so the sheet shows how
/// the colours sit together as well as what they are.
public struct PaletteLayout: Sendable {
    public var theme: Theme

    public init(theme: Theme = .classic) {
        self.theme = theme
    }

    /// The sheet as a scene, 960 points wide.
    public func scene() throws -> Scene {
        let width = 960.0
        let margin = 40.0
        let rowHeight = 76.0
        let groupWidth = 236.0
        let cardWidth = (width - 2 * margin - groupWidth) / 3
        let swatch = 48.0
        var nodes: [SceneNode] = []
        nodes += try TextSlot(text: "Palette: \(theme.name)", role: .title, face: theme.fonts.emphasis, color: theme.ink,
                              preferredSize: 28, minimumSize: 14, x: margin, width: width - 2 * margin,
                              baseline: margin + 22).nodes()
        var y = margin + 52
        var groups: [(name: String, swatches: [ThemeSwatch])] = []
        for swatch in theme.swatches {
            if groups.last?.name == swatch.group {
                groups[groups.count - 1].swatches.append(swatch)
            } else {
                groups.append((swatch.group, [swatch]))
            }
        }
        let outline = theme.mutedInk.withOpacity(0.35)
        for group in groups {
            var row: [SceneNode] = []
            let family = CategoryFamily.allCases.first { $0.displayName == group.name }
            var labelX = 0.0
            if let family {
                row += try miniature(theme.style(for: family), size: swatch)
                labelX = swatch + 14
            }
            row += try TextSlot(text: group.name, role: .legend, face: theme.fonts.name, color: theme.ink,
                                preferredSize: 15, minimumSize: 10, x: labelX, width: groupWidth - labelX - 12,
                                baseline: swatch / 2 + 5, maximumLines: 2, lineSpacing: 1.15).nodes()
                .centeredVertically(in: swatch)
            for (index, item) in group.swatches.enumerated() {
                let column = index % 3
                let line = index / 3
                let x = groupWidth + Double(column) * cardWidth
                let top = Double(line) * rowHeight
                row.append(.rect(SceneRect(x: x, y: top, width: swatch, height: swatch, cornerRadius: 8,
                                           fill: item.color, stroke: outline, strokeWidth: 1, role: "swatch")))
                let textX = x + swatch + 12
                let textWidth = cardWidth - swatch - 20
                row += try TextSlot(text: item.name, role: .label, face: theme.fonts.label, color: theme.mutedInk,
                                    preferredSize: 12, minimumSize: 8, x: textX, width: textWidth, baseline: top + 13).nodes()
                row += try TextSlot(text: item.color.rgbHex, role: .value, face: theme.fonts.number, color: theme.ink,
                                    preferredSize: 15, minimumSize: 9, x: textX, width: textWidth, baseline: top + 31).nodes()
                row += try TextSlot(text: "RGB \(item.color.red) \(item.color.green) \(item.color.blue)", role: .value,
                                    face: theme.fonts.detail, color: theme.mutedInk, preferredSize: 12, minimumSize: 8,
                                    x: textX, width: textWidth, baseline: top + 47).nodes()
            }
            let lines = (group.swatches.count + 2) / 3
            nodes.append(.group(SceneGroup(id: "palette-\(SceneIdentifier.token(group.name.lowercased()))",
                                           classes: ["palette-row"] + (family.map { [$0.rawValue] } ?? []),
                                           x: margin, y: y, children: row)))
            y += Double(lines) * rowHeight
        }
        return Scene(width: width, height: (y + margin - rowHeight + swatch).rounded(.up),
                     title: "ptable palette: \(theme.name)", background: theme.pageBackground, nodes: nodes)
    }

    /// A tile in miniature: the band in the accent with "Aa" on it, the fill with "Aa" in ink.
    private func miniature(_ style: FamilyStyle, size: Double) throws -> [SceneNode] {
        var miniatureTheme = theme
        miniatureTheme.tile.bandHeight = max(theme.tile.bandHeight, 0.3)
        let chrome = TileChrome(theme: miniatureTheme, colors: style, size: size)
        var nodes = chrome.nodes()
        nodes += try TextSlot(text: "Aa", role: .sample, face: theme.fonts.number, color: chrome.headerInk,
                              preferredSize: size * 0.2, minimumSize: 4, x: 0, width: size,
                              baseline: chrome.headerHeight / 2 + size * 0.07, anchor: .middle).nodes()
        nodes += try TextSlot(text: "Aa", role: .sample, face: theme.fonts.symbol, color: theme.ink,
                              preferredSize: size * 0.3, minimumSize: 4, x: 0, width: size,
                              baseline: chrome.headerHeight + (size - chrome.headerHeight) / 2 + size * 0.11,
                              anchor: .middle).nodes()
        return nodes
    }
}
