/// The initial consonant a Korean index files a word under: the first Hangul syllable's
/// leading consonant as a compatibility jamo, a tense consonant with its plain one.
enum HangulInitial {
    /// The index's consonants in dictionary order.
    static let order = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

    /// The leading consonants of precomposed syllables (가...힣), in Unicode's order, mapped to the index.
    private static let leading = [
        "ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// The index consonant of a Hangul syllable, nil for any other scalar.
    static func consonant(of scalar: Unicode.Scalar) -> String? {
        guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        return leading[Int(scalar.value - 0xAC00) / (21 * 28)]
    }
}
