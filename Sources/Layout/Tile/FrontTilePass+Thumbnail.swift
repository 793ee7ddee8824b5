/// A list row's thumbnail (`Theme.listRowThumbnail`): the lines under the symbol at a reading
/// size, the symbol kept to twice the name.
extension FrontTilePass {
    /// Whether this is a list row's thumbnail: a tile of 80–255 px whose design shows the
    /// number, the symbol and the lines under it, and nothing in the top right or below a divider.
    /// Its lines stand at a reading size and the symbol keeps to twice the name's.
    var isListRowThumbnail: Bool {
        (80..<256).contains(s) && slots.topRight == .none && slots.facts.allSatisfy { $0 == .none }
    }

    /// The size the name (index 0) and the mass (1) aim for on a list row's thumbnail, as a
    /// share of the side and at most a number of pixels: what OCR and eyes read at 1:1 on a
    /// 44–80 pt row (13 and 12 px at 96 px), where the design's proportions would set them at
    /// 7–12 px.
    static let readingSizes: [(share: Double, pixels: Double)] = [(0.135, 24), (0.125, 22)]

    /// On a list row's thumbnail, the symbol is at most this many times the name's size.
    static let symbolToLineRatio = 2.0

    /// The reading size of line `index`, or smaller where the line is too wide for it (never
    /// under what it had before, so a long name loses no more than it did).
    func readingSize(_ text: String, face: FontFace, index: Int) throws -> Double {
        let target = min(Self.readingSizes[index].share * s, Self.readingSizes[index].pixels)
        let widthAtOnePixel = try FontLibrary.metrics(for: face).width(of: text, fontSize: 1)
        guard widthAtOnePixel > 0 else { return target }
        // A hair under the width, so rounding in the fitter never tips the line over.
        return min(target, ((inner * 0.99 / widthAtOnePixel) * 100).rounded(.down) / 100)
    }
}
