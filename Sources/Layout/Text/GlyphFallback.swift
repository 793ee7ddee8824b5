import ElementData
import Foundation

/// Makes text drawable with one bundled face, so no renderer draws a missing-glyph box ("tofu").
///
/// Data text can hold scripts Inter lacks (the Zirconium summary quotes a Persian word). A
/// character the face has no glyph for is replaced by its compatibility decomposition when
/// the face has those glyphs (`ﬁ` → `fi`, a letter with an unknown accent → the bare letter),
/// and otherwise left out. Spacing left behind is tidied: runs of spaces become one, no space
/// stays before `,` `.` `;` `:` `)` or after `(`, and empty brackets go. Text the face can draw
/// whole is returned unchanged.
package enum GlyphFallback {
    /// `text` with what the face of `metrics` cannot draw replaced as described above; unchanged when
    /// it can draw all of it.
    public static func displayable(_ text: String, metrics: FontMetrics) -> String {
        let missing = Set(metrics.missingScalars(in: text).filter { !$0.properties.isWhitespace })
        guard !missing.isEmpty else { return text }
        let drawable = text.replacingScalars { scalar in
            guard missing.contains(scalar) else { return nil }
            let decomposed = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
            guard decomposed.count > 1 || decomposed.first != scalar else { return "" }
            return String(String.UnicodeScalarView(decomposed.filter(metrics.hasGlyph)))
        }
        return tidied(drawable)
    }

    private static func tidied(_ text: String) -> String {
        var result = text
        for (pattern, replacement) in [
            (#"[ \t]+"#, " "),
            (#"\(\s*\)|\[\s*\]"#, ""),
            (#" +([,.;:)\]])"#, "$1"),
            (#"([(\[]) +"#, "$1"),
            (#"[ \t]+"#, " "),
        ] {
            result = result.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
