import Foundation
import Testing
@testable import Layout

/// The source row's texts against the Foundation versions they replaced.
@Suite struct BackTileSourceTests {
    /// `displayedSource` as first written, through Foundation's trimming and lowercasing.
    private static func referenceDisplayed(_ source: String) -> String {
        var text = source.trimmingCharacters(in: .whitespaces)
        for prefix in ["https://", "http://", "www."] where text.lowercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        return text
    }

    private static let sources: [String] = {
        var texts = ["", " ", "\t", "https://", "HTTPS://WWW.EXAMPLE.ORG", "  https://en.wikipedia.org/wiki/Sodium \t",
                     "http://www.x", "https://http://www.www.y", "www.", "wwwx.org", "ftp://x", "https:/x",
                     "\r\nhttps://x", "https://x\r\n", " \u{A0}https://x\u{3000}", "https://é.org", "HtTp://WwW.a b"]
        let pieces = ["https://", "http://", "www.", "HTTP://", "Www.", " ", "\t", "\n", "\r", "\r\n", "\u{0B}",
                      "a", "Z", "/", ".", "-", "é", "\u{A0}"]
        var state: UInt64 = 3
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var count = Int(state >> 60)
            var text = ""
            while count > 0 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
                count -= 1
            }
            texts.append(text)
        }
        return texts
    }()

    @Test func displayedSourceMatchesTheFoundationVersion() {
        let mismatches = Self.sources.filter { BackTileLayout.displayedSource($0) != Self.referenceDisplayed($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map(\.debugDescription))")
    }

    @Test func linksAreTheSameWhenAskedAgain() {
        let samples = ["https://en.wikipedia.org/wiki/Mercury (Element)", " http://x.org/a\"b ", "javascript:x",
                       "https://", "  ", "HTTPS://Example.org/ä?q=1#f"]
        let first = samples.map { BackTileLayout.link(forSource: $0) }
        let again = samples.map { BackTileLayout.link(forSource: $0) }
        #expect(first == again)
        #expect(first == ["https://en.wikipedia.org/wiki/Mercury%20(Element)", "http://x.org/a%22b", nil, nil, nil,
                          "HTTPS://Example.org/%C3%A4?q=1#f"])
    }

    @Test func theCacheStopsGrowingAtItsCapacity() {
        let cache = SourceLinkCache(capacity: 2)
        var computed = 0
        let compute = { (source: String) -> String? in
            computed += 1
            return source.uppercased()
        }
        for source in ["a", "b", "c", "a", "b", "c"] {
            #expect(cache.link(for: source, compute: compute) == source.uppercased())
        }
        // "a" and "b" were kept; "c", past the capacity, is computed each time.
        #expect(computed == 4)
    }
}
