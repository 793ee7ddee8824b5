import Testing
@testable import ElementData

@Suite struct EditDistanceTests {
    @Test func countsInsertionsDeletionsAndSubstitutions() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("carbn", "carbon") == 1)
    }

    /// Distances are over Characters: CR LF is one, and a letter with a combining accent
    /// equals its precomposed form.
    @Test func comparesCharactersNotBytes() {
        #expect(EditDistance.between("a\r\nb", "a\nb") == 1)
        #expect(EditDistance.between("e\u{301}", "\u{E9}") == 0)
        #expect(EditDistance.between("日本", "日") == 1)
    }
}
