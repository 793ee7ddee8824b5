import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Tiles in every language at 512, 256 and 96 px and as the terminal card, and posters in
/// German, Russian, Japanese and Simplified Chinese. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter LanguageGoldenTests`, then look at the PNGs.
@Suite struct LanguageGoldenTests {
    static let codes = DisplayLocale.supportedCodes

    static func formatter(_ code: String) -> ElementFormatter {
        ElementFormatter(locale: try! DisplayLocale.bundled(code))
    }

    /// Praseodymium: a long name in most languages, and the lanthanoid category.
    static let element = GoldenFixtures.element("Pr")

    @Test(arguments: codes) func tileAt512IsPinnedAsAScene(code: String) {
        assertSnapshot(of: TileSnapshot(Self.element, formatter: Self.formatter(code)), as: .scene(size: 512),
                       named: "059-\(code)-512", testName: "language")
    }

    @Test(arguments: codes) func tileAt256And96ArePinnedAsImages(code: String) {
        let tile = TileSnapshot(Self.element, formatter: Self.formatter(code))
        assertSnapshot(of: tile, as: .png(size: 256), named: "059-\(code)-256", testName: "language")
        assertSnapshot(of: tile, as: .png(size: 96), named: "059-\(code)-96", testName: "language")
    }

    @Test(arguments: codes) func terminalCard(code: String) {
        assertSnapshot(of: TileSnapshot(Self.element, formatter: Self.formatter(code)), as: .ansi,
                       named: "059-\(code)", testName: "language")
    }

    @Test(arguments: ["de", "ru", "ja", "zh-Hans"]) func poster(code: String) throws {
        let poster = try TableSnapshot(width: 1400, formatter: Self.formatter(code))
        assertSnapshot(of: poster, as: .png, named: "poster-\(code)", testName: "language")
    }

    @Test func japaneseBackSVGNamesTheCJKFace() {
        let back = TileSnapshot(GoldenFixtures.element("Fe"), side: .back, formatter: Self.formatter("ja"))
        assertSnapshot(of: back, as: .svg, named: "026-ja-back", testName: "language")
    }
}
