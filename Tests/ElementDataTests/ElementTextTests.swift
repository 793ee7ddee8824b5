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
        #expect(ElementText.escapedForMessage(String(repeating: "y", count: 10_000)).count == 60)
    }

    /// A message names the value exactly: what `sanitized` blanks or drops is written as an
    /// escape (`cannot read a b` named a file with a space, not the ESC it had).
    @Test func messagesShowHiddenCharactersAsEscapes() {
        let hostile = "a\u{1B}[31mb\u{07}c\rd\ne\tf\u{9B}g\u{202E}h\u{200F}i\u{7F}j\u{FFFE}k\u{2028}l"
        #expect(ElementText.escaped(hostile)
            == #"a\u{1B}[31mb\u{7}c\rd\ne\tf\u{9B}g\u{202E}h\u{200F}i\u{7F}j\u{FFFE}k\u{2028}l"#)
        #expect(ElementText.escaped("مرحبا e\u{301} 周期表") == "مرحبا e\u{301} 周期表")
        #expect(ElementText.escapedForMessage("x\u{1B}" + String(repeating: "y", count: 100)) == #"x\u{1B}"# + String(repeating: "y", count: 57) + "…", "59 characters typed, then …")
    }

    /// An error's own line breaks join its lines; what it quotes keeps its escapes, and a second
    /// pass changes nothing (a message may quote another's).
    @Test func anErrorLineIsOneLineAndEscapedOnce() {
        let line = ElementText.errorLine("cannot read \(ElementText.escaped("a\nb\u{1B}")):\n  no such file\u{07}")
        #expect(line == #"cannot read a\nb\u{1B}: no such file\u{7}"#)
        #expect(ElementText.errorLine(line) == line)
        #expect(ElementText.errorLine("\n \n") == "unknown error")
    }
}
