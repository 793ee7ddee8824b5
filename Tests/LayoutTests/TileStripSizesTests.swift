import Testing
import Layout

/// A strip of tiles refuses what a single tile refuses: no sizes, or a size under one point.
@Suite struct TileStripSizesTests {
    let sodium = try! PeriodicTable.bundled().requireElement(matching: "Na")

    @Test(arguments: [[], [0], [64, -5]])
    func noSizesOrASizeUnderOneIsRefused(sizes: [Int]) {
        #expect(throws: LayoutError.invalidStripSizes(sizes)) { try TileStrip().scene(for: sodium, sizes: sizes) }
    }

    @Test func theMessageListsTheSizesGiven() {
        #expect(LayoutError.invalidStripSizes([64, -5]).localizedDescription
            == "a strip of tiles needs one or more positive sizes, got [64, -5]")
    }

    @Test func positiveSizesStillMakeAStrip() throws {
        #expect(try TileStrip().scene(for: sodium, sizes: [32, 64]).width == 16 + 32 + 16 + 64 + 16)
    }
}
