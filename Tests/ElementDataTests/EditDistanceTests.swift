import Testing
@testable import ElementData

@Suite struct EditDistanceTests {
    @Test func knownDistances() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("carbn", "carbon") == 1)
        #expect(EditDistance.between("a\r\nb", "a\nb") == 1)
        #expect(EditDistance.between("e\u{301}", "\u{E9}") == 0)
    }

    @Test func randomPairsMatchTheCharacterReference() {
        // Mixes plain ASCII with CR LF, a combining mark and its precomposed form, where
        // Characters and bytes differ.
        let alphabet: [String] = ["a", "b", "c", "\r", "\n", "\r\n", "e", "\u{301}", "\u{E9}", "日", " "]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func text() -> String {
            let asciiOnly = next() % 2 == 0
            let letters = asciiOnly ? ["a", "b", "c", "\n", " ", "e"] : alphabet
            return (0..<(next() % 9)).map { _ in letters[next() % letters.count] }.joined()
        }
        for _ in 0..<4000 {
            let a = text(), b = text()
            #expect(EditDistance.between(a, b) == EditDistance.characterDistance(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
    }
}
