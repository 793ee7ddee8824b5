import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Golden SVGs of composed portrait posters: the A4 standard table with tall tiles, its key
/// and legend in a band, and the A3 wide table whose narrow cells grow into columns of facts.
@Suite struct PortraitPosterGoldenTests {
    static func poster(_ paper: PaperSize, form: TablePlacement.Form) throws -> TableSnapshot {
        let options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: .portrait))
        return TableSnapshot(try TablePlacement(elements: GoldenFixtures.table.elements, form: form), options: options)
    }

    @Test func a4PortraitPosterSVG() throws {
        assertSnapshot(of: try Self.poster(.a4, form: .standard), as: .svg, named: "a4-portrait", testName: "poster")
    }

    @Test func a3PortraitWidePosterSVG() throws {
        assertSnapshot(of: try Self.poster(.a3, form: .wide), as: .svg, named: "a3-portrait-wide", testName: "poster")
    }
}
