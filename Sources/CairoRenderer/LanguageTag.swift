/// A scene's language as binary formats state it (PDF `/Lang`, PNG iTXt).
enum LanguageTag {
    /// `text` if it is letters, digits and hyphens, as a BCP 47 tag is; nil for anything else,
    /// which would need escaping and is no tag.
    static func checked(_ text: String?) -> String? {
        text.flatMap { $0.wholeMatch(of: /[A-Za-z0-9]+(-[A-Za-z0-9]+)*/) == nil ? nil : $0 }
    }
}
