import Foundation
import Testing
@testable import Layout

@Suite struct SceneIdentifierTests {
    /// The token as first written, scalar by scalar; the byte loop must agree with it.
    private static func referenceToken(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(SceneIdentifier.maximumLength * 4) {
            guard result.utf8.count < SceneIdentifier.maximumLength else { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        let trimmed = result.trimmingCharacters(in: ["-"])
        return trimmed.isEmpty ? "x" : trimmed
    }

    private static let samples: [String] = [
        "", "-", "---", "Na", "Uue", "alkali metal", "post-transition metal", "  a  b  ", "-a-", "a--b",
        "Ünïcödé", "é", "éa", "aé", "日本語", "a😀b", "😀", "e\u{301}", "\r\n", "a\r\nb", "x\u{0}y", "ªº",
        "Mercury (Element)", "https://en.wikipedia.org/wiki/Sodium", "12.011", "[98]", "_under_score_",
        String(repeating: "a", count: 63) + "-b", String(repeating: "a", count: 64) + "b",
        String(repeating: "a", count: 70), "-" + String(repeating: "a", count: 70),
        String(repeating: "ab-", count: 30), String(repeating: "é", count: 300) + "abc",
        String(repeating: "é", count: 255) + "abc", String(repeating: "é", count: 256) + "abc",
        String(repeating: "-", count: 255) + "abc", String(repeating: "😀a", count: 100),
        String(repeating: "a é", count: 40), String(repeating: "é", count: 40) + String(repeating: "z", count: 70),
    ]

    @Test(arguments: samples)
    func tokenMatchesTheScalarReference(_ text: String) {
        #expect(SceneIdentifier.token(text) == Self.referenceToken(text))
    }

    @Test func randomTextsMatchTheScalarReference() {
        // Deterministic pseudo-random texts over a small alphabet mixing ASCII, separators and multibyte scalars.
        let alphabet: [String] = ["a", "Z", "0", "9", "-", " ", "_", ".", "é", "日", "😀", "\u{301}", "\r\n", "\u{0}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 56) % 90
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int(state >> 33) % alphabet.count]
            }
            #expect(SceneIdentifier.token(text) == Self.referenceToken(text), "\(text.debugDescription)")
        }
    }

    @Test func examples() {
        #expect(SceneIdentifier.token("alkali metal") == "alkali-metal")
        #expect(SceneIdentifier.token("  ") == "x")
        #expect(SceneIdentifier.token("Ünïcödé") == "n-c-d")
    }
}
