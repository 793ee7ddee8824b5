import Foundation
import Testing
@testable import Layout

/// The facts a portrait poster's tall tiles list under a heatmap's value: the quantity the
/// heatmap shows is not listed again, and every tile lists as many, so a row's symbols stand
/// on one baseline.
@Suite struct TallTileFactsTests {
    let table = try! PeriodicTable.bundled()

    func poster(_ paper: PaperSize, form: TablePlacement.Form = .standard, coloring: TileColoring = .category,
                fields: String? = nil) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: form)
        var options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: .portrait))
        options.coloring = coloring
        var theme = Theme.classic
        if let fields { theme.slots = try TileFieldList(parsing: fields).slots }
        return try TableSceneLayout(theme: theme).scene(for: placement, options: options)
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

    /// With `--fields` a tall tile lists the rest of the user's fields, not the designed facts:
    /// `number,symbol` asked for no electronegativity, melting point, boiling point or density.
    /// A configuration whose superscripts would stand under the floor's letters is left out before
    /// the density after it.
    @Test func aTallTileListsOnlyTheFieldsTheUserAskedFor() throws {
        let bare = try poster(.a4, fields: "number,symbol")
        #expect(Set(bare.tiles.flatMap { $0.group.texts.map(\.role) }) == [.number, .symbol])
        let fields = "number,symbol,name,mass,configuration,density"
        let iron = try #require(try poster(.a0, fields: fields).group(id: "tile-Fe"))
        #expect(iron.texts.map(\.text) == ["26", "Fe", "Iron", "55.845", "[Ar] 3d⁶ 4s²", "7.87 g/cm³"])
        let small = try #require(try poster(.a4, fields: fields).group(id: "tile-Fe"))
        #expect(small.texts.map(\.text) == ["26", "Fe", "Iron", "55.845", "7.87 g/cm³"])
    }
}
