import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Golden tiles with fields the user picks, backs with isotopes and oxidation states, and
/// heatmaps by the sourced properties. Re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SourcedPropertiesGoldenTests`.
@Suite struct SourcedPropertiesGoldenTests {
    static let printedTileFields = "number,symbol,name,mass,electronegativity,oxidation-states,configuration"

    static func theme(fields: String) throws -> Theme {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: fields).slots
        return theme
    }

    @Test(arguments: [512.0, 256, 128])
    func ironWithChosenFields(size: Double) throws {
        let tile = TileSnapshot(GoldenFixtures.element("Fe"), theme: try Self.theme(fields: Self.printedTileFields))
        assertSnapshot(of: tile, as: .scene(size: size), named: "026-iron-printed-\(Int(size))", testName: "tile")
        assertSnapshot(of: tile, as: .png(size: size), named: "026-iron-printed-\(Int(size))", testName: "tile")
    }

    @Test(arguments: [512.0, 256, 128])
    func carbonWithRadiiAndIonizationEnergy(size: Double) throws {
        let fields = "number,symbol,name,ionization-energy,atomic-radius,covalent-radius,crystal-structure"
        let tile = TileSnapshot(GoldenFixtures.element("C"), theme: try Self.theme(fields: fields))
        assertSnapshot(of: tile, as: .scene(size: size), named: "006-carbon-radii-\(Int(size))", testName: "tile")
    }

    @Test(arguments: ["U", "Tc", "Fe"])
    func backWithIsotopesAndOxidationStates(_ symbol: String) throws {
        let element = GoldenFixtures.element(symbol)
        let back = TileSnapshot(element, side: .back)
        assertSnapshot(of: back, as: .scene, named: "\(GoldenFixtures.name(element))-back-isotopes", testName: "tile")
        assertSnapshot(of: back, as: .png(size: 256), named: "\(GoldenFixtures.name(element))-back-isotopes-256", testName: "tile")
    }

    @Test(arguments: [NumericProperty.electronegativity, .ionizationEnergy, .atomicRadius, .covalentRadius,
                      .electronegativityAllen])
    func heatmapBySourcedProperty(_ property: NumericProperty) throws {
        // Periods 1-4 keep the references small; the colour bar, units and footer are the point.
        let firstFourPeriods = GoldenFixtures.table.elements.filter { $0.number <= 36 }
        var options = TableSceneLayout.Options(width: 800)
        options.coloring = .heatmap(Heatmap(property: property))
        let table = TableSnapshot(try TablePlacement(elements: firstFourPeriods, form: .standard), options: options)
        assertSnapshot(of: table, as: .scene, named: property.rawValue, testName: "heatmap")
    }

    @Test func electronegativityPosterPNG() throws {
        let firstThreePeriods = GoldenFixtures.table.elements.filter { $0.number <= 18 }
        var options = TableSceneLayout.Options(width: 480)
        options.coloring = .heatmap(Heatmap(property: .electronegativity))
        assertSnapshot(of: TableSnapshot(try TablePlacement(elements: firstThreePeriods, form: .standard), options: options),
                       as: .png(size: 480), named: "periods-1-3-electronegativity-480", testName: "heatmap")
    }
}
