import Testing
@testable import Layout

@Suite struct SceneIdentifierTests {
    @Test func lettersAndDigitsStayAndRunsOfOthersBecomeOneDash() {
        #expect(SceneIdentifier.token("alkali metal") == "alkali-metal")
        #expect(SceneIdentifier.token("Mercury (Element)") == "Mercury-Element")
        #expect(SceneIdentifier.token("a--b") == "a-b")
        #expect(SceneIdentifier.token("12.011") == "12-011")
    }

    @Test func nonASCIILettersAreDroppedAndAnEmptyTokenIsX() {
        #expect(SceneIdentifier.token("Ünïcödé") == "n-c-d")
        #expect(SceneIdentifier.token("日本語") == "x")
        #expect(SceneIdentifier.token("  ") == "x")
        #expect(SceneIdentifier.token("") == "x")
    }

    @Test func tokensAreAtMostTheMaximumLength() {
        #expect(SceneIdentifier.token(String(repeating: "a", count: 70)) == String(repeating: "a", count: 64))
        // Only the start of a long text is read.
        #expect(SceneIdentifier.token(String(repeating: "é", count: 300) + "abc") == "x")
    }
}
