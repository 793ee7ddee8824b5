/// How a page's spare height is shared once the table and the key have theirs: a larger
/// title, then even gaps between title, table, key and credit.
extension Frame {
    /// The share of the height inside the margins a poster with a band spans: a little under
    /// `minimumPageShare`, so the gaps stay modest where the content cannot grow further.
    static let bandPageShare = 0.88
    /// With a band, the title grows up to this many cells, as wide as the grid allows.
    static let bandTitleCells = 1.2

    /// The space above and below the table's neighbours.
    struct Gaps {
        var title = 0.0
        var key = 0.0
        var footer = 0.0
        var total: Double { title + key + footer }
    }

    /// The title's size: at least 0.42 of a cell; larger with half the spare height, up to
    /// 0.9 of a cell (1.2 with a band, where the title heads a composed page) and no wider
    /// than the grid.
    static func titleSize(cell: Double, columns: Int, gridWidth: Double, title: String?, theme: Theme,
                          spare: Double, inBand: Bool) -> Double {
        var limit = min(cell * 0.9, cell * Double(columns) / 17)
        if inBand, let title, let metrics = try? FontLibrary.metrics(for: FontLibrary.face(for: title, preferring: theme.fonts.emphasis)) {
            let widthPerPoint = metrics.width(of: title, fontSize: 1)
            limit = widthPerPoint > 0 ? min(cell * bandTitleCells, gridWidth * 0.95 / widthPerPoint) : limit
        }
        return max(cell * 0.42, min(limit, cell * 0.42 + spare * 0.5 / 1.35))
    }

    /// Even gaps between the parts until the content spans its share of `pageHeight`. With a
    /// band every gap is at least `minimum`, the key's gap included.
    static func gaps(spare: Double, pageHeight: Double, hasTitle: Bool, hasKey: Bool, hasCredit: Bool,
                     minimum: Double, inBand: Bool) -> Gaps {
        let count = [hasTitle, hasKey, hasCredit].filter { $0 }.count
        guard count > 0 else { return Gaps() }
        let share = inBand ? bandPageShare : minimumPageShare
        let shortfall = max(0, share * pageHeight - (pageHeight - spare))
        let wanted = inBand ? max(shortfall, Double(count) * minimum) : shortfall
        let each = min(wanted, spare) / Double(count)
        return Gaps(title: hasTitle ? each : 0, key: hasKey ? each : 0, footer: hasCredit ? each : 0)
    }
}
