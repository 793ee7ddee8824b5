import Layout
import PTableSnapshotTesting
import SnapshotTesting
import Testing

/// Tiles in every language at 512, 256 and 96 px (the back at 96 px too) and as the terminal
/// card, a poster in every language, and a German heatmap of a user's values whose range
/// clamps some of them (decimal commas on tiles, ticks and the note). Re-record after an intended change with
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

    @Test(arguments: codes) func backAt96(code: String) {
        let back = TileSnapshot(Self.element, side: .back, formatter: Self.formatter(code))
        assertSnapshot(of: back, as: .png(size: 96), named: "059-\(code)-back-96", testName: "language")
    }

    @Test(arguments: codes) func poster(code: String) throws {
        let poster = try TableSnapshot(width: 1400, formatter: Self.formatter(code))
        assertSnapshot(of: poster, as: .png, named: "poster-\(code)", testName: "language")
    }

    /// Decimal values on tiles, a range that clamps two of them, in German.
    @Test func germanValuesHeatmapPoster() throws {
        let values = ElementValues(label: "Anteil", unit: "%", entries: [
            1: .init(value: 0.75, text: "0.75"), 6: .init(value: 12.5, text: "12.5"), 8: .init(value: 46.1, text: "46.1"),
            14: .init(value: 28.2, text: "28.2"), 26: .init(value: 5.63, text: "5.63"), 20: .init(value: 4.15, text: "4.15"),
            11: .init(value: 2.36, text: "2.36"), 19: .init(value: 2.09, text: "2.09"), 12: .init(value: 2.33, text: "2.33"),
        ])
        var options = TableSceneLayout.Options(width: 1400)
        options.coloring = .heatmap(Heatmap(source: .values(values), range: 1...30))
        let poster = try TableSnapshot(TablePlacement(elements: GoldenFixtures.table.elements, form: .standard), options: options,
                                       formatter: Self.formatter("de"))
        assertSnapshot(of: poster, as: .png, named: "values-de", testName: "language")
    }

    @Test func japaneseBackSVGNamesTheCJKFace() {
        let back = TileSnapshot(GoldenFixtures.element("Fe"), side: .back, formatter: Self.formatter("ja"))
        assertSnapshot(of: back, as: .svg, named: "026-ja-back", testName: "language")
    }
}
