import Foundation
import Layout
import SVGRenderer
import Testing

@Suite struct SVGRendererTests {
    @Test func tinySceneRendersExactly() throws {
        let svg = try SVGRenderer().render(SampleScenes.tiny)
        #expect(svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="100" height="60" viewBox="0 0 100 60">
          <title>Tiny table</title>
          <style><![CDATA[
            .font-inter-500 { font-family: 'Inter', sans-serif; font-weight: 500; }
            .font-inter-display-700 { font-family: 'Inter Display', sans-serif; font-weight: 700; }
            .font-inter-400 { font-family: 'Inter', sans-serif; font-weight: 400; }
          ]]></style>
          <rect width="100" height="60" fill="#ffffff" class="background"/>
          <g id="tile-Na" class="tile alkali-metal" transform="translate(10 5)">
            <a href="https://en.wikipedia.org/wiki/Sodium" xlink:href="https://en.wikipedia.org/wiki/Sodium">
              <rect width="50" height="50" rx="4" fill="#ffd3a8" stroke="#000000" stroke-opacity="0.5" stroke-width="0.5" class="tile-background"/>
              <text x="4" y="10" font-size="7.5" textLength="8.1" lengthAdjust="spacingAndGlyphs" fill="#1a1a2e" class="number font-inter-500">11</text>
              <text x="25" y="30" text-anchor="middle" font-size="18" textLength="24.3" lengthAdjust="spacingAndGlyphs" fill="#1a1a2e" class="symbol font-inter-display-700">Na</text>
              <text x="46" y="10" text-anchor="end" font-size="6" textLength="15.6" lengthAdjust="spacingAndGlyphs" fill="#1a1a2e" class="mass font-inter-400">22.99</text>
              <line x1="4" y1="36" x2="46" y2="36" stroke="#1a1a2e" stroke-width="0.25" class="rule"/>
            </a>
          </g>
        </svg>

        """)
    }

    @Test func aPageStatesItsSizeInPointsWithTheSameViewBox() throws {
        let scene = Scene(width: 841.89, height: 595.28, title: "", background: nil, nodes: [])
        let page = try SVGRenderer(options: .init(sizeUnit: .point)).render(scene)
        #expect(page.contains(#"width="841.89pt" height="595.28pt" viewBox="0 0 841.89 595.28""#))
        let screen = try SVGRenderer().render(scene)
        #expect(screen.contains(#"width="841.89" height="595.28" viewBox="0 0 841.89 595.28""#))
        #expect(page.replacingOccurrences(of: "pt\"", with: "\"") == screen)
    }

    @Test func emptySceneHasNoStyleTitleOrBackground() throws {
        let svg = try SVGRenderer().render(Scene(width: 20.5, height: 10, title: "", background: nil, nodes: []))
        #expect(svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="20.5" height="10" viewBox="0 0 20.5 10">
        </svg>

        """)
    }

    @Test func theScenesLanguageIsTheDocumentsForSVG11AndSVG2() throws {
        var scene = SampleScenes.tiny
        scene.language = "zh-Hans"
        #expect(try SVGRenderer().render(scene).contains(#"viewBox="0 0 100 60" xml:lang="zh-Hans" lang="zh-Hans">"#))
        scene.language = nil
        #expect(try !SVGRenderer().render(scene).contains("lang="), "no language, no attribute")
    }

    /// A run in another language than the document's (English data on a Japanese back) says so on
    /// its own `<text>`, so a screen reader reads it as English; other runs inherit the root's.
    @Test func aRunInAnotherLanguageStatesItOnItsText() throws {
        var scene = SampleScenes.tiny
        scene.language = "ja"
        scene.nodes = [.text(SceneText(text: "Iron is a metal", x: 1, y: 10, anchor: .start, fontSize: 7,
                                       font: FontLibrary.regular, color: SampleScenes.ink, role: .summary, measuredWidth: 40)),
                       .text(SceneText(text: "鉄", x: 1, y: 20, anchor: .start, fontSize: 7,
                                       font: FontLibrary.regular, color: SampleScenes.ink, role: .name, measuredWidth: 7))]
        guard case var .text(english) = scene.nodes[0] else { return }
        english.language = "en"
        scene.nodes[0] = .text(english)
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(#" xml:lang="en" lang="en">Iron is a metal</text>"#))
        #expect(svg.contains(#"class="name font-inter-400">鉄</text>"#))
    }

    @Test func sameSceneGivesIdenticalBytes() throws {
        for scene in [SampleScenes.tiny, SampleScenes.strip, SampleScenes.hostile] {
            let first = try SVGRenderer().renderData(scene)
            let second = try SVGRenderer().renderData(scene)
            #expect(first == second)
        }
        let embedded = SVGRenderer(options: .init(embedFonts: true))
        #expect(try embedded.renderData(SampleScenes.tiny) == embedded.renderData(SampleScenes.tiny))
    }

    @Test func renderDataIsTheUTF8OfRender() throws {
        let renderer = SVGRenderer()
        #expect(try renderer.renderData(SampleScenes.hostile) == Data(renderer.render(SampleScenes.hostile).utf8))
    }

    @Test func groupAtOriginHasNoTransformAndUnlinkedGroupHasNoAnchor() throws {
        let scene = Scene(width: 10, height: 10, title: "t", background: nil, nodes: [
            .group(SceneGroup(id: "legend", children: [
                .rect(SceneRect(x: 1, y: 2, width: 3, height: 4, fill: nil, stroke: .black, strokeWidth: 1)),
            ])),
        ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("""
          <g id="legend">
            <rect x="1" y="2" width="3" height="4" fill="none" stroke="#000000" stroke-width="1"/>
          </g>
        """))
        #expect(!svg.contains("<a "))
    }

    @Test func translucentColoursUseOpacityAttributes() throws {
        let half = Color(red: 255, green: 0, blue: 0, alpha: 128)
        let scene = Scene(width: 10, height: 10, title: "t", background: half, nodes: [
            .text(SceneText(text: "x", x: 1, y: 2, anchor: .start, fontSize: 3, font: FontLibrary.regular,
                            color: half, role: .label, measuredWidth: 1)),
        ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(##"<rect width="10" height="10" fill="#ff0000" fill-opacity="0.5" class="background"/>"##))
        #expect(svg.contains(##"<text x="1" y="2" font-size="3" textLength="1" lengthAdjust="spacingAndGlyphs" fill="#ff0000" fill-opacity="0.5" class="label font-inter-400">x</text>"##))
    }

    @Test func negativeRectangleSizeIsMirroredNotInvalid() throws {
        let scene = Scene(width: 10, height: 10, title: "t", background: nil, nodes: [
            .rect(SceneRect(x: 5, y: 5, width: -3, height: -2, fill: .black)),
        ])
        #expect(try SVGRenderer().render(scene).contains(##"<rect x="2" y="3" width="3" height="2" fill="#000000"/>"##))
    }

    @Test func linkedTextIsWrappedInAnAnchor() throws {
        let scene = Scene(width: 10, height: 10, title: "t", background: nil, nodes: [
            .text(SceneText(text: "mail", x: 1, y: 2, anchor: .start, fontSize: 3, font: FontLibrary.regular,
                            color: .black, role: .source, measuredWidth: 1, link: "mailto:a@b.org")),
        ])
        #expect(try SVGRenderer().render(scene).contains("""
          <a href="mailto:a@b.org" xlink:href="mailto:a@b.org">
            <text x="1" y="2" font-size="3" textLength="1" lengthAdjust="spacingAndGlyphs" fill="#000000" class="source font-inter-400">mail</text>
          </a>
        """))
    }
}
