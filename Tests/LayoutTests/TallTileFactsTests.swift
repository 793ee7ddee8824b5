import Foundation
import Testing
@testable import Layout

/// The facts a portrait poster's tall tiles list under a heatmap's value: the quantity the
/// heatmap shows is not listed again, and every tile lists as many, so a row's symbols stand
/// on one baseline.
@Suite struct TallTileFactsTests {
    let table = try! PeriodicTable.bundled()

    func poster(_ paper: PaperSize, form: TablePlacement.Form = .standard, coloring: TileColoring) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: form)
        var options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: .portrait))
        options.coloring = coloring
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    @Test func aDensityHeatmapDoesNotListTheDensityAgainInAnotherRounding() throws {
        let scene = try poster(.a3, coloring: .heatmap(Heatmap(property: .density)))
        let palladium = try #require(scene.group(id: "tile-Pd"))
        #expect(palladium.texts.map(\.text) == ["46", "Pd", "Palladium", "12 g/cm³", "2.20", "1827.95 K", "3236 K"])
        let repeated = scene.tiles.filter { tile in tile.group.texts.contains { $0.role == .density } }
        #expect(repeated.isEmpty, "\(repeated.compactMap(\.group.id))")
    }

    @Test(arguments: [NumericProperty.density, .melt, .electronegativity])
    func everySymbolOfAPortraitHeatmapStandsOnOneBaseline(property: NumericProperty) throws {
        for form in [TablePlacement.Form.standard, .wide] {
            let scene = try poster(.a4, form: form, coloring: .heatmap(Heatmap(property: property)))
            // Symbols with descenders (Mg) stand a little higher, by well under a point.
            let baselines = scene.tiles.compactMap { $0.group.text(.symbol)?.y }
            let spread = try #require(baselines.max()) - (try #require(baselines.min()))
            #expect(spread < 0.5, "\(property) \(form): \(baselines.min() ?? 0)…\(baselines.max() ?? 0)")
        }
    }
}
