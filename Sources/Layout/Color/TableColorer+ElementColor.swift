import ElementData

extension TableColorer {
    /// A tile in the element's own colour, its texts black or white (or the theme's ink) at
    /// 4.5:1 or more; without a colour in the data, grey and hatched like a missing value.
    func elementColorStyle(for element: Element) -> TileStyle {
        guard let fill = try? ElementColor.color(of: element) else { return noDataStyle }
        var style = TileStyle.readable(fill: fill, ink: theme.ink, secondaryInk: theme.ink, accent: theme.ink)
        // White hydrogen on a white page still needs an edge.
        style.border = theme.tile.borderColor?.withOpacity(0.55) ?? fill.mixed(with: .black, amount: 0.35)
        style.borderWidth = max(theme.tile.borderWidth, 0.01)
        style.classes = ["cpk-" + String(fill.rgbHex.dropFirst())]
        return style
    }

    /// The legend of `--color-by cpk`: a few well-known colours as examples, titled with the
    /// source, and "No CPK colour" for the elements the data gives none.
    func elementColorLegend(for elements: [Element]) -> (title: String, entries: [LegendEntry]) {
        var entries: [LegendEntry] = ElementColor.examples.compactMap { number in
            guard let element = elements.first(where: { $0.number == number }),
                  let fill = try? ElementColor.color(of: element) else { return nil }
            return LegendEntry(label: formatter.name(element), fill: fill,
                               stroke: fill.mixed(with: .black, amount: 0.35))
        }
        if elements.contains(where: { (try? ElementColor.color(of: $0)) == nil }) {
            entries.append(LegendEntry(label: formatter.locale.text(.noCPKColour), fill: noDataFill, stroke: noDataHatch, hatch: noDataHatch))
        }
        return (formatter.locale.text(.cpkLegend, ElementColor.sourceAddress), entries)
    }
}

extension LegendEntry {
    /// The key of a predicted value's dashed outline.
    static func predicted(theme: Theme, locale: DisplayLocale = .english) -> LegendEntry {
        LegendEntry(label: locale.text(.predicted), fill: theme.pageBackground, stroke: theme.ink, borderStyle: .dashed)
    }
}
