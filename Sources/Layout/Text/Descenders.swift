/// The characters that reach under the baseline (the g of Hg, the p of Np, the y of Dy, a comma),
/// and how far they reach in the bundled faces: what a symbol standing last on a tile must keep
/// inside it, and what must clear the line under it.
enum Descenders {
    /// How far Inter's descenders reach under the baseline, in ems (0.211 for Inter Display Bold's g).
    static let depth = 0.21
    /// How far Inter's tallest Latin glyphs without marks reach over the baseline, in ems
    /// (brackets, parentheses, slash and f: 0.761; capitals stop at 0.737).
    static let tallestLatinAscent = 0.76

    /// Whether `text` has a character reaching under the baseline.
    static func occur(in text: String) -> Bool {
        text.contains { "gjpqyQ()[]{}|,;".contains($0) }
    }
}
