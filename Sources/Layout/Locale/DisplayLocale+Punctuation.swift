/// The punctuation ptable puts between words it joins itself (a label and its value, a name and
/// its qualifier), written as each language file's own patterns write it: French spaces a colon
/// (`{mass} : nombre de masse…`), Chinese and Japanese use full-width `：` and `（）`
/// (`CPK 配色：Jmol 元素颜色（{value}）`), Korean sets a parenthesis without a space
/// (`제1 이온화 에너지(몰)`). The others, English included, write `Label: value` and `Name (unit)`.
public extension DisplayLocale {
    /// `label` followed by `value`: `Sources: Haynes`, `Sources : Haynes`, `来源：Haynes`.
    func labelled(_ label: String, _ value: String) -> String {
        switch code {
        // A no-break space, so the colon never starts a line.
        case "fr": label + "\u{00A0}: " + value
        case "zh-Hans", "ja": label + "：" + value
        default: label + ": " + value
        }
    }

    /// `text` with `asides` in parentheses after it, joined as a list:
    /// `Melting point (K, log scale)`, `熔点（K，对数刻度）`, `融点（K、対数目盛）`, `녹는점(K, 로그 눈금)`.
    func parenthesized(_ text: String, _ asides: [String]) -> String {
        switch code {
        case "zh-Hans": text + "（" + asides.joined(separator: "，") + "）"
        case "ja": text + "（" + asides.joined(separator: "、") + "）"
        case "ko": text + "(" + asides.joined(separator: ", ") + ")"
        default: text + " (" + asides.joined(separator: ", ") + ")"
        }
    }
}
