/// Letters that reach under the baseline, which a symbol standing last on a small tile must
/// keep inside it (the g of Hg, the p of Np, the y of Dy).
extension FrontTilePass {
    /// How far Inter's descenders reach under the baseline, in ems (0.211 for Inter Display Bold's g).
    static let descent = 0.21

    /// Whether `text` has a letter reaching under the baseline.
    static func descends(_ text: String) -> Bool {
        text.contains { "gjpqy".contains($0) }
    }
}
