import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Golden scenes and SVGs of the standard and wide tables (1200 points wide), and a PNG of
/// a reduced table to keep the reference small.
@Suite struct TableGoldenTests {
    @Test(arguments: TablePlacement.Form.allCases)
    func scene(_ form: TablePlacement.Form) throws {
        assertSnapshot(of: try TableSnapshot(form: form), as: .scene, named: form.rawValue, testName: "table")
    }

    @Test(arguments: TablePlacement.Form.allCases)
    func svg(_ form: TablePlacement.Form) throws {
        assertSnapshot(of: try TableSnapshot(form: form), as: .svg, named: form.rawValue, testName: "table")
    }

    @Test func reducedTablePNG() throws {
        let firstThreePeriods = GoldenFixtures.table.elements.filter { $0.number <= 18 }
        assertSnapshot(of: try TableSnapshot(elements: firstThreePeriods), as: .png(size: 480),
                       named: "periods-1-3-480", testName: "table")
    }

    @Test func standardTableInTheTerminal() throws {
        assertSnapshot(of: try TableSnapshot(form: .standard), as: .ansi, named: "standard", testName: "table")
    }
}
