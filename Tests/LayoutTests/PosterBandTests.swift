import Foundation
import Testing
@testable import Layout

/// On a page with height to spare (portrait), the spare height goes to content: the key, two
/// tiles wide, beside a legend (or colorbar) in a band under the table, a larger title, taller
/// cells, and small gaps between title, table, band and credit.
@Suite struct PosterBandTests {

    struct Case: CustomTestStringConvertible, Sendable {
        let paper: PaperSize
        let coloring: TileColoring
        var testDescription: String { "\(paper.name) portrait \(coloring == .category ? "category" : "melt")" }
    }

    static let cases: [Case] = [PaperSize.a4, .a3, .a2, .letter, .tabloid].flatMap { paper in
        [TileColoring.category, .heatmap(Heatmap(property: .melt))].map { Case(paper: paper, coloring: $0) }
    }

    /// The standard portrait poster, laid out once and shared with `PageFillTests`.
    static func poster(_ test: Case) async throws -> (scene: Scene, page: PageGeometry) {
        try await PageFillTests.poster(PageFillTests.Case(paper: test.paper, orientation: .portrait, form: .standard,
                                                          coloring: test.coloring))
    }

    /// Top and bottom of text runs (cap height above the baseline, descent below).
    static func extent(_ runs: [SceneText]) -> (top: Double, bottom: Double)? {
        guard let top = runs.map({ $0.y - $0.fontSize * 0.75 }).min(),
              let bottom = runs.map({ $0.y + $0.fontSize * 0.25 }).max() else { return nil }
        return (top, bottom)
    }

    @Test(arguments: cases)
    func gapsBetweenThePartsAreModest(_ test: Case) async throws {
        let (scene, page) = try await Self.poster(test)
        let runs = scene.textRuns
        let title = try #require(Self.extent(runs.filter { $0.role == .title }))
        let credit = try #require(Self.extent(runs.filter { $0.role == .footer }))
        let tiles = scene.tiles
        let groupNumbers = try #require(Self.extent(runs.filter { $0.role == .groupNumber }))
        let bottoms = tiles.map { $0.y + ($0.group.background?.height ?? 0) }
        let tableBottom = try #require(bottoms.max())
        let band = scene.allGroups.filter { ["key", "legend", "colorbar"].contains($0.group.id) }
        #expect(band.count == 2, "the key and the legend or colorbar")
        let bandTops = band.map(\.y)
        let bandTop = try #require(bandTops.min())
        let keyTile = try #require(scene.allGroups.first { $0.group.id == "key-tile" })
        let bandBottom = max(keyTile.y + (keyTile.group.background?.height ?? 0),
                             Self.extent(runs.filter { $0.y > bandTop && $0.y < credit.top })?.bottom ?? 0)
        let gaps = [groupNumbers.top - title.bottom, bandTop - tableBottom, credit.top - bandBottom]
        for gap in gaps {
            #expect(gap > 0, "parts overlap")
            #expect(gap <= 0.06 * page.contentBox.height, "a gap of \(Int(gap / page.contentBox.height * 100))% of the page")
        }
    }

    @Test(arguments: cases)
    func keyAndLegendAreLarge(_ test: Case) async throws {
        let (scene, _) = try await Self.poster(test)
        let tile = try #require(scene.tiles.first?.group.background?.width)
        let key = try #require(scene.group(id: "key-tile")?.background?.width)
        #expect(key >= 1.9 * tile && key <= 2.5 * tile + 0.03, "key tile \(key / tile)× a table tile")
        if test.coloring == .category {
            let swatch = try #require(scene.group(id: "legend")?.rects.first { $0.role == "legend-swatch" })
            #expect(swatch.width >= 0.3 * tile, "legend swatch \(swatch.width / tile)× a table tile")
        } else {
            let bar = try #require(scene.group(id: "colorbar")?.rects.first { $0.role == "colorbar-frame" })
            #expect(bar.height >= 0.6 * tile && bar.width >= 6 * tile, "colorbar \(bar.width) × \(bar.height)")
        }
        // The legend leaves the d-block gap: nothing of it above the table's bottom row.
        let tops = scene.tiles.map(\.y)
        let tableBottom = try #require(tops.max())
        let legend = try #require(scene.allGroups.first { ["legend", "colorbar"].contains($0.group.id) })
        #expect(legend.y > tableBottom)
    }

    /// The key's labels and its note on bracketed masses stand clear of each other where the
    /// floor raises them: at 100 dpi a Korean, Japanese or Chinese floor of 7.2 pt drew the note
    /// 5.7 pt under "원자량", both a full em tall. Each run's ink is taken as 0.88 em above its
    /// baseline and 0.2 em below.
    @Test(arguments: ["en", "ko", "ja", "zh-Hans"])
    func theKeysLabelsAndNoteDoNotOverlapAtTheFloor(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let placement = try TablePlacement(elements: PeriodicTable.bundled().elements, form: .standard)
        var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4, orientation: .landscape))
        options.rasterDPI = 100
        let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
        let key = try #require(scene.group(id: "key"))
        let column = key.texts.filter { $0.x > 0 && $0.anchor == .start }.sorted { $0.y < $1.y }
        #expect(column.count >= 3)
        for (upper, lower) in zip(column, column.dropFirst()) {
            #expect(lower.y - lower.fontSize * 0.88 >= upper.y + upper.fontSize * 0.2, "\(upper.text) over \(lower.text)")
        }
        if code == "en" { #expect(column.last?.text == "[98]: longest-lived isotope") }
    }
}
