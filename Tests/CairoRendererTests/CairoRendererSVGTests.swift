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

    @Test func testSizeIsInPoints() throws {
        let svg = String(decoding: try renderer.outlinedSVG(TestScenes.sodium), as: UTF8.self)
        #expect(svg.contains(#"width="200pt" height="120pt" viewBox="0 0 200 120""#))
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
