@testable import CairoRenderer
import CCairo
import Foundation
import Layout
import Testing

/// ptable's own PNG writer: the pixels it stores are exactly the ones Cairo drew.
@Suite struct PNGEncoderTests {
    let renderer = CairoRenderer()

    @Test(arguments: [false, true])
    func testDecodedPixelsAreExactlyThoseCairoDrew(transparent: Bool) throws {
        let a4 = try PosterScenes.poster(.a4)
        let scene = transparent ? PosterScenes.transparent(a4) : a4
        let scale = 50.0 / 72
        let ours = try RGBAImage(png: try renderer.png(scene, scale: scale))
        let reference = try RGBAImage(png: try cairoWrittenPNG(scene, scale: scale))
        #expect(ours.width == reference.width && ours.height == reference.height)
        #expect(ours.pixels == reference.pixels, "decoded pixels differ from cairo_surface_write_to_png's")
    }

    @Test func testPartlyTransparentPixelsAreUnpremultipliedAsCairoDoes() throws {
        // Every alpha from 1 to 255 over a transparent page, in three colours.
        let nodes: [SceneNode] = (1...255).map { (alpha: Int) -> SceneNode in
            let byte = UInt8(alpha)
            let fill = Color(red: byte, green: 200, blue: 255 - byte, alpha: byte)
            let x = Double(alpha % 16) * 3
            let y = Double(alpha / 16) * 3
            return .rect(SceneRect(x: x, y: y, width: 3, height: 3, fill: fill))
        }
        let scene = Scene(width: 48, height: 48, title: "alphas", background: nil, nodes: nodes)
        let ours = try RGBAImage(png: try renderer.png(scene))
        let reference = try RGBAImage(png: try cairoWrittenPNG(scene, scale: 1))
        #expect(ours.pixels == reference.pixels)
        #expect(Set(stride(from: 3, to: ours.pixels.count, by: 4).map { ours.pixels[$0] }).count == 256)
    }

    @Test func testOpaquePageIsRGBAndTransparentOneRGBA() throws {
        let a4 = try PosterScenes.poster(.a4)
        #expect(try renderer.png(a4, scale: 0.2)[25] == 2, "colour type RGB")
        #expect(try renderer.png(PosterScenes.transparent(a4), scale: 0.2)[25] == 6, "colour type RGBA")
    }

    @Test func testEveryChunkHasAValidCRCAndTheFileEndsWithIEND() throws {
        let png = try renderer.png(try PosterScenes.poster(.a4), scale: 100.0 / 72)
        let chunks = try TestTools.pngChunks(png)
        #expect(chunks.first?.type == "IHDR")
        #expect(chunks.last?.type == "IEND")
        #expect(chunks.filter { $0.type == "IDAT" }.count > 1, "an A4 page at 100 dpi has several segments")
        #expect(chunks.allSatisfy { $0.crcIsValid })
    }

