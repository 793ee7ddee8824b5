import Foundation
import Testing
@testable import Layout

/// The floor as a theme value, on pages and in whole tables.
@Suite struct LegibilityFloorTests {
    static let table = try! PeriodicTable.bundled()

    @Test func pagesTakeFourPointsOnA4AndFiveOnA3AndLarger() {
        func floor(_ name: String) -> Double {
            LegibilityFloor.page(PageGeometry(paper: PaperSize(parsing: name)!), theme: .classic)
        }
        #expect(floor("a4") == 4)
        #expect(floor("letter") == 4)
        #expect(floor("a3") == 5)
        #expect(floor("tabloid") == 5)
        #expect(floor("a0") == 5)
        #expect(LegibilityFloor.pixels(.classic) == 8)
    }

    /// A page drawn as pixels is read as pixels: at a low resolution its floor is the theme's
    /// eight pixels, not the print floor (an A4 PNG at 100 dpi drew masses 5.8 px high).
    @Test func pagesDrawnAsPixelsKeepTheThemesFloorInPixels() {
        func floor(_ name: String, dpi: Double?) -> Double {
            LegibilityFloor.page(PageGeometry(paper: PaperSize(parsing: name)!), theme: .classic, dpi: dpi)
        }
        #expect(floor("a4", dpi: 100) == 5.76)
        #expect(floor("a4", dpi: 72) == 8)
        #expect(floor("a4", dpi: 144) == 4)
        #expect(floor("a4", dpi: 300) == 4)
        #expect(floor("a3", dpi: 72) == 8)
        #expect(floor("a3", dpi: 150) == 5)
        #expect(floor("a3", dpi: nil) == 5)
    }

