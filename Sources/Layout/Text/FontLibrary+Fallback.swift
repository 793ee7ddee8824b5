/// Font fallback: text with characters the theme's face lacks (Chinese, Japanese, Korean) is
/// measured and drawn whole with a Noto Sans CJK face, so the scene names the face that has the
/// glyphs and every renderer draws what layout measured. No renderer falls back on its own.
public extension FontLibrary {
    /// The CJK region of the language being laid out, bound by each layout's entry point from
    /// its `ElementFormatter`'s locale; nil guesses the region from the text (`CJKRegion.guessed`).
    @TaskLocal static var cjkRegion: CJKRegion?

    /// The face `text` is drawn with where the theme asks for `face`: `face` itself when it
    /// has every character (always, for text without CJK), otherwise a CJK face in the weight
    /// nearest `face`'s (bold from 600) when it draws more of the text. The language's region
    /// comes first (the region guessed from the text when none is bound), then the other
    /// regions: Japanese words quoted on a Chinese table are drawn whole by the JP face rather
    /// than with missing-glyph boxes by the SC face.
    static func face(for text: String, preferring face: FontFace) -> FontFace {
        guard let metrics = try? metrics(for: face) else { return face }
        let missing = metrics.missingScalars(in: text).filter { !$0.properties.isWhitespace }
        guard !missing.isEmpty else { return face }
        let first = cjkRegion ?? .guessed(for: text)
        var best: (face: FontFace, drawn: Int)?
        for region in [first] + CJKRegion.allCases.filter({ $0 != first }) {
            let fallback = cjk(region, bold: face.weight >= 600)
            guard let fallbackMetrics = try? self.metrics(for: fallback) else { continue }
            if fallbackMetrics.missingScalars(in: text).allSatisfy(\.properties.isWhitespace) { return fallback }
            let drawn = missing.filter(fallbackMetrics.hasGlyph).count
            if drawn > best?.drawn ?? 0 { best = (fallback, drawn) }
        }
        return best?.face ?? face
    }

    /// The characters of `text` that no bundled face draws, in order of first use (spaces and
    /// invisible ones such as a variation selector are not counted; they are left out unseen):
    /// what `face(for:preferring:)` leaves to `GlyphFallback` to decompose or leave out. Text a
    /// user writes (a label, a unit) is refused when this is not empty, rather than drawn without them.
    static func undrawableScalars(in text: String, preferring face: FontFace) -> [Unicode.Scalar] {
        guard let metrics = try? metrics(for: self.face(for: text, preferring: face)) else { return [] }
        return metrics.missingScalars(in: text).filter { !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// The width of `text` at `fontSize` in the face it is drawn with (`face(for:preferring:)`).
    static func width(of text: String, preferring face: FontFace, fontSize: Double) throws -> Double {
        try faceAndMetrics(for: text, preferring: face).1.width(of: text, fontSize: fontSize)
    }

    /// `face(for:preferring:)` and its metrics.
    static func faceAndMetrics(for text: String, preferring face: FontFace) throws -> (FontFace, FontMetrics) {
        let chosen = self.face(for: text, preferring: face)
        return (chosen, try metrics(for: chosen))
    }
}
