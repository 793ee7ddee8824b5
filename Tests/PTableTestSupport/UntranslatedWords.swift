import Foundation

/// ptable's own English words, to look for in another language's output: a label, category
/// or element name (or a piece of a pattern label between its placeholders) of four letters or
/// more that the language does not write the same way. Found as whole words, so `Period` is not
/// found in `Periode`.
public struct UntranslatedWords: Sendable {
    /// The English pieces looked for, sorted.
    public let pieces: [String]

    /// `english`: the English texts (labels, category names, element names); `own`: every
    /// text of the language, whose words are never counted as English (`Symbol`, `Neon`).
    public init(english: [String], own: [String]) {
        let ownText = own.joined(separator: "\n")
        let split = english.flatMap { $0.split(separator: /\{[a-z]+\}/).map(String.init) }
        pieces = Set(split.map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) })
            .filter { $0.filter(\.isLetter).count >= 4 && !ownText.contains($0) }
            .sorted()
    }

    /// The pieces `text` holds as whole words.
    public func found(in text: String) -> [String] {
        pieces.filter { Self.contains(text, word: $0) }
    }

    private static func contains(_ text: String, word piece: String) -> Bool {
        var searched = text[...]
        while let range = searched.range(of: piece) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searched = text[range.upperBound...]
        }
        return false
    }
}
