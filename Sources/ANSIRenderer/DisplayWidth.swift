/// How many terminal columns text occupies.
///
/// Swift counts `Character`s (grapheme clusters), but a terminal counts columns: combining
/// marks take none, East Asian wide and fullwidth characters and emoji take two, and
/// everything else takes one. This follows the rules of `wcwidth` closely enough for
/// element data, so boxes drawn around accented or CJK text stay straight.
public enum DisplayWidth {
    /// The columns `text` occupies on one line.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    ///
    /// A cluster is as wide as its widest scalar, so `e` + U+0301 is 1 and a Hangul
    /// syllable spelt with jamo is 2. An emoji with presentation selector U+FE0F is 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1, scalars.contains("\u{FE0F}"),
           let first = scalars.first, first.properties.isEmoji {
            return 2
        }
        return scalars.reduce(0) { max($0, of($1)) }
    }

    /// The columns one Unicode scalar occupies on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x20..<0x7F).contains(value) { return 1 }  // printable ASCII, most of what is drawn
        if value == 0xAD { return 1 }  // soft hyphen: terminals draw it
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control,
             .lineSeparator, .paragraphSeparator, .surrogate:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels, final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo initial consonants
        0x2329...0x232A,    // angle brackets
        0x2E80...0x303E,    // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,    // Hiragana, Katakana, Bopomofo, compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,    // CJK Extension A
        0x4E00...0x9FFF,    // CJK Unified Ideographs
        0xA000...0xA4CF,    // Yi
        0xA960...0xA97F,    // Hangul Jamo Extended-A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth forms
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extensions G–H
    ]
}
