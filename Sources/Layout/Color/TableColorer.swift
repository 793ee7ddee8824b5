import ElementData

/// Resolves a `TileColoring` for one table: each tile's style, the legend entries or the
/// colour scale, and the look of f-block markers.
struct TableColorer {
    let coloring: TileColoring
    let theme: Theme
    let formatter: ElementFormatter
    /// The heatmap's scale, fitted to the elements shown (or the requested range).
    let scale: ColorScale?
    /// Whether a heatmap's tiles write each value with its unit (`28.84 J/(mol·K)`) or the
    /// number alone, for tiles with no room for the unit.
    var writesUnits = true

    init(coloring: TileColoring, theme: Theme, formatter: ElementFormatter, elements: [Element]) throws {
        self.coloring = coloring
        self.theme = theme
        self.formatter = formatter
        if case let .heatmap(heatmap) = coloring {
            scale = try heatmap.scale(for: elements, formatter: formatter)
        } else {
            scale = nil
        }
        if coloring == .elementColor {
            // Every colour is checked before anything is drawn, so a bad one is named at once.
            for element in elements { _ = try ElementColor.color(of: element) }
        }
    }

    /// The fill of a tile without a value, and its hatching.
    var noDataFill: Color { theme.pageBackground.mixed(with: theme.ink, amount: 0.1) }
    var noDataHatch: Color { theme.pageBackground.mixed(with: theme.ink, amount: 0.32) }

    func style(for element: Element) -> TileStyle {
        switch coloring {
        case .categorical(.category):
            return CompactTileLayout(theme: theme, formatter: formatter).style(for: element)
        case let .categorical(key):
            let (index, palette) = paletteIndex(key, of: element)
            let fill = index.map { palette[$0 % palette.count] } ?? CategoricalPalette.paleGrey
            var style = TileStyle.readable(fill: fill, ink: theme.ink, secondaryInk: theme.mutedInk, accent: theme.ink)
            style.border = theme.tile.borderColor?.withOpacity(0.55) ?? fill.mixed(with: .black, amount: 0.35)
            style.borderWidth = theme.tile.borderWidth
            style.classes = [className(key, of: element)]
            if key == .phase, marksPredictedPhase(of: element) { style = style.markedPredicted() }
            return style
        case .elementColor:
            return elementColorStyle(for: element)
        case let .heatmap(heatmap):
            var style = noDataStyle
            if let value = heatmap.value(of: element, formatter: formatter), let scale {
                let fill = scale.color(for: value)
                let ink = Color.text(on: fill, preferring: [theme.ink])
                style = TileStyle(fill: fill, ink: ink, secondaryInk: ink, accent: ink)
                style.border = theme.tile.borderColor?.withOpacity(0.55) ?? fill.mixed(with: .black, amount: 0.3)
                style.borderWidth = theme.tile.borderWidth
                style.classes = ["has-value"]
                if heatmap.property?.isPredicted(of: element, formatter: formatter) == true {
                    style.valueIsPredicted = true
                    if formatter.predicted == .mark { style = style.markedPredicted() }
                }
            }
            style.value = heatmap.text(of: element, formatter: formatter, withUnit: writesUnits)
            style.valueField = heatmap.property?.tileField
            return style
        }
    }

    /// Fill, outline and text colour of an f-block marker.
    func markerColors(for family: CategoryFamily) -> (fill: Color, stroke: Color, text: Color) {
        if coloring == .category {
            let colors = theme.style(for: family)
            let fill = colors.fill.withOpacity(0.55)
            let behind = theme.pageBackground.mixed(with: colors.fill, amount: 0.55)
            return (fill, colors.accent.withOpacity(0.5), colors.accent.readable(on: behind))
        }
        let fill = theme.pageBackground.mixed(with: theme.ink, amount: 0.05)
        return (fill, theme.mutedInk.withOpacity(0.4), theme.mutedInk.readable(on: fill))
    }

