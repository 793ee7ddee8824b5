import Foundation
import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// The README's counts poster, pinned down: the elements of the 12 formulas in
/// `docs/examples/battery-materials.txt` counted by amount, on a log scale on A4.
@Suite struct ValuesGoldenTests {
    static var formulas: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/examples/battery-materials.txt")
    }

    static var countsPoster: TableSnapshot {
        get throws {
            let counter = FormulaCounter(table: GoldenFixtures.table, shown: Set(1...118))
            let counts = try counter.values(from: Data(contentsOf: formulas), source: "battery-materials.txt")
            var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4), title: "Atoms in 12 battery materials")
            options.coloring = .heatmap(Heatmap(source: .values(counts), scale: .log))
            return TableSnapshot(try TablePlacement(elements: GoldenFixtures.table.elements, form: .standard), options: options)
        }
    }

    @Test func countsPosterScene() throws {
        assertSnapshot(of: try Self.countsPoster, as: .scene, named: "a4-battery-counts", testName: "values")
    }

    @Test func countsPosterSVG() throws {
        assertSnapshot(of: try Self.countsPoster, as: .svg, named: "a4-battery-counts", testName: "values")
    }
}
