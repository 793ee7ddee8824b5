import CairoRenderer
import Foundation
import Layout
import Testing

/// Real tiles and a reduced table against committed reference PNGs (tolerance 1 per channel).
@Suite struct TilePNGReferenceTests {
    let table = try! PeriodicTable.bundled()

    func tilePNG(_ query: String, size: Double) throws -> Data {
        let scene = try DetailTileLayout().scene(for: try table.requireElement(matching: query), size: size)
        return try CairoRenderer().png(scene)
    }

    @Test func carbonTile() throws {
        try expectPNGSnapshot(try tilePNG("C", size: 192), named: "carbon-192")
    }

    @Test func mercuryTile() throws {
        try expectPNGSnapshot(try tilePNG("Hg", size: 192), named: "mercury-192")
    }

    @Test func rutherfordiumTileAtIconSize() throws {
        try expectPNGSnapshot(try tilePNG("Rf", size: 128), named: "rutherfordium-128")
    }

    @Test func reducedTable() throws {
        let firstThreePeriods = table.elements.filter { $0.number <= 18 }
        let placement = try TablePlacement(elements: firstThreePeriods, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: .init(width: 480))
        try expectPNGSnapshot(try CairoRenderer().png(scene), named: "periods-1-3-480")
    }

    @Test func tilePNGHasTheRequestedSizeAndIsByteIdenticalAcrossRenders() throws {
        let first = try tilePNG("Na", size: 512)
        #expect(first == (try tilePNG("Na", size: 512)))
        let image = try RGBAImage(png: first, name: "sodium")
        #expect(image.width == 512 && image.height == 512)
    }
}
