import Layout

extension Theme {
    /// The theme as the 256-colour palette shows it: each family's fill and accent moved to
    /// palette colours by `XtermLegendColors` (no two families share a fill, accents keep their
    /// contrast), and the text on the band kept readable on the moved accent. Other colours
    /// keep their nearest entry when drawn.
    func forTerminal(_ mode: ColorMode) -> Theme {
        guard mode == .ansi256 else { return self }
        return movedToXtermPalette()
    }

    /// The theme's family colours moved to the palette.
    private func movedToXtermPalette() -> Theme {
        var theme = self
        let families = CategoryFamily.allCases
        let styles = families.map { style(for: $0) }
        let pairs = XtermLegendColors.pairs(for: styles.map { ($0.fill, $0.accent) })
        for (family, (style, pair)) in zip(families, zip(styles, pairs)) {
            var moved = style
            moved.fill = XtermPalette.color(at: pair.background)
            moved.accent = XtermPalette.color(at: pair.text)
            let required = XtermLegendColors.requiredContrast(text: style.onAccent, background: style.accent)
            let onAccent = XtermPalette.indicesByCloseness(to: style.onAccent)
                .first { XtermPalette.color(at: $0).contrastRatio(with: moved.accent) >= required }
            moved.onAccent = onAccent.map(XtermPalette.color(at:)) ?? style.onAccent
            theme.families[family.rawValue] = moved
        }
        return theme
    }
}
