import Foundation
@testable import Layout
import Testing

/// A heatmap writes its value on the table's tiles wherever a melting-point heatmap does: the
/// source's long numbers (`1312.049478709 kJ/mol`) and long units (`J/(mol·K)`) left every
/// ionisation energy and molar heat off portrait posters and 1200-point tables.
@Suite struct HeatmapTileValueTests {
    let table = try! PeriodicTable.bundled()

    static let sizes: [(String, TableSceneLayout.Options)] = [
        ("1200 wide", .init(width: 1200)),
        ("A4", .init(page: PageGeometry(paper: .a4))),
        ("A4 portrait", .init(page: PageGeometry(paper: .a4, orientation: .portrait))),
        ("A3 portrait", .init(page: PageGeometry(paper: .a3, orientation: .portrait))),
    ]

    /// The tiles' value texts, by tile id.
    func values(_ property: NumericProperty, _ options: TableSceneLayout.Options) throws -> [String: String] {
        var options = options
        options.coloring = .heatmap(Heatmap(property: property))
        let scene = try TableSceneLayout().scene(for: try TablePlacement(elements: table.elements, form: .standard), options: options)
        var values: [String: String] = [:]
        func visit(_ nodes: [SceneNode], tile: String?) {
            for node in nodes {
                switch node {
                case let .group(group): visit(group.children, tile: group.id?.hasPrefix("tile-") == true ? group.id : tile)
                case let .text(text) where text.role == .value: if let tile { values[tile] = text.text }
                default: break
                }
            }
        }
        visit(scene.nodes, tile: nil)
        return values
    }

    @Test(arguments: NumericProperty.allCases.filter { $0 != .atomicNumber })
    func everyHeatmapWritesItsValuesOnTheTiles(property: NumericProperty) throws {
        for (label, options) in Self.sizes {
            let written = try values(property, options).count
            // Melting and boiling points leave out carbon's and arsenic's sublimation, too long for a
            // tile, and where the tile is small, helium's melting point with its pressure.
            #expect(written >= (property == .melt ? 115 : 116), "\(property.rawValue), \(label): \(written) of 118 tiles write a value")
        }
    }

    @Test func longSourceNumbersAreWrittenToFourSignificantDigits() throws {
        let values = try values(.ionizationEnergyElectronvolts, Self.sizes[1].1)
        #expect(values["tile-H"] == "13.60 eV")
        #expect(values["tile-Na"] == "5.139 eV")
        #expect(try self.values(.ionizationEnergy, Self.sizes[1].1)["tile-H"] == "1312 kJ/mol")
        #expect(try self.values(.electronegativity, Self.sizes[1].1)["tile-Fe"] == "1.83", "a short value keeps the source's digits")
    }

    @Test func aUnitWithoutRoomIsLeftToTheColorbarTitle() throws {
        let narrow = try values(.molarHeat, Self.sizes[0].1)
        #expect(narrow["tile-H"] == "28.84")
        let wide = try values(.molarHeat, .init(page: PageGeometry(paper: .a2)))
        #expect(wide["tile-H"] == "28.84 J/(mol·K)", "with room, the unit stays")
    }

    /// One long value among short ones: every tile writes the number alone rather than one
    /// tile losing its value.
    @Test func oneValueWithoutRoomForItsUnitTakesTheUnitOffEveryTile() throws {
        let crust = ElementValues(label: "Abundance", unit: "mg/kg", entries: [
            8: .init(value: 461_000, text: "461000"), 14: .init(value: 282_000, text: "282000"),
            26: .init(value: 56_300, text: "56300"), 1: .init(value: 1_400, text: "1400"),
        ])
        var options = TableSceneLayout.Options(width: 1200)
        options.coloring = .heatmap(Heatmap(source: .values(crust)))
        let scene = try TableSceneLayout().scene(for: try TablePlacement(elements: table.elements, form: .standard), options: options)
        let values = scene.textRuns.filter { $0.role == .value }.map(\.text)
        #expect(["461\u{202F}000", "282\u{202F}000", "56\u{202F}300", "1400"].allSatisfy(values.contains), "\(values)")
        #expect(scene.textRuns.contains { $0.text.hasSuffix("(mg/kg)") }, "the colorbar names the unit")
    }

    @Test(arguments: [("13.598434599702", "13.60"), ("1312.049478709", "1312"), ("0.754195", "0.7542"), ("9.99996", "10.00"),
                      ("-0.0754195", "-0.07542"), ("1.00", "1.00"), ("140", "140"), ("28.836", "28.84"), ("123456", "123456"),
                      ("n/a", "n/a")])
    func significantDigits(text: String, expected: String) {
        #expect(NumericProperty.significantDigits(text, atMost: 4) == expected)
    }
}
