import Layout

extension ANSIRenderer {
    /// The back of `element`'s detail card: symbol and name in the band, the summary wrapped
    /// in the box, then appearance, named by and the source URL. The same width as the front
    /// (`tileWidth`); missing values show `ElementFormatter.missing`.
    /// The card is `width` columns wide (`tileWidth(forColumns:)`); the source URL takes a
    /// line of its own, shortened in the middle only when the card is narrower than the URL,
    /// and is an OSC 8 hyperlink in colour modes.
    public func renderTileBack(_ element: Element, formatter: ElementFormatter, theme: Theme, mode: ColorMode,
                               width: Int = ANSIRenderer.tileWidth) -> String {
        TileRenderer(element: element, formatter: formatter, theme: theme.forTerminal(mode), mode: mode,
                     width: max(TileRenderer.minimumWidth, width)).renderBack()
    }
}

extension TileRenderer {
    /// The most lines the summary takes on the back; more ends in `…`.
    static let maxSummaryLines = 18

    func renderBack() -> String {
        let rows = backHeader() + (mode == .none ? [.rule] : []) + [.blank] + summary() + [.blank] + [.rule]
            + backFields()
        return card(rows)
    }

    /// The symbol on the left and the name on the right, on the accent band.
    private func backHeader() -> [Row] {
        let symbol = formatter.symbol(element)
        let symbolWidth = min(DisplayWidth.of(symbol), contentWidth / 2)
        let name = TextWrapping.truncate(formatter.name(element), width: max(1, contentWidth - symbolWidth - 2))
        let bold = TextStyle(foreground: colors.onAccent, isBold: true)
        return [.text([
            Run(text: TextWrapping.truncate(symbol, width: symbolWidth), x: 0, style: bold),
            Run(text: name, x: contentWidth - DisplayWidth.of(name), style: TextStyle(foreground: colors.onAccent)),
        ], band: true)]
    }

    private func summary() -> [Row] {
        let lines = TextWrapping.wrap(formatter.summary(element), width: contentWidth, maxLines: Self.maxSummaryLines)
        let style = TextStyle(foreground: theme.ink)
        return lines.map { .text([Run(text: $0, x: 0, style: style)]) }
    }

    /// Labelled values as on the front (`labelledRows`). The source URL always goes on a line
    /// of its own under its label, whole, or cut in the middle when the card is narrower.
    private func backFields() -> [Row] {
        let labelStyle = TextStyle(foreground: theme.mutedInk)
        let valueStyle = TextStyle(foreground: theme.ink)
        let fields = [
            (formatter.locale.text(.appearance), formatter.appearance(element)),
            (formatter.locale.text(.namedBy), formatter.namedBy(element)),
        ]
        let labelColumns = min(Self.labelColumns, contentWidth - Self.minimumValueColumns)
        let rows = fields.flatMap { labelledRows($0, $1, labelColumns: labelColumns) }
        guard let link = BackTileLayout.link(forSource: element.source) else {
            return rows + labelledRows(formatter.locale.text(.source), ElementFormatter.missing, labelColumns: labelColumns)
        }
        var linkStyle = valueStyle
        linkStyle.link = link
        return rows + [.text([Run(text: formatter.locale.text(.source), x: 0, style: labelStyle)]),
                       .text([Run(text: TextWrapping.middleTruncate(link, width: contentWidth), x: 0, style: linkStyle)])]
    }
}
