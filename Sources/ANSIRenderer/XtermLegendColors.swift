import Layout

/// Legend colours moved onto the xterm 256-colour palette so that entries stay apart: no two
/// entries share a background index, and each entry's text keeps the contrast rule of truecolor
/// (4.5:1 on its background, or at least as much as the theme's own pair has when that is less).
///
/// The nearest palette entry alone is not enough: the classic theme's metalloid and actinide
/// fills are both nearest to index 142, and their accents to 58.
public enum XtermLegendColors {
    /// One entry's background and text, as palette indices.
    public struct Pair: Equatable, Sendable {
        /// The entry's background: an index into the xterm 256-colour palette.
        public var background: Int
        /// The entry's text colour: an index into the xterm 256-colour palette.
        public var text: Int
    }

    /// The pairs for `entries` (background, text), in order: each background the closest
    /// index no other entry has taken, entries whose next choice is much worse choosing first;
    /// each text the closest index that keeps the contrast rule on the chosen background.
    public static func pairs(for entries: [(background: Color, text: Color)]) -> [Pair] {
        let candidates = entries.map { XtermPalette.indicesByCloseness(to: $0.background) }
        var backgrounds = [Int?](repeating: nil, count: entries.count)
        var taken = Set<Int>()
        for _ in entries.indices {
            // The entry that would lose most by waiting: the largest gap between its best and
            // second-best free index (in palette order of closeness, so by rank).
            var chosen: (entry: Int, index: Int, regret: Int)?
            for entry in entries.indices where backgrounds[entry] == nil {
                let free = candidates[entry].enumerated().filter { !taken.contains($0.element) }.prefix(2)
                guard let best = free.first else { continue }
                let regret = free.count > 1 ? free[free.startIndex + 1].offset - best.offset : Int.max
                if chosen == nil || regret > chosen!.regret { chosen = (entry, best.element, regret) }
            }
            guard let chosen else { break }
            backgrounds[chosen.entry] = chosen.index
            taken.insert(chosen.index)
        }
        return entries.indices.map { entry in
            let background = backgrounds[entry] ?? XtermPalette.nearestIndex(to: entries[entry].background)
            return Pair(background: background, text: textIndex(for: entries[entry], on: background))
        }
    }

    /// The contrast an entry's text must keep: 4.5:1, or the theme pair's own when lower.
    public static func requiredContrast(text: Color, background: Color) -> Double {
        min(Color.minimumTextContrast, text.contrastRatio(with: background))
    }

    private static func textIndex(for entry: (background: Color, text: Color), on background: Int) -> Int {
        let required = requiredContrast(text: entry.text, background: entry.background)
        let ground = XtermPalette.color(at: background)
        let ordered = XtermPalette.indicesByCloseness(to: entry.text)
        return ordered.first { XtermPalette.color(at: $0).contrastRatio(with: ground) >= required } ?? ordered[0]
    }
}