    @Test func testAPageAtADPIStatesItsResolutionSoItPrintsAtItsPaperSize() throws {
        let a4 = try PosterScenes.poster(.a4)
        let page = try TestTools.pngChunks(try renderer.png(a4, scale: 150.0 / 72))
        let resolution = try #require(page.first { $0.type == "pHYs" }, "no pHYs chunk")
        // 150 dpi is 5905.5 pixels per metre, stated as 5906 (0x1712) across and down, unit metre.
        #expect([UInt8](resolution.body) == [0, 0, 0x17, 0x12, 0, 0, 0x17, 0x12, 1])
        #expect(page[3].type == "pHYs", "pHYs comes before the image data")
        #expect(try !TestTools.pngChunks(try renderer.png(TestScenes.sodium)).contains { $0.type == "pHYs" },
                "a tile drawn point for pixel states no resolution")
    }

    @Test func testAPageDrawnAPointToAPixelStates72DPI() throws {
        // A page (a scene with a bleed, 0 or more) at scale 1 is a page at 72 dpi; without pHYs
        // an app that assumes 96 dpi placed an A4 page 223 mm wide.
        let page = try TestTools.pngChunks(try renderer.png(try PosterScenes.poster(.a4), scale: 1))
        let resolution = try #require(page.first { $0.type == "pHYs" }, "no pHYs chunk")
        // 72 dpi is 2834.6 pixels per metre, stated as 2835 (0x0B13).
        #expect([UInt8](resolution.body) == [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])
    }

    @Test func testColoursAreStatedAsSRGBSoColourManagedViewersShowThemAsPicked() throws {
        let chunks = try TestTools.pngChunks(try renderer.png(TestScenes.sodium))
        #expect(chunks.map(\.type).prefix(3) == ["IHDR", "sRGB", "gAMA"])
        #expect([UInt8](chunks[1].body) == [0], "rendering intent perceptual")
        #expect([UInt8](chunks[2].body) == [0, 0, 0xB1, 0x8F], "gamma 45455 (1/2.2)")
    }

    @Test func testTheTitleIsStatedInItsLanguage() throws {
        var scene = TestScenes.sodium
        scene.title = "Νάτριο (Na, 11)"
        scene.language = "el"
        let title = try #require(try TestTools.pngChunks(try renderer.png(scene)).first { $0.type == "iTXt" })
        // Keyword, NUL, uncompressed (0, 0), the language tag, NUL, no translated keyword (NUL), the UTF-8 text.
        #expect(title.body == Data("Title".utf8) + Data([0, 0, 0]) + Data("el".utf8) + Data([0, 0]) + Data("Νάτριο (Na, 11)".utf8))
        scene.language = "en\u{0}x"
        let untagged = try #require(try TestTools.pngChunks(try renderer.png(scene)).first { $0.type == "iTXt" })
        #expect(untagged.body.prefix(10) == Data("Title".utf8) + Data([0, 0, 0, 0, 0]), "not a tag: none")
    }

    @Test func testBytesDoNotDependOnTheNumberOfThreads() throws {
        let scene = try PosterScenes.poster(.a4)
        let one = try renderer.png(scene, scale: 100.0 / 72, threads: 1)
        #expect(try renderer.png(scene, scale: 100.0 / 72, threads: 2) == one)
        #expect(try renderer.png(scene, scale: 100.0 / 72, threads: 7) == one)
        #expect(try CairoRenderer().png(scene, scale: 100.0 / 72) == one, "another renderer, the same bytes")
    }

    @Test(arguments: [1.0, 3.0])
    func testFileIsAtMostOneAndAHalfTimesCairosDefault(scale: Double) throws {
        let scene = TestScenes.sodium
        let ours = try renderer.png(scene, scale: scale).count
        let cairo = try cairoWrittenPNG(scene, scale: scale).count
        #expect(Double(ours) <= 1.5 * Double(cairo), "\(ours) bytes against Cairo's \(cairo)")
    }

    @Test func testPosterFileIsAtMostOneAndAHalfTimesCairosDefault() throws {
        let scene = try PosterScenes.poster(.a4)
        let ours = try renderer.png(scene, scale: 150.0 / 72).count
        let cairo = try cairoWrittenPNG(scene, scale: 150.0 / 72).count
        #expect(Double(ours) <= 1.5 * Double(cairo), "\(ours) bytes against Cairo's \(cairo)")
    }

    /// The scene drawn on one Cairo surface and saved by `cairo_surface_write_to_png_stream`.
    private func cairoWrittenPNG(_ scene: Scene, scale: Double) throws -> Data {
        let size = try CairoRenderer.pixelSize(of: scene, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        defer { cairo_surface_destroy(surface) }
        try renderer.draw(scene, on: surface, scale: scale, links: false)
        let sink = CairoDataSink()
        try sink.withClosure { closure in
            try check(cairo_surface_write_to_png_stream(surface, CairoDataSink.write, closure), "encode")
        }
        return sink.data
    }
}