    /// The legend's title and entries for the elements shown, or nil for a heatmap. With
    /// `keysPredicted`, a "Predicted" entry names the outline of predicted phases.
    func legend(for elements: [Element], keysPredicted: Bool = true) -> (title: String, entries: [LegendEntry])? {
        if coloring == .elementColor { return elementColorLegend(for: elements) }
        guard case let .categorical(key) = coloring else { return nil }
        if key == .category {
            let present = Set(elements.map { ElementCategory($0.category).family })
            let entries = CategoryFamily.allCases.filter(present.contains).map { family in
                let colors = theme.style(for: family)
                return LegendEntry(label: formatter.locale.family(family), fill: colors.fill, stroke: colors.accent,
                                   borderStyle: colors.borderStyle)
            }
            return (key.title(in: formatter.locale), entries)
        }
        var seen: [(order: Int, entry: LegendEntry)] = []
        for element in elements {
            let (index, palette) = paletteIndex(key, of: element)
            let order = index ?? Int.max
            guard !seen.contains(where: { $0.order == order }) else { continue }
            let fill = index.map { palette[$0 % palette.count] } ?? CategoricalPalette.paleGrey
            seen.append((order, LegendEntry(label: label(key, of: element, known: index != nil), fill: fill,
                                            stroke: fill.mixed(with: .black, amount: 0.35))))
        }
        var entries = seen.sorted { $0.order < $1.order }.map(\.entry)
        if key == .phase, keysPredicted, elements.contains(where: marksPredictedPhase) {
            entries.append(.predicted(theme: theme, locale: formatter.locale))
        }
        return (key.title(in: formatter.locale), entries)
    }

    /// Whether the tile's phase colour is a prediction drawn marked (`--predicted mark`).
    private func marksPredictedPhase(of element: Element) -> Bool {
        formatter.predicted == .mark && element.state != nil && formatter.showsPrediction(.phase, of: element)
    }

    /// The index of the element's class in its palette (in greys for a black-and-white theme),
    /// or nil when the data has none.
    private func paletteIndex(_ key: CategoricalKey, of element: Element) -> (Int?, [Color]) {
        let (index, palette) = colouredPaletteIndex(key, of: element)
        return (index, CategoricalPalette.printed(palette, themeFills: theme.families.values.map(\.fill)))
    }

    private func colouredPaletteIndex(_ key: CategoricalKey, of element: Element) -> (Int?, [Color]) {
        switch key {
        case .category:
            return (nil, [])
        case .phase:
            // `--predicted hide` leaves a predicted phase out: the tile is "Unknown phase".
            if formatter.hides(.phase, of: element) { return (nil, CategoricalPalette.phases) }
            return (element.state.flatMap { ElementState.allCases.firstIndex(of: $0) }, CategoricalPalette.phases)
        case .block:
            let index = element.block.flatMap { ["s", "p", "d", "f"].firstIndex(of: $0.lowercased()) }
            return (index, CategoricalPalette.blocks)
        case .period:
            return (element.period.flatMap { $0 >= 1 ? $0 - 1 : nil }, CategoricalPalette.periods)
        case .group:
            // The f-block rows sit outside the 18 groups; the data's "group 3" for all thirty is not one.
            guard element.ypos < TablePlacement.firstFBlockRow else { return (nil, CategoricalPalette.groups) }
            return (element.group.flatMap { $0 >= 1 ? $0 - 1 : nil }, CategoricalPalette.groups)
        }
    }

    private func label(_ key: CategoricalKey, of element: Element, known: Bool) -> String {
        let locale = formatter.locale
        switch key {
        case .category: return locale.family(ElementCategory(element.category).family)
        case .phase:
            guard known, let state = element.state else { return locale.text(.unknownPhase) }
            return switch state {
            case .solid: locale.text(.solid)
            case .liquid: locale.text(.liquid)
            case .gas: locale.text(.gas)
            }
        case .block: return known ? locale.text(.blockName, element.block!.lowercased()) : locale.text(.unknownBlock)
        case .period: return known ? locale.text(.periodNumber, String(element.period!)) : locale.text(.unknownPeriod)
        case .group:
            if known { return locale.text(.groupNumber, String(element.group!)) }
            return element.ypos >= TablePlacement.firstFBlockRow ? locale.text(.fBlockNoGroup) : locale.text(.noGroup)
        }
    }

    private func className(_ key: CategoricalKey, of element: Element) -> String {
        let value: String? = switch key {
        case .category: nil
        case .phase: formatter.hides(.phase, of: element) ? nil : element.state?.rawValue.lowercased()
        case .block: element.block.map(SceneIdentifier.token)?.lowercased()
        case .period: element.period.map(String.init)
        case .group: element.ypos >= TablePlacement.firstFBlockRow ? nil : element.group.map(String.init)
        }
        return "\(key.rawValue)-\(value ?? "unknown")"
    }
}

extension TableColorer {
    /// A tile with no value to show: grey, hatched, its texts in the muted ink.
    var noDataStyle: TileStyle {
        var style = TileStyle.readable(fill: noDataFill, ink: theme.ink, secondaryInk: theme.mutedInk,
                                       accent: theme.mutedInk)
        style.hatch = noDataHatch
        style.border = theme.tile.borderColor?.withOpacity(0.55) ?? noDataHatch
        style.borderWidth = theme.tile.borderWidth
        style.classes = ["no-data"]
        return style
    }
}
