import Testing
@testable import Layout

/// Data text shown with runs of white space made one space: the fast path for text that is
/// already collapsed must give exactly what splitting by characters and joining gives.
@Suite struct WhiteSpaceCollapsingTests {
    let table = try! PeriodicTable.bundled()

    static let texts = [
        "plain words", "one", "two  spaces", " leading", "trailing ", "tab\there", "line\nbreak",
        "no\u{A0}break space", "ideographic\u{3000}space", "em\u{2003}space",
        // A space with a combining mark is one character, white space by its first scalar.
        "a \u{301}b", "a\u{301} b", "e\u{301} b",
        // A prepended scalar (U+0600) and the space after it are one character, not white space.
        "x\u{600} y", "x \u{600}y", "مرحبا بالعالم", "Curie–Skłodowska named it",
    ]

    @Test(arguments: texts)
    func summaryCollapsesAsCharactersDo(text: String) throws {
        var sodium = try #require(table.element(matching: "Na"))
        sodium.summary = text
        let expected = ElementText.sanitized(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(ElementFormatter().summary(sodium).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test func sanitizingKeepsCleanTextUpToTheLimitAndDropsNoncharacters() {
        let limit = String(repeating: "x", count: ElementText.maximumScalars)
        #expect(ElementText.sanitized(limit) == limit)
        #expect(ElementText.sanitized(limit + "y") == limit + "…")
        let noncharacters = [0xFFFE, 0xFDD0, 0x1FFFF].map { String(Character(Unicode.Scalar($0)!)) }
        #expect(ElementText.sanitized("a" + noncharacters.joined(separator: "b") + "é") == "abbé")
    }
}
