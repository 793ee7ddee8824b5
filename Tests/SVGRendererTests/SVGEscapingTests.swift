import Foundation
import Layout
@testable import SVGRenderer
import Testing

@Suite struct SVGEscapingTests {
    @Test func hostileStringsGiveWellFormedOutputWithoutScript() throws {
        let data = try SVGRenderer().renderData(SampleScenes.hostile)
        let probe = try XMLProbe(data)
        #expect(!probe.elements.contains { $0.name.lowercased().contains("script") })
        let svg = String(decoding: data, as: UTF8.self)
        #expect(!svg.lowercased().contains("<script"))
        #expect(!svg.contains("javascript:"))
        for forbidden: Unicode.Scalar in ["\u{00}", "\u{07}", "\u{08}", "\u{0B}", "\u{0C}", "\u{1B}", "\u{7F}", "\u{85}", "\u{FFFE}"] {
            #expect(!svg.unicodeScalars.contains(forbidden), "U+\(String(forbidden.value, radix: 16)) leaked")
        }
    }

    @Test func hostileTextRoundTripsAsText() throws {
        let probe = try XMLProbe(SVGRenderer().renderData(SampleScenes.hostile))
        let texts = probe.elements(named: "text").map(\.text)
        #expect(texts.count == SampleScenes.hostileStrings.count)
        #expect(texts.contains("<script>alert(1)</script>"))
        #expect(texts.contains("]]>"))
        #expect(texts.contains(#"say "hi" & 'bye'"#))
        #expect(texts.contains("esc[31mredbellnulend"))
        #expect(texts.contains("עברית العربية mixed"))
        #expect(texts.contains("e\u{0301}\u{0327} Z\u{0335}\u{0336} \u{202E}override\u{202C}"))
        #expect(texts.contains("  padded  "))
        #expect(texts.contains("tab new line "))
        #expect(probe.elements(named: "title").first?.text == XMLText.singleLine(SampleScenes.hostileStrings.joined(separator: " | ")))
    }

    @Test func textWithSignificantSpacesIsPreserved() throws {
        let probe = try XMLProbe(SVGRenderer().renderData(SampleScenes.hostile))
        let preserved = probe.elements(named: "text").filter { $0.attributes["xml:space"] == "preserve" }.map(\.text)
        #expect(preserved == ["  padded  ", "tab new line "])
    }

    @Test func doubleSpacesAreFoundByScalar() {
        #expect(XMLText.hasDoubleSpace("a  b"))
        #expect(XMLText.hasDoubleSpace("a  \u{301}b"))  // a combining mark on the second space
        #expect(!XMLText.hasDoubleSpace("a b c"))
        #expect(!XMLText.hasDoubleSpace("a\u{A0} b"))
    }

    @Test func idsAreValidAndUnique() throws {
        let probe = try XMLProbe(SVGRenderer().renderData(SampleScenes.hostile))
        let ids = probe.elements.compactMap { $0.attributes["id"] }
        #expect(ids.count == SampleScenes.hostileStrings.count)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_-]*/) != nil, "invalid id \(id)")
        }
    }

    @Test func classesAreCSSSafeTokens() throws {
        let probe = try XMLProbe(SVGRenderer().renderData(SampleScenes.hostile))
        let classes = probe.elements.compactMap { $0.attributes["class"] }.flatMap { $0.split(separator: " ") }
        #expect(!classes.isEmpty)
        for name in classes {
            #expect(name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_-]*/) != nil, "invalid class \(name)")
        }
    }

    @Test(arguments: [
        ("tile-Na", "tile-Na"),
        ("118", "_118"),
        ("-x", "_-x"),
        ("tile Na", "tile_Na"),
        ("<script>", "_script_"),
        ("Ω", "_"),
    ])
    func namesAreSanitized(input: String, expected: String) {
        #expect(SVGName.sanitized(input) == expected)
    }

    @Test func duplicateIdsGetSuffixes() {
        var registry = SVGIDRegistry()
        let given = ["a", "a", "a-2", "a", "", "b c", "b_c"].map { registry.id(for: $0) }
        #expect(given == ["a", "a-2", "a-2-2", "a-3", nil, "b_c", "b_c-2"])
    }

    @Test(arguments: [
        ("https://example.com/a?b=1&c=2", true),
        ("http://example.com", true),
        ("HTTPS://EXAMPLE.COM", true),
        ("mailto:someone@example.com", true),
        ("javascript:alert(1)", false),
        ("JavaScript:alert(1)", false),
        ("java\tscript:alert(1)", false),
        (" https://example.com", false),
        ("https://a\u{A0}b", false),
        ("https://a\u{85}b", false),
        ("https://a\u{3000}b", false),
        ("data:text/html,<script>", false),
        ("vbscript:msgbox", false),
        ("file:///etc/passwd", false),
        ("relative/path", false),
        ("https:", false),
        ("", false),
    ])
    func onlyWebAndMailLinksAreKept(link: String, kept: Bool) {
        #expect((SceneLink.allowed(link) != nil) == kept)
    }

    @Test func linkIsEscapedInBothHrefAttributes() throws {
        let svg = try SVGRenderer().render(SampleScenes.hostile)
        #expect(svg.contains(#"<a href="https://example.com/?q=0&amp;r=&quot;x&quot;" xlink:href="https://example.com/?q=0&amp;r=&quot;x&quot;">"#))
    }

    @Test func cdataTerminatorIsSplit() {
        #expect(SVGStyleSheet.cdataEscaped("a]]>b") == "a]]]]><![CDATA[>b")
        #expect(SVGStyleSheet.cdataEscaped("]]>]]]>") == "]]]]><![CDATA[>]]]]]><![CDATA[>")
    }

    @Test func textWithoutTerminatorIsUnchanged() {
        for text in ["", "a]b", "]]", "]] >", "url(data:font/otf;base64,AAEC+/==)", "é]]"] {
            #expect(SVGStyleSheet.cdataEscaped(text) == text)
        }
    }

    @Test func hostileFontFamilyStaysInsideItsCSSString() throws {
        let face = FontFace(family: "Evil'; } svg { display: none } ]]> <x", weight: 400, file: "Inter-Regular.otf")
        let scene = Scene(width: 10, height: 10, title: "t", background: nil, nodes: [
            .text(SceneText(text: "x", x: 1, y: 2, anchor: .start, fontSize: 3, font: face, color: .black,
                            role: .label, measuredWidth: 1)),
        ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(".font-evil-svg-display-none-x-400 { font-family: 'Evil  svg  display none   x', sans-serif; font-weight: 400; }"))
        _ = try XMLProbe(Data(svg.utf8))
    }
}
