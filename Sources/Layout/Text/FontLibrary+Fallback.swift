import ElementData

/// Font fallback: text with characters the theme's face lacks (Chinese, Japanese, Korean) is
/// measured and drawn whole with a Noto Sans CJK face, so the scene names the face that has the
/// glyphs and every renderer draws what layout measured. No renderer falls back on its own.
public extension FontLibrary {
    /// The CJK region of the language being laid out, bound by each layout's entry point from
    /// its `ElementFormatter`'s locale; nil guesses the region from the text (`CJKRegion.guessed`).
    @TaskLocal static var cjkRegion: CJKRegion?

    /// The face `text` is drawn with where the theme asks for `face`: `face` itself when it
    /// has every character (always, for text without CJK), otherwise the CJK face of the
    /// region, in the weight nearest `face`'s (bold from 600), when it draws more of the text.
    static func face(for text: String, preferring face: FontFace) -> FontFace {
        guard let metrics = try? metrics(for: face) else { return face }
        if text.unicodeScalars.allSatisfy({ metrics.hasGlyph($0) || $0.properties.isWhitespace }) { return face }
        let fallback = cjk(cjkRegion ?? .guessed(for: text), bold: face.weight >= 600)
        guard let fallbackMetrics = try? self.metrics(for: fallback) else { return face }
        let missing = metrics.missingScalars(in: text).filter { !$0.properties.isWhitespace }
        let drawnByFallback = missing.filter(fallbackMetrics.hasGlyph).count
        return drawnByFallback > 0 ? fallback : face
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
