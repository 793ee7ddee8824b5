import Foundation
import Layout
import Testing

/// A browser without Chinese, Japanese or Korean fonts (a bare Linux desktop, a headless
/// Chromium) still draws a CJK page's own text, not boxes: the page sets it in the Noto face
/// its table's SVG embeds, and that cut holds every character of the page.
@Suite struct PageCJKTextTests {
    @Test(arguments: [("ja", "JP"), ("ko", "KR"), ("zh-Hans", "SC")])
    func everyCharacterOfTheLanguagesPageIsInTheFacesItEmbeds(code: String, region: String) async throws {
        try await InProcessServer.test { client in
            let page = try await client.get("/?lang=\(code)")
            #expect(page.status == 200)
            let html = page.text
            let family = "Noto Sans CJK \(region)"
            #expect(html.contains("html:lang(\(code.prefix(2))) body { font-family: Inter, \"\(family)\","))
            let inter = try FontLibrary.metrics(for: FontLibrary.regular)
            let beyondInter = Set(html.unicodeScalars.filter { !inter.hasGlyph($0) && !$0.properties.isWhitespace && $0.value >= 0x80 })
            #expect(beyondInter.count > 100, "the page's names and words are in the language")
            for weight in [400, 700] {
                let face = try Self.embeddedFace(family, weight: weight, in: html)
                let missing = beyondInter.filter { !face.hasGlyph($0) }.map { String($0) }.sorted()
                #expect(missing.isEmpty, "\(family) \(weight) lacks \(missing.joined())")
            }
        }
    }

    /// The face a `@font-face` rule of `html` embeds as base64.
    static func embeddedFace(_ family: String, weight: Int, in html: String) throws -> FontMetrics {
        let rule = "@font-face { font-family: '\(family)'; font-weight: \(weight); src: url(data:font/otf;base64,"
        let start = try #require(html.range(of: rule), "no @font-face for \(family) \(weight)").upperBound
        let end = try #require(html[start...].firstIndex(of: ")"))
        let data = try #require(Data(base64Encoded: String(html[start..<end])))
        return try FontMetrics(data: data, file: "\(family) \(weight)")
    }
}
