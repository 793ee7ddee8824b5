import ElementData

/// A swatch sheet of a theme's colours: one row per group (the page, then each family),
/// each colour as a swatch with its name, hex value, 0–255 and 0–1 RGB channels, and its
/// complementary colour as a smaller swatch under it with its hex value.
///
/// Family rows start with a miniature tile in the family's colours, so the sheet shows how
/// the colours sit together as well as what they are.
public struct PaletteLayout: Sendable {
    /// The theme whose colours the sheet shows; it is validated when the scene is made.
    public var theme: Theme
    /// The language of the title, the group and colour names, and the word "complement".
    public var locale: DisplayLocale

    /// A palette layout for `theme` with its words in `locale`; nothing is checked until `scene()`.
    public init(theme: Theme = .classic, locale: DisplayLocale = .english) {
        self.theme = theme
        self.locale = locale
    }

    /// The sheet as a scene, 960 points wide.
    public func scene() throws -> Scene {
        try theme.validate()
        return try FontLibrary.$cjkRegion.withValue(locale.cjkRegion) { try sheet() }
    }

    private func sheet() throws -> Scene {
        var nodes: [SceneNode] = []
        nodes += try TextSlot(text: locale.text(.palette, locale.themeName(theme.name)), role: .title, face: theme.fonts.emphasis, color: theme.ink,
                              preferredSize: 28, minimumSize: 14, x: Self.margin, width: Self.width - 2 * Self.margin,
                              baseline: Self.margin + 22).nodes()
        var y = Self.margin + 52
        for group in swatchGroups() {
            let family = CategoryFamily.allCases.first { $0.displayName == group.name }
            let children = try row(group, family: family)
            nodes.append(.group(SceneGroup(id: "palette-\(SceneIdentifier.token(group.name.lowercased()))",
                                           classes: ["palette-row"] + (family.map { [$0.rawValue] } ?? []),
                                           x: Self.margin, y: y, children: children)))
            y += Double((group.swatches.count + 2) / 3) * Self.rowHeight
        }
        return Scene(width: Self.width, height: (y + Self.margin - Self.rowHeight + Self.cardHeight).rounded(.up),
                     title: locale.text(.paletteSceneTitle, locale.themeName(theme.name)), background: theme.pageBackground, nodes: nodes,
                     language: locale.code)
    }

    private static let width = 960.0
    private static let margin = 40.0
    /// How far apart the lines of colour cards are.
    private static let rowHeight = 100.0
    /// The width of the column that names the group (and shows a family's miniature).
    private static let groupWidth = 236.0
    /// The colour cards' width: three to a line right of the group column.
    private static let cardWidth = (width - 2 * margin - groupWidth) / 3
    /// A colour's swatch side.
    private static let swatch = 48.0

    /// The theme's swatches in runs of one group each, in the theme's order.
    private func swatchGroups() -> [(name: String, swatches: [ThemeSwatch])] {
        var groups: [(name: String, swatches: [ThemeSwatch])] = []
        for swatch in theme.swatches {
            if groups.last?.name == swatch.group {
                groups[groups.count - 1].swatches.append(swatch)
            } else {
                groups.append((swatch.group, [swatch]))
            }
        }
        return groups
    }

    /// One group's row: its name (after a miniature tile for a family) and a card per colour,
    /// three to a line.
    private func row(_ group: (name: String, swatches: [ThemeSwatch]), family: CategoryFamily?) throws -> [SceneNode] {
        let swatch = Self.swatch
        var row: [SceneNode] = []
        var labelX = 0.0
        if let family {
            row += try miniature(theme.style(for: family), size: swatch)
            labelX = swatch + 14
        }
        let heading = family.map(locale.family) ?? group.swatches.first.map { $0.localized(in: locale).group } ?? group.name
        row += try TextSlot(text: heading, role: .legend, face: theme.fonts.name, color: theme.ink,
                            preferredSize: 15, minimumSize: 10, x: labelX, width: Self.groupWidth - labelX - 12,
                            baseline: swatch / 2 + 5, maximumLines: 2, lineSpacing: 1.15).nodes()
            .centeredVertically(in: swatch)
        for (index, item) in group.swatches.enumerated() {
            row += try card(item, x: Self.groupWidth + Double(index % 3) * Self.cardWidth,
                            top: Double(index / 3) * Self.rowHeight)
        }
        return row
    }

    /// A colour's card: its swatch, name, hex value, channels and complement.
    private func card(_ item: ThemeSwatch, x: Double, top: Double) throws -> [SceneNode] {
        let swatch = Self.swatch
        let outline = theme.mutedInk.withOpacity(0.35)
        var nodes: [SceneNode] = [.rect(SceneRect(x: x, y: top, width: swatch, height: swatch, cornerRadius: 8,
                                                  fill: item.color, stroke: outline, strokeWidth: 1, role: "swatch"))]
        let textX = x + swatch + 12
        let textWidth = Self.cardWidth - swatch - 20
        nodes += try TextSlot(text: item.localized(in: locale).name, role: .label, face: theme.fonts.label, color: theme.mutedInk,
                              preferredSize: 12, minimumSize: 8, x: textX, width: textWidth, baseline: top + 13).nodes()
        nodes += try TextSlot(text: item.color.rgbHex, role: .value, face: theme.fonts.number, color: theme.ink,
                              preferredSize: 15, minimumSize: 9, x: textX, width: textWidth, baseline: top + 31).nodes()
        nodes += try TextSlot(text: "RGB \(item.color.red) \(item.color.green) \(item.color.blue)", role: .value,
                              face: theme.fonts.detail, color: theme.mutedInk, preferredSize: 12, minimumSize: 8,
                              x: textX, width: textWidth, baseline: top + 47).nodes()
        nodes += try complement(of: item.color, x: x, top: top, swatch: swatch, textX: textX, textWidth: textWidth,
                                outline: outline)
        return nodes
    }

    /// How far a colour's card reaches below its row's top: the complement's swatch and text.
    private static let cardHeight = 84.0

    /// The 0–1 channels (`RGB 0.933 0.533 0.400`) under the 0–255 ones, and the complement: a swatch under the colour's
    /// own with "complement #rrggbb" beside it.
    private func complement(of color: Color, x: Double, top: Double, swatch: Double, textX: Double, textWidth: Double,
                            outline: Color) throws -> [SceneNode] {
        var nodes = try TextSlot(text: "RGB " + color.unitRGBText, role: .value, face: theme.fonts.detail,
                                 color: theme.mutedInk, preferredSize: 12, minimumSize: 8, x: textX, width: textWidth,
                                 baseline: top + 63).nodes()
        nodes.append(.rect(SceneRect(x: x, y: top + swatch + 8, width: swatch, height: Self.cardHeight - swatch - 8,
                                     cornerRadius: 6, fill: color.complement, stroke: outline, strokeWidth: 1,
                                     role: "complement-swatch")))
        nodes += try TextSlot(text: locale.text(.complement) + " " + color.complement.rgbHex, role: .value, face: theme.fonts.detail,
                              color: theme.mutedInk, preferredSize: 12, minimumSize: 8, x: textX, width: textWidth,
                              baseline: top + 80).nodes()
        return nodes
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
