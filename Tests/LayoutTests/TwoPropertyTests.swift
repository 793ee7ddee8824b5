import Foundation
import Testing
@testable import Layout

/// A second property as the symbol's colour: both keys drawn, every symbol still 4.5:1.
@Suite struct TwoPropertyTests {
    static let table = try! PeriodicTable.bundled()
    static let fills: [TileColoring] = [.category, .categorical(.block), .heatmap(Heatmap(property: .melt))]

    struct Case: CustomTestStringConvertible, Sendable {
        let fill: TileColoring
        let symbol: CategoricalKey
        var testDescription: String { "\(fill) / symbol \(symbol)" }
    }

    static var cases: [Case] {
        fills.flatMap { fill in CategoricalKey.allCases.map { Case(fill: fill, symbol: $0) } }
    }

    /// Each scene is laid out once and shared by the checks below.
    static let scenes = FixtureCache<Scene>()

    static func scene(_ test: Case, theme: Theme = .classic) async throws -> Scene {
        try await scenes.value(for: "\(test.testDescription) \(theme.name)") {
            var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4))
            options.coloring = test.fill
            options.symbolColoring = test.symbol
            return try TableSceneLayout(theme: theme).scene(for: TablePlacement(elements: table.elements, form: .standard),
                                                            options: options)
        }
    }

    @Test(arguments: cases)
    func everySymbolReachesFourAndAHalfToOne(_ test: Case) async throws {
        for theme in [Theme.classic, .dark, .mono] {
            let scene = try await Self.scene(test, theme: theme)
            for tile in scene.tiles {
                let fill = try #require(tile.group.background?.fill)
                let symbol = try #require(tile.group.text(.symbol))
                #expect(symbol.color.contrastRatio(with: fill) >= 4.5, "\(tile.group.id ?? "?") in \(theme.name)")
            }
        }
    }

    @Test(arguments: cases)
    func bothKeysAreOnThePoster(_ test: Case) async throws {
        let scene = try await Self.scene(test)
        let symbolLegend = scene.group(id: "symbol-legend")
        #expect(symbolLegend != nil)
        #expect(symbolLegend?.texts.first?.text == "Symbol: " + test.symbol.title(in: .english))
        #expect(scene.group(id: "legend") != nil || scene.group(id: "colorbar") != nil)
    }

    @Test func phaseSymbolsDifferWhereTheFillIsTheSame() async throws {
        let scene = try await Self.scene(Case(fill: .category, symbol: .phase))
        func symbol(_ id: String) -> Color? { scene.group(id: id)?.text(.symbol)?.color }
        // Bromine (liquid), iodine (solid) and chlorine (gas) share the diatomic nonmetal fill.
        let colors = [symbol("tile-Br"), symbol("tile-I"), symbol("tile-Cl")].compactMap { $0 }
        #expect(Set(colors).count == 3)
    }
}
