import Foundation
import Testing
@testable import Layout

/// Posters fill their pages: for every paper size, orientation, layout and colouring the
/// content spans at least 85% of the height inside the margins, the key is there when there
/// is room and at most 2.5 times a table tile, and the title is centred on the grid.
@Suite struct PageFillTests {
    static let table = try! PeriodicTable.bundled()
    static let papers: [PaperSize] = [.a4, .a3, .a2, .a1, .a0, .letter, .tabloid]
    static let colorings: [TileColoring] = [.category, .heatmap(Heatmap(property: .melt))]

    struct Case: CustomTestStringConvertible, Sendable {
        let paper: PaperSize
        let orientation: PageOrientation
        let form: TablePlacement.Form
        let coloring: TileColoring
        var testDescription: String { "\(paper.name) \(orientation) \(form) \(coloring == .category ? "category" : "melt")" }
    }

    static var cases: [Case] {
        papers.flatMap { paper in
            [PageOrientation.landscape, .portrait].flatMap { orientation in
                [TablePlacement.Form.standard, .wide].flatMap { form in
                    colorings.map { Case(paper: paper, orientation: orientation, form: form, coloring: $0) }
                }
            }
        }
    }

    struct Poster: Sendable {
        let scene: Scene
        let page: PageGeometry
    }

    /// Each poster is laid out once and shared by the five checks below.
    static let posters = FixtureCache<Poster>()

    static func poster(_ test: Case) async throws -> (scene: Scene, page: PageGeometry) {
        let poster = try await posters.value(for: test.testDescription) {
            let page = PageGeometry(paper: test.paper, orientation: test.orientation)
            var options = TableSceneLayout.Options(page: page)
            options.coloring = test.coloring
            let placement = try TablePlacement(elements: table.elements, form: test.form)
            return Poster(scene: try TableSceneLayout().scene(for: placement, options: options), page: page)
        }
        return (poster.scene, poster.page)
    }

    @Test(arguments: cases)
    func contentSpansMostOfThePage(_ test: Case) async throws {
        let (scene, page) = try await Self.poster(test)
        let box = page.contentBox
        let runs = scene.textRuns
        let tiles = scene.tiles
        let tops: [Double] = runs.map { $0.y - $0.fontSize * 0.75 } + tiles.map(\.y)
        let bottoms: [Double] = runs.map { $0.y + $0.fontSize * 0.25 } + tiles.map { $0.y + ($0.group.background?.height ?? 0) }
        let top = try #require(tops.min())
        let bottom = try #require(bottoms.max())
        #expect(top >= box.y - 0.5 && bottom <= box.y + box.height + 0.5, "content leaves the margins")
        #expect((bottom - top) / box.height >= 0.85, "content spans \(Int((bottom - top) / box.height * 100))%")
    }

    @Test(arguments: cases)
    func keyIsThereAndAtMostTwoAndAHalfTiles(_ test: Case) async throws {
        let (scene, _) = try await Self.poster(test)
        let tile = try #require(scene.tiles.first?.group.background?.width)
        let key = scene.group(id: "key-tile")
        #expect(key != nil, "no key")
        let side = try #require(key?.background?.width)
        #expect(side <= 2.5 * tile + 0.03, "key tile \(side / tile)× a table tile")
        #expect(side >= 1.2 * tile)
    }

    @Test(arguments: cases)
    func titleIsCentredOnTheGrid(_ test: Case) async throws {
        let (scene, _) = try await Self.poster(test)
        let title = try #require(scene.textRuns.first { $0.role == .title })
        let tiles = scene.tiles
        let lefts = tiles.map(\.x)
        let rights = tiles.map { $0.x + ($0.group.background?.width ?? 0) }
        let left = try #require(lefts.min())
        let right = try #require(rights.max())
        // The grid's cells include half a gutter either side of the outermost tiles.
        #expect(abs(title.x - (left + right) / 2) < 0.5)
        #expect(title.anchor == .middle)
    }

