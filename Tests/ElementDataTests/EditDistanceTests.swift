import Testing
@testable import ElementData

@Suite struct EditDistanceTests {
    /// The distance over Characters, as first written; the byte path must agree with it.
    private static func referenceDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

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
            #expect(EditDistance.between(a, b) == Self.referenceDistance(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
    }
}