    @Test(arguments: [72.0, 100])
    func aLowResolutionPageDropsFieldsAndKeepsItsCredit(dpi: Double) throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        let page = PageGeometry(paper: .a4)
        var options = TableSceneLayout.Options(page: page)
        options.rasterDPI = dpi
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        let floor = 8 * 72 / dpi
        #expect(scene.minimumTextSize == floor)
        #expect(LegibilityFloor.illegibleText(in: scene).isEmpty)
        #expect(scene.textRuns.allSatisfy { $0.fontSize * dpi / 72 >= 7.99 })
        // The licence's credit is never the field dropped; it stays on the page, inside the margin.
        let credit = try #require(scene.textRuns.first { $0.text.contains("CC BY-SA 3.0") })
        #expect(credit.y <= page.contentBox.y + page.contentBox.height + 0.01)
        let iron = Set(scene.tiles.filter { $0.group.id == "tile-Fe" }.flatMap { $0.group.texts }.map(\.role))
        #expect(iron == (dpi == 72 ? [.number, .symbol] : [.number, .symbol, .name, .mass]))
        let printed = try TableSceneLayout().scene(for: placement, options: .init(page: page))
        #expect(printed.minimumTextSize == 4)
        #expect(printed.textRuns.contains { $0.role == .mass && $0.fontSize < floor })
    }

    /// The f-block placeholders write their ranges at one size, or neither: on an A3 portrait
    /// page at 60 dpi `89–103` did not fit at the floor and its cell was blank beside `57–71`.
    @Test(arguments: [PaperSize.a4, .a3], [50.0, 60, 72, 100, 150])
    func placeholdersWriteBothRangesAtOneSizeOrNeither(paper: PaperSize, dpi: Double) throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        for orientation in [PageOrientation.portrait, .landscape] {
            var options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: orientation))
            options.rasterDPI = dpi
            let scene = try TableSceneLayout().scene(for: placement, options: options)
            let ranges = scene.textRuns.filter { $0.role == .marker }
            #expect(ranges.count == 0 || ranges.map(\.text) == ["57–71", "89–103"], "\(paper) \(dpi) \(orientation): \(ranges.map(\.text))")
            #expect(Set(ranges.map(\.fontSize)).count <= 1, "\(paper) \(dpi) \(orientation)")
        }
        if paper == .a3, dpi == 60 {
            var options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: .portrait))
            options.rasterDPI = dpi
            #expect(try TableSceneLayout().scene(for: placement, options: options).textRuns.filter { $0.role == .marker }.isEmpty)
        }
    }

    /// Chinese, Japanese and Korean are read at no less than 10 px on screen (at 8 px 熔 or 𬬻
    /// is a blot); print keeps its floor.
    @Test func cjkLanguagesTakeTenPixelsOnScreen() throws {
        let japanese = try DisplayLocale.bundled("ja")
        let a4 = PageGeometry(paper: .a4)
        #expect(LegibilityFloor.pixels(.classic, locale: japanese) == 10)
        #expect(LegibilityFloor.pixels(.classic, locale: try DisplayLocale.bundled("de")) == 8)
        #expect(LegibilityFloor.page(a4, theme: .classic, locale: japanese) == 4)
        #expect(LegibilityFloor.page(a4, theme: .classic, dpi: 72, locale: japanese) == 10)
        #expect(LegibilityFloor.page(a4, theme: .classic, dpi: 150, locale: japanese) == 4.8)
    }

    @Test(arguments: ["zh-Hans", "ja", "ko"], [48.0, 64, 96, 128, 256])
    func cjkTilesDrawNothingUnderTenPixels(code: String, size: Double) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        for element in Self.table.elements {
            for scene in [try DetailTileLayout(formatter: formatter).scene(for: element, size: size),
                          try BackTileLayout(formatter: formatter).scene(for: element, size: size)] {
                #expect(scene.minimumTextSize == 10)
                let small = LegibilityFloor.illegibleText(in: scene)
                #expect(small.isEmpty, "\(code) \(size) \(element.symbol): \(small.map { "\($0.text) \($0.fontSize)" })")
                #expect(scene.textRuns.contains { $0.role == .symbol })
            }
        }
    }

    @Test func aJapaneseTableDrawsNothingUnderTenPixels() throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        let layout = TableSceneLayout(formatter: ElementFormatter(locale: try DisplayLocale.bundled("ja")))
        for width in [800.0, 1600, 2400] {
            let scene = try layout.scene(for: placement, options: .init(width: width))
            #expect(scene.minimumTextSize == 10)
            #expect(LegibilityFloor.illegibleText(in: scene).isEmpty, "\(width)")
        }
    }

    @Test func themeFilesSetTheFloorWithinLimits() throws {
        let theme = try Theme.decode(Data(#"{"minimumTextSize": 10}"#.utf8), source: "big.json")
        #expect(theme.minimumTextSize == 10)
        let json = String(decoding: try Theme.classic.jsonData(), as: UTF8.self)
        #expect(json.contains(#""minimumTextSize": 8"#) || json.contains(#""minimumTextSize" : 8"#))
        #expect(throws: LayoutError.self) { try Theme.decode(Data(#"{"minimumTextSize": 2}"#.utf8), source: "dust.json") }
    }

    @Test func aLargerFloorDropsMoreAndDrawsNothingUnderIt() throws {
        var theme = Theme.classic
        theme.minimumTextSize = 12
        let iron = try Self.table.requireElement(matching: "Fe")
        let scene = try DetailTileLayout(theme: theme).scene(for: iron, size: 128)
        #expect(scene.minimumTextSize == 12)
        #expect(LegibilityFloor.illegibleText(in: scene).isEmpty)
        #expect(scene.textRuns.allSatisfy { $0.fontSize >= 12 })
        let strict = try DetailTileLayout(theme: theme).droppedPlaces(for: iron, size: 128).count
        let usual = try DetailTileLayout().droppedPlaces(for: iron, size: 128).count
        #expect(strict > usual)
    }

    @Test(arguments: [256, 400, 640, 800, 1000, 1200, 1600, 2400])
    func tablesSizedInPixelsDrawNothingUnderEightPixels(width: Int) throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        for theme in LevelOfDetailTests.themes {
            let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: Double(width)))
            #expect(scene.minimumTextSize == 8)
            let small = LegibilityFloor.illegibleText(in: scene)
            #expect(small.isEmpty, "\(width) px \(theme.name): \(small.prefix(3).map { "\($0.role) \($0.text) \($0.fontSize)" })")
            // Every tile's texts stay inside the tile.
            for tile in scene.tiles {
                let side = tile.group.background?.width ?? 0
                for run in tile.group.texts {
                    #expect(run.minX >= -0.01 && run.minX + run.measuredWidth <= side + 0.01,
                            "\(width) px \(tile.group.id ?? "") \(run.text)")
                }
            }
        }
    }

    @Test(arguments: ["a4", "a3", "a2"])
    func postersDrawNothingUnderThePrintFloor(paper: String) async throws {
        for orientation in [PageOrientation.landscape, .portrait] {
            // The default poster, laid out once and shared with `PageFillTests`.
            let (scene, _) = try await PageFillTests.poster(.init(paper: PaperSize(parsing: paper)!, orientation: orientation,
                                                                  form: .standard, coloring: .category))
            #expect(scene.minimumTextSize == (paper == "a4" ? 4 : 5))
            #expect(LegibilityFloor.illegibleText(in: scene).isEmpty, "\(paper) \(orientation)")
        }
    }

    @Test func narrowTablesDropMassThenNameAndGrowTheSymbol() throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        func iron(_ width: Double) throws -> [SceneText] {
            let scene = try TableSceneLayout().scene(for: placement, options: .init(width: width))
            return scene.tiles.filter { $0.group.id == "tile-Fe" }.flatMap { $0.group.texts }
        }
        let wide = try iron(2400), medium = try iron(800), narrow = try iron(400), narrowest = try iron(256)
        #expect(Set(wide.map(\.role)) == [.number, .symbol, .name, .mass])
        // 39 px tiles (800) and 19 px tiles (400) keep the number and the symbol, as a 32 px tile does.
        #expect(Set(medium.map(\.role)) == [.number, .symbol])
        #expect(Set(narrow.map(\.role)) == [.number, .symbol])
        // 12 px tiles cannot hold a symbol at the 8 px floor: colour alone, never dust.
        #expect(narrowest.isEmpty)
        // The symbol grows into the room of the dropped lines: over half the 39 px tile.
        let symbol = try #require(medium.first { $0.role == .symbol })
        #expect(symbol.fontSize > 38.72 / 2)
    }
}