    /// Top and bottom of text runs (cap height above the baseline, descent below).
    static func extent(_ runs: [SceneText]) -> (top: Double, bottom: Double)? {
        guard let top = runs.map({ $0.y - $0.fontSize * 0.75 }).min(),
              let bottom = runs.map({ $0.y + $0.fontSize * 0.25 }).max() else { return nil }
        return (top, bottom)
    }

    /// The gap the composition leaves between two parts, at most this share of the height
    /// inside the margins: more in the wide layout, whose cells stop growing (at
    /// `Frame.maximumAspect`) before a tall page is full.
    static func largestGapShare(_ form: TablePlacement.Form) -> Double {
        form == .wide ? 0.09 : 0.07
    }

    @Test(arguments: cases)
    func partsStackWithoutOverlapAndSmallGaps(_ test: Case) async throws {
        let (scene, page) = try await Self.poster(test)
        let runs = scene.textRuns
        let tiles = scene.tiles
        let title = try #require(Self.extent(runs.filter { $0.role == .title }))
        let credit = try #require(Self.extent(runs.filter { $0.role == .footer }))
        let groupNumbers = try #require(Self.extent(runs.filter { $0.role == .groupNumber }))
        let bottoms = tiles.map { $0.y + ($0.group.background?.height ?? 0) }
        let tableBottom = try #require(bottoms.max())
        var parts = [title, (top: min(groupNumbers.top, tiles.map(\.y).min() ?? 0), bottom: tableBottom)]
        // The key (and in a band the legend or colorbar) between the table and the credit.
        if let keyTile = scene.allGroups.first(where: { $0.group.id == "key-tile" }) {
            let under = Self.extent(runs.filter { $0.y - $0.fontSize * 0.75 > tableBottom && $0.role != .footer })
            let keyBottom = keyTile.y + (keyTile.group.background?.height ?? 0)
            parts.append((top: min(under?.top ?? keyTile.y, keyTile.y), bottom: max(under?.bottom ?? 0, keyBottom)))
        }
        parts.append(credit)
        let height = page.contentBox.height
        for (upper, lower) in zip(parts, parts.dropFirst()) {
            let gap = lower.top - upper.bottom
            #expect(gap > 0, "parts overlap by \(-gap) pt")
            #expect(gap <= Self.largestGapShare(test.form) * height, "a gap of \(Int(gap / height * 100))% of the page")
        }
    }

    @Test(arguments: cases)
    func tallTilesKeepTheirTextsInsideAndLegible(_ test: Case) async throws {
        let (scene, _) = try await Self.poster(test)
        #expect(LegibilityFloor.illegibleText(in: scene).isEmpty)
        for tile in scene.tiles {
            let background = try #require(tile.group.background)
            for text in tile.group.texts {
                #expect(text.minX >= -0.01 && text.minX + text.measuredWidth <= background.width + 0.01,
                        "\(tile.group.id ?? "") '\(text.text)' overflows its width")
                #expect(text.y - text.fontSize * 0.75 >= 0 && text.y + text.fontSize * 0.25 <= background.height + 0.01,
                        "\(tile.group.id ?? "") '\(text.text)' overflows its height")
            }
        }
    }

    @Test func phaseLegendKeepsItsEntriesTogether() throws {
        var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4, orientation: .landscape))
        options.coloring = .categorical(.phase)
        let scene = try TableSceneLayout().scene(for: TablePlacement(elements: Self.table.elements, form: .standard),
                                                 options: options)
        let legend = try #require(scene.group(id: "legend"))
        let solid = try #require(legend.texts.first { $0.text == "Solid" })
        let gas = try #require(legend.texts.first { $0.text == "Gas" })
        let tile = try #require(scene.tiles.first?.group.background?.width)
        #expect(gas.x - solid.x < 2.5 * tile, "Gas sits \(gas.x - solid.x) pt from Solid")
    }
}
