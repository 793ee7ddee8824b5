/// Which regional glyph shapes Chinese, Japanese and Korean text is drawn with: the same
/// character is drawn differently in each (Noto Sans CJK's SC, JP and KR faces).
public enum CJKRegion: String, CaseIterable, Sendable {
    /// Simplified Chinese shapes (Noto Sans CJK SC).
    case simplifiedChinese = "SC"
    /// Japanese shapes (Noto Sans CJK JP).
    case japanese = "JP"
    /// Korean shapes (Noto Sans CJK KR).
    case korean = "KR"

    /// The region for text with no language given: Hangul is Korean, kana Japanese, and
    /// anything else (Han alone) Simplified Chinese.
    static func guessed(for text: String) -> CJKRegion {
        var region = CJKRegion.simplifiedChinese
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: return .korean
            case 0x3040...0x30FF, 0x31F0...0x31FF: region = .japanese
            default: continue
            }
        }
        return region
    }
}
