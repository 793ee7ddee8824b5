import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Golden scenes, SVGs and PNGs of real tiles. Re-record after an intended design change
/// with `SNAPSHOT_TESTING_RECORD=failed swift test --filter GoldenTests`, then review the diff.
@Suite struct TileGoldenTests {
    @Test(arguments: GoldenFixtures.tiles.map(\.symbol))
    func scene(_ symbol: String) {
        let element = GoldenFixtures.element(symbol)
        assertSnapshot(of: element, as: .scene, named: GoldenFixtures.name(element), testName: "tile")
    }

    @Test(arguments: GoldenFixtures.tiles.map(\.symbol))
    func svg(_ symbol: String) {
        let element = GoldenFixtures.element(symbol)
        assertSnapshot(of: element, as: .svg, named: GoldenFixtures.name(element), testName: "tile")
    }

    /// Small PNGs only: a 192-pixel tile is about 12 kB.
    @Test(arguments: [("C", 192.0), ("Na", 192), ("Hg", 192), ("Rf", 128), ("Uue", 128)])
    func png(_ symbol: String, size: Double) {
        let element = GoldenFixtures.element(symbol)
        assertSnapshot(of: element, as: .png(size: size), named: "\(GoldenFixtures.name(element))-\(Int(size))", testName: "tile")
    }

    @Test func sodiumBack() {
        let back = TileSnapshot(GoldenFixtures.element("Na"), side: .back)
        assertSnapshot(of: back, as: .scene, named: "011-sodium-back", testName: "tile")
        assertSnapshot(of: back, as: .svg, named: "011-sodium-back", testName: "tile")
        assertSnapshot(of: back, as: .png(size: 192), named: "011-sodium-back-192", testName: "tile")
        assertSnapshot(of: back, as: .ansi, named: "011-sodium-back", testName: "tile")
    }

    @Test func darkAndMonoSodium() throws {
        for name in ["dark", "mono"] {
            let tile = TileSnapshot(GoldenFixtures.element("Na"), theme: try Theme.resolve(name))
            assertSnapshot(of: tile, as: .svg, named: "011-sodium-\(name)", testName: "tile")
        }
    }

    /// The README's strip of the levels of detail: sodium at 32, 48, 64, 96, 128 and 256 px.
    @Test func levelsOfDetailStrip() throws {
        let strip = try TileStrip().scene(for: GoldenFixtures.element("Na"), sizes: [32, 48, 64, 96, 128, 256])
        assertSnapshot(of: strip, as: .scene, named: "011-sodium-levels", testName: "tile")
        assertSnapshot(of: strip, as: .png, named: "011-sodium-levels", testName: "tile")
    }

    @Test func sodiumInTheTerminal() {
        assertSnapshot(of: GoldenFixtures.element("Na"), as: .ansi, named: "011-sodium", testName: "tile")
    }

    @Test func mercuryInCelsius() {
        let tile = TileSnapshot(GoldenFixtures.element("Hg"), formatter: ElementFormatter(temperatureUnit: .celsius))
        assertSnapshot(of: tile, as: .svg, named: "080-mercury-celsius", testName: "tile")
    }
}
