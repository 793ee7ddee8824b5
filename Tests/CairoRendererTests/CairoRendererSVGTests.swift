@testable import CairoRenderer
import Foundation
import Layout
import Testing

@Suite struct CairoRendererSVGTests {
    let renderer = CairoRenderer()

    @Test(.enabled(if: TestTools.isInstalled("xmllint"), "needs xmllint from libxml2-utils"))
    func testOutlinedSVGIsWellFormed() throws {
        let file = try TestTools.temporaryFile(try renderer.outlinedSVG(TestScenes.sodium), pathExtension: "svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try TestTools.run("xmllint", ["--noout", file.path])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func testGlyphsAreOutlinesNotText() throws {
        let svg = String(decoding: try renderer.outlinedSVG(TestScenes.sodium), as: UTF8.self)
        #expect(!svg.contains("<text"))
        #expect(svg.contains("<path"))
        #expect(svg.contains("xlink:href=\"#glyph"), "each glyph is a <use> of an outlined symbol")
    }

    @Test func testLinksStayLinksAsTransparentAreasOverWhatTheyDraw() throws {
        let scene = Scene(width: 200, height: 120, title: "links", background: .white, nodes: [
            TestScenes.text("source", x: 20, y: 100, anchor: .start, size: 10, font: FontLibrary.regular, role: .source,
                            link: "https://example.org/?a=1&b=\"2\""),
            .group(SceneGroup(x: 5, y: 5, children: [TestScenes.sodium.nodes[5]])),
        ])
        let svg = String(decoding: try renderer.outlinedSVG(scene), as: UTF8.self)
        guard case let .text(source) = scene.nodes[0] else { return }
        let metrics = try FontLibrary.metrics(for: FontLibrary.regular)
        let ascent = metrics.points(metrics.ascender, fontSize: 10), descent = -metrics.points(metrics.descender, fontSize: 10)
        let box = [100 - ascent, source.measuredWidth, ascent + descent].map(PDFPageBoxes.number)
        #expect(svg.contains(#"<a xlink:href="https://example.org/?a=1&amp;b=&quot;2&quot;" href="https://example.org/?a=1&amp;b=&quot;2&quot;">"#
            + ##"<rect x="20" y="\##(box[0])" width="\##(box[1])" height="\##(box[2])" fill="#000" fill-opacity="0"/></a>"##),
                "a linked text: its measured width, from the font's ascender to its descender")
        #expect(svg.contains(#"<a xlink:href="https://en.wikipedia.org/wiki/Sodium" href="https://en.wikipedia.org/wiki/Sodium">"#
            + ##"<rect x="125" y="15" width="70" height="40" fill="#000" fill-opacity="0"/></a>"##), "a linked group: its drawing's bounds")
        #expect(svg.hasSuffix("</a>\n</svg>\n"), "the areas lie on top of everything drawn")
        #expect(!String(decoding: try renderer.outlinedSVG(TestScenes.single("K", x: 10, y: 50, anchor: .start)), as: UTF8.self).contains("<a "))
    }

    @Test func testTheTitleAndLanguageAreStatedAsSVGRendererStatesThem() throws {
        // With every word an outline, the title is all a screen reader, a search or a browser
        // tab has: Cairo writes neither it nor the language.
        var scene = TestScenes.sodium
        scene.title = "Νάτριο & <Na>"
        scene.language = "el"
        let svg = String(decoding: try renderer.outlinedSVG(scene), as: UTF8.self)
        #expect(svg.contains(#/<svg [^>]*viewBox="0 0 200 120"[^>]* xml:lang="el" lang="el">\n<title>Νάτριο &amp; &lt;Na&gt;</title>\n/#))
        scene.title = ""
        scene.language = "en\"x"
        let untitled = String(decoding: try renderer.outlinedSVG(scene), as: UTF8.self)
        #expect(!untitled.contains("<title") && !untitled.contains("lang="), "no title, and a language that is no tag: neither")
    }

    @Test func testSizeIsInPixelsAsSVGRendererStatesItOrInPointsForAPrintedPage() throws {
        let screen = String(decoding: try renderer.outlinedSVG(TestScenes.sodium), as: UTF8.self)
        #expect(screen.contains(#"width="200" height="120" viewBox="0 0 200 120""#), "one scene point a CSS pixel, as SVGRenderer's default")
        let page = String(decoding: try renderer.outlinedSVG(TestScenes.sodium, sizeInPoints: true), as: UTF8.self)
        #expect(page.contains(#"width="200pt" height="120pt" viewBox="0 0 200 120""#))
    }

    @Test func testSecondRenderInOneProcessIsByteIdentical() throws {
        let first = try renderer.outlinedSVG(TestScenes.sodium)
        _ = try CairoRenderer().outlinedSVG(TestScenes.single("K", x: 10, y: 50, anchor: .start))
        #expect(try renderer.outlinedSVG(TestScenes.sodium) == first)
    }

    @Test func testSurfaceIdsAreRenumberedInOrder() {
        let svg = ##"<g id="surface65"><use xlink:href="#surface65"/><g id="surface70"/><path id="glyph0-1"/>"##
        let normalized = String(decoding: SVGIdentifiers.normalized(Data(svg.utf8)), as: UTF8.self)
        #expect(normalized == ##"<g id="surface1"><use xlink:href="#surface1"/><g id="surface2"/><path id="glyph0-1"/>"##)
    }
}
