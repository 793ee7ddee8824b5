import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Golden scenes and SVGs of the standard and wide tables (1200 points wide) and of an A4
/// heatmap poster, and PNGs of a reduced table to keep the references small.
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

    /// Melting points on an A4 page with a colorbar, hatched tiles without data (carbon,
    /// arsenic, the superheavy elements) and the page's title and credit.
    static var meltingPointPoster: TableSnapshot {
        get throws {
            var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4), title: "Melting points")
            options.coloring = .heatmap(Heatmap(property: .melt))
            return TableSnapshot(try TablePlacement(elements: GoldenFixtures.table.elements, form: .standard),
                                 options: options)
        }
    }

    @Test func heatmapPosterScene() throws {
        assertSnapshot(of: try Self.meltingPointPoster, as: .scene, named: "a4-melt", testName: "table")
    }

    @Test func heatmapPosterSVG() throws {
        assertSnapshot(of: try Self.meltingPointPoster, as: .svg, named: "a4-melt", testName: "table")
    }

    @Test func reducedHeatmapPNG() throws {
        let firstThreePeriods = GoldenFixtures.table.elements.filter { $0.number <= 18 }
        var options = TableSceneLayout.Options(width: 480)
        options.coloring = .heatmap(Heatmap(property: .melt))
        assertSnapshot(of: TableSnapshot(try TablePlacement(elements: firstThreePeriods, form: .standard), options: options),
                       as: .png(size: 480), named: "periods-1-3-melt-480", testName: "table")
    }

    @Test func standardTableInTheTerminal() throws {
        assertSnapshot(of: try TableSnapshot(form: .standard), as: .ansi, named: "standard", testName: "table")
    }
}
