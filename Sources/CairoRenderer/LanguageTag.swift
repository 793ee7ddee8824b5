/// A scene's language as binary formats state it (PDF `/Lang`, PNG iTXt).
enum LanguageTag {
    /// `text` if it is letters, digits and hyphens, as a BCP 47 tag is; nil for anything else,
    /// which would need escaping and is no tag.
    static func checked(_ text: String?) -> String? {
        // Byte by byte, not with a regex literal, which Swift parses again on every call (every
        // PNG header): for the `118 tiles at 64 px` job.
        guard let text else { return nil }
        let subtags = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return subtags.allSatisfy { !$0.isEmpty && $0.allSatisfy(isLetterOrDigit) } ? text : nil
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
