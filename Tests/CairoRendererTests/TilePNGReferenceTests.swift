import CairoRenderer
import Foundation
import Layout
import Testing

/// PNGs of real tiles. Their reference PNGs live in Tests/GoldenTests (tolerance 1 per channel).
@Suite struct TilePNGReferenceTests {
    let table = try! PeriodicTable.bundled()

    func tilePNG(_ query: String, size: Double) throws -> Data {
        let scene = try DetailTileLayout().scene(for: try table.requireElement(matching: query), size: size)
        return try CairoRenderer().png(scene)
    }

    @Test func tilePNGHasTheRequestedSizeAndIsByteIdenticalAcrossRenders() throws {
        let first = try tilePNG("Na", size: 512)
        #expect(first == (try tilePNG("Na", size: 512)))
        let image = try RGBAImage(png: first, name: "sodium")
        #expect(image.width == 512 && image.height == 512)
    }
}
