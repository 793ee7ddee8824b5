import Foundation
@testable import Layout
import Testing

/// A list row's thumbnail (`Theme.listRowThumbnail`, 80–255 px) sets the name and the mass at a
/// reading size and keeps the symbol to twice the name's; other tiles keep the design's sizes.
@Suite struct ListRowThumbnailTests {
    static let table = try! PeriodicTable.bundled()

    static func tile(_ symbol: String, size: Double, theme: Theme = Theme.classic.listRowThumbnail) throws -> SceneGroup {
        try DetailTileLayout(theme: theme).group(for: try table.requireElement(matching: symbol), size: size)
    }

    @Test func theThumbnailThemeLeavesOutTheCategoryAndTheFacts() {
        let slots = Theme.classic.listRowThumbnail.slots.detail
        #expect(slots.topRight == .none)
        #expect(slots.facts.isEmpty)
        #expect(slots.belowCenter == Theme.classic.slots.detail.belowCenter)
        #expect(Theme.classic.listRowThumbnail.fonts.mass == FontLibrary.semiBold)
    }

    @Test(arguments: [("Na", 96.0, 12.96, 12.0), ("Fe", 88, 11.88, 11), ("Au", 160, 21.6, 20), ("Na", 240, 24, 22)])
    func nameAndMassStandAtTheReadingSize(symbol: String, size: Double, name: Double, mass: Double) throws {
        let tile = try Self.tile(symbol, size: size)
        let nameSize = try #require(tile.text(.name)?.fontSize), massSize = try #require(tile.text(.mass)?.fontSize)
        #expect(abs(nameSize - name) <= 0.011, "\(nameSize)")
        #expect(abs(massSize - mass) <= 0.011, "\(massSize)")
        let symbolSize = try #require(tile.text(.symbol)?.fontSize)
        #expect(symbolSize <= 2 * name + 0.01)
        #expect(symbolSize >= 0.2 * size, "the symbol is still the largest text")
    }

    @Test func aLongNameTakesTheLargestSizeThatFits() throws {
        let tile = try Self.tile("Rf", size: 96)
        let name = try #require(tile.text(.name))
        #expect(name.text == "Rutherfordium")
        #expect(name.fontSize > 10 && name.fontSize < 12.96)
        #expect(name.measuredWidth <= 96 * (1 - 2 * Theme.classic.tile.padding))
        #expect(tile.text(.mass)?.text == "[267]")
    }

    @Test func otherTilesKeepTheDesignsSizes() throws {
        let regular = try Self.tile("Na", size: 96, theme: .classic)
        #expect(regular.text(.name)?.fontSize == 10)
        let large = try Self.tile("Na", size: 256)
        #expect(abs((large.text(.name)?.fontSize ?? 0) - 0.078 * 256) <= 0.011, "from 256 px the design's own sizes")
    }
}
