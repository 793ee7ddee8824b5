import Testing
import Layout

@Suite struct SceneLinkTests {
    /// The refusal as first written, through Unicode's properties for every scalar.
    private static func referenceAllowed(_ link: String) -> String? {
        guard !link.isEmpty,
              !link.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
              let colon = link.firstIndex(of: ":") else { return nil }
        let scheme = link[..<colon].lowercased()
        guard SceneLink.allowedSchemes.contains(scheme), link.index(after: colon) != link.endIndex else { return nil }
        return link
    }

    @Test func everyScalarInALinkIsJudgedAsBefore() {
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{E0020}"]
        let mismatches = scalars.filter { scalar in
            let link = "https://a\(scalar)b"
            return SceneLink.allowed(link) != Self.referenceAllowed(link)
        }
        #expect(mismatches.isEmpty, "\(mismatches.map(\.value))")
        #expect(SceneLink.allowed("https://en.wikipedia.org/wiki/Sodium") != nil)
        #expect(SceneLink.allowed("https://a b") == nil)
        #expect(SceneLink.allowed("https://a\u{A0}b") == nil)
    }
}
