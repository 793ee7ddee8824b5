/// The rows of the Japanese syllabary (gojūon) that a Japanese index files words under,
/// by the first kana of their reading; voiced and small kana go with their row (ガ, ッ → カ, タ).
enum KanaRow: CaseIterable {
    case a, ka, sa, ta, na, ha, ma, ya, ra, wa

    /// The section title, e.g. `カ行`.
    var title: String {
        switch self {
        case .a: "ア行"
        case .ka: "カ行"
        case .sa: "サ行"
        case .ta: "タ行"
        case .na: "ナ行"
        case .ha: "ハ行"
        case .ma: "マ行"
        case .ya: "ヤ行"
        case .ra: "ラ行"
        case .wa: "ワ行"
        }
    }

    /// The row of a hiragana or katakana scalar, nil for anything else.
    static func row(of scalar: Unicode.Scalar) -> KanaRow? {
        var value = scalar.value
        // Hiragana ぁ...ゖ map onto katakana ァ...ヶ.
        if (0x3041...0x3096).contains(value) { value += 0x60 }
        switch value {
        case 0x30A1...0x30AA, 0x30F4: return .a // ァ...オ, ヴ
        case 0x30AB...0x30B4, 0x30F5, 0x30F6: return .ka // カ...ゴ, ヵ, ヶ
        case 0x30B5...0x30BE: return .sa // サ...ゾ
        case 0x30BF...0x30C9: return .ta // タ...ド
        case 0x30CA...0x30CE: return .na // ナ...ノ
        case 0x30CF...0x30DD: return .ha // ハ...ポ
        case 0x30DE...0x30E2: return .ma // マ...モ
        case 0x30E3...0x30E8: return .ya // ャ...ヨ
        case 0x30E9...0x30ED: return .ra // ラ...ロ
        case 0x30EE...0x30F3, 0x30F7...0x30FA: return .wa // ヮ...ン, ヷ...ヺ
        default: return nil
        }
    }
}
