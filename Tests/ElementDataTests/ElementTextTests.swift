import Testing
@testable import ElementData

@Suite struct ElementTextTests {
    @Test func controlAndBidiCharactersNeverSurvive() {
        let hostile = "a\u{1B}[31mb\u{07}c\rd\u{08}e\u{9B}2Jf\u{202E}g\u{2066}h\u{200F}i\u{7F}"
        #expect(ElementText.sanitized(hostile) == "a [31mb c d e 2Jfghi ")
    }

    @Test func rightToLeftLettersAndCombiningMarksAreKept() {
        #expect(ElementText.sanitized("مرحبا e\u{301}") == "مرحبا e\u{301}")
    }

    @Test func veryLongTextIsCutWithAnEllipsis() {
        let text = ElementText.sanitized(String(repeating: "x", count: 1_000_000))
        #expect(text.unicodeScalars.count == ElementText.maximumScalars + 1)
        #expect(text.hasSuffix("x…"))
        let marks = ElementText.sanitized("e" + String(repeating: "\u{301}", count: 100_000))
        #expect(marks.unicodeScalars.count == ElementText.maximumScalars + 1)
    }

    @Test func messagesAreShort() {
        #expect(ElementText.sanitizedForMessage(String(repeating: "y", count: 10_000)).count == 60)
    }
}
