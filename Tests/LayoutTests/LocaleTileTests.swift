import Foundation
import Testing
@testable import Layout

/// Tiles and posters in every language: the same levels of detail, every text fitted and drawn
/// with a face that has its glyphs, measured with that face.
@Suite struct LocaleTileTests {
    static let table = try! PeriodicTable.bundled()
    static let codes = DisplayLocale.supportedCodes

    static func formatter(_ code: String) -> ElementFormatter {
        ElementFormatter(locale: try! DisplayLocale.bundled(code))
    }

    /// Problems of the runs' faces: a glyph the face lacks, or a width not the face's own.
    static func fontProblems(in scene: Scene, label: String) throws -> [String] {
        var found: [String] = []
        for run in scene.textRuns {
            let metrics = try FontLibrary.metrics(for: run.font)
            let missing = metrics.missingScalars(in: run.text).filter { !$0.properties.isWhitespace }
            if !missing.isEmpty { found.append("\(label): \"\(run.text)\" in \(run.font.file) lacks \(missing)") }
            let width = metrics.width(of: run.text, fontSize: run.fontSize)
            // The scene keeps widths to 0.01 pt.
            if abs(width - run.measuredWidth) > 0.006 {
                found.append("\(label): \"\(run.text)\" measured \(run.measuredWidth), drawn \(width)")
            }
        }
        return found
    }

    @Test(arguments: codes) func everyTileAt96PixelsIsFittedAndDrawable(code: String) throws {
        let layout = DetailTileLayout(formatter: Self.formatter(code))
        let backLayout = BackTileLayout(formatter: Self.formatter(code))
        var problems: [String] = []
        for element in Self.table.elements {
            for (scene, side) in [(try layout.scene(for: element, size: 96), "front"), (try backLayout.scene(for: element, size: 96), "back")] {
                problems += TileAudit.problems(in: scene, label: "\(code) \(element.symbol) \(side) 96")
                problems += try Self.fontProblems(in: scene, label: "\(code) \(element.symbol) \(side) 96")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test(arguments: codes) func tilesAt256And512AndBacksAreFittedAndDrawable(code: String) throws {
        let formatter = Self.formatter(code)
        var problems: [String] = []
        for (index, element) in Self.table.elements.enumerated() {
            let size = index.isMultiple(of: 2) ? 256.0 : 512.0
            let front = try DetailTileLayout(formatter: formatter).scene(for: element, size: size)
            let back = try BackTileLayout(formatter: formatter).scene(for: element, size: size)
            for (scene, side) in [(front, "front"), (back, "back")] {
                problems += TileAudit.problems(in: scene, label: "\(code) \(element.symbol) \(side) \(size)")
                problems += try Self.fontProblems(in: scene, label: "\(code) \(element.symbol) \(side) \(size)")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    /// A long name fits whole or is left out (a level of detail), never cut: German Praseodym,
    /// Greek Rutherfordium, Japanese Protactinium.
    @Test(arguments: [("de", "Pr"), ("el", "Rf"), ("ja", "Pa"), ("pt", "Rf"), ("ru", "Pa")])
    func longNamesFitOrDrop(code: String, symbol: String) throws {
        let formatter = Self.formatter(code)
        let element = try #require(Self.table.element(matching: symbol))
        let name = formatter.name(element)
        for size in [48.0, 64, 96, 128, 256, 512] {
            let runs = try DetailTileLayout(formatter: formatter).scene(for: element, size: size).textRuns
                .filter { $0.role == .name }
            #expect(runs.isEmpty || runs.map(\.text).joined() == name || runs.map(\.text).joined(separator: " ") == name,
                    "\(code) \(symbol) at \(size): \(runs.map(\.text))")
            #expect(!runs.contains { $0.text.contains("…") })
        }
        let large = try DetailTileLayout(formatter: formatter).scene(for: element, size: 512).textRuns
        #expect(large.contains { $0.role == .name }, "\(code) \(symbol) has no name at 512 px")
    }

    @Test func cjkTextIsDrawnWithTheLanguagesRegionalFace() throws {
        func nameFont(_ code: String, _ symbol: String) throws -> FontFace {
            let element = try #require(Self.table.element(matching: symbol))
            let scene = try DetailTileLayout(formatter: Self.formatter(code)).scene(for: element, size: 256)
            return try #require(scene.textRuns.first { $0.role == .name }).font
        }
        #expect(try nameFont("ja", "Fe").family == "Noto Sans CJK JP")
        #expect(try nameFont("zh-Hans", "Fe").family == "Noto Sans CJK SC")
        #expect(try nameFont("ko", "Fe").family == "Noto Sans CJK KR")
        #expect(try nameFont("ru", "Fe").family == "Inter")
        #expect(try nameFont("el", "Fe").family == "Inter")
        let label = try DetailTileLayout(formatter: Self.formatter("ja")).scene(for: Self.table.element(matching: "Fe")!, size: 512)
            .textRuns.first { $0.role == .label }
        #expect(label?.text == "融点")
        #expect(label?.font.family == "Noto Sans CJK JP")
        #expect(label?.font.weight == 400)
    }

    /// Text a region's face cannot draw whole goes to the region that can: kanji the Chinese
    /// subset lacks (濃) are drawn by the Japanese face, not boxed.
    @Test func textTheLanguagesRegionLacksIsDrawnByARegionThatHasIt() {
        let japanese = FontLibrary.cjk(.japanese, bold: true)
        #expect(FontLibrary.face(for: "濃度", preferring: FontLibrary.bold) == japanese)
        FontLibrary.$cjkRegion.withValue(.simplifiedChinese) {
            #expect(FontLibrary.face(for: "濃度 (mg)", preferring: FontLibrary.bold) == japanese)
            #expect(FontLibrary.face(for: "浓度", preferring: FontLibrary.regular) == FontLibrary.cjk(.simplifiedChinese, bold: false))
            #expect(FontLibrary.undrawableScalars(in: "濃度 µg", preferring: FontLibrary.regular).isEmpty)
            #expect(FontLibrary.undrawableScalars(in: "Gehalt\u{FE0F}\u{200D}", preferring: FontLibrary.regular).isEmpty)
            #expect(FontLibrary.undrawableScalars(in: "濃度 تركيز", preferring: FontLibrary.regular).map(\.value) == [0x62A, 0x631, 0x643, 0x64A, 0x632])
        }
    }

    @Test func aJapaneseNameTooWideForOneLineWrapsBetweenCharacters() throws {
        let metrics = try FontLibrary.metrics(for: FontLibrary.cjk(.japanese, bold: true))
        let fitted = TextFitter.fit("プロトアクチニウム", metrics: metrics, preferredSize: 20, minimumSize: 20,
                                    width: 100, maximumLines: 2)
        #expect(fitted.lines.count == 2)
        #expect(fitted.lines.joined() == "プロトアクチニウム")
        #expect(!fitted.wasTruncated)
        // The prolonged sound mark never starts a line.
        let long = TextFitter.fit("ノーベリウム", metrics: metrics, preferredSize: 20, minimumSize: 20, width: 25, maximumLines: 3)
        #expect(long.lines.allSatisfy { !$0.hasPrefix("ー") })
    }

    @Test(arguments: [("de", "kubisch-raumzentriert"), ("ja", "体心立方"), ("ru", "объёмноцентрированная кубическая"),
                      ("en", "body-centred cubic")])
    func aCrystalStructureIsWrittenInTheTilesLanguage(code: String, structure: String) throws {
        let iron = try #require(Self.table.element(matching: "Fe"))
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,name,crystal-structure").slots
        let formatter = Self.formatter(code)
        #expect(TileField.crystalStructure.text(for: iron, formatter: formatter) == structure)
        let scene = try DetailTileLayout(theme: theme, formatter: formatter).scene(for: iron, size: 512)
        let shown = scene.textRuns.filter { $0.role == .crystalStructure }.map(\.text).joined(separator: " ")
        #expect(shown == structure)
        #expect(try Self.fontProblems(in: scene, label: code).isEmpty)
    }

    /// The served page's phone table (1100 px, text at 12 px or more) names every category in
    /// full in every language: a legend too narrow at that size takes fewer, wider columns.
    @Test(arguments: codes) func theLegendNamesEveryCategoryWholeOverAHighFloor(code: String) throws {
        var theme = Theme.classic
        theme.minimumTextSize = 12
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        let scene = try TableSceneLayout(theme: theme, formatter: Self.formatter(code))
            .scene(for: placement, options: .init(width: 1100, title: nil))
        let labels = try #require(scene.group(id: "legend")).allTexts.map(\.text)
        #expect(labels.count >= 12)
        #expect(!labels.contains { $0.hasSuffix("…") }, "\(code): \(labels)")
    }

    /// A 256 px tile shows in every language the facts it shows in English: a label too long to
    /// stand beside its value (German `Elektronenkonfiguration`, Greek `Πρώτη ενέργεια ιονισμού`)
    /// or a value too long to stand beside its label (`εξαχνώνεται στους 4098,15 K`) puts the
    /// value under the label instead of leaving the fact out.
    @Test(arguments: codes) func aLongLabelOrValueKeepsItsFactAt256Pixels(code: String) throws {
        let sets = ["number,symbol,name,electronegativity,ionization-energy,atomic-radius",
                    "symbol,name,configuration,oxidation-states,crystal-structure",
                    "number,symbol,name,electron-affinity,electronegativity-allen,van-der-waals-radius",
                    "number,symbol,name,mass,molar-heat", nil]
        var missing: [String] = []
        for fields in sets {
            var theme = Theme.classic
            if let fields { theme.slots = try TileFieldList(parsing: fields).slots }
            for symbol in ["Fe", "Pr", "Sn", "Og"] {
                let element = try Self.table.requireElement(matching: symbol)
                let shown = { (formatter: ElementFormatter) in
                    Set(try DetailTileLayout(theme: theme, formatter: formatter).scene(for: element, size: 256).textRuns.map(\.role))
                }
                let lost = try shown(ElementFormatter()).subtracting(shown(Self.formatter(code)))
                if !lost.isEmpty { missing.append("\(symbol) [\(fields ?? "classic")]: \(lost.map(\.rawValue).sorted())") }
            }
        }
        #expect(missing.isEmpty, "\(code): \(missing.joined(separator: "; "))")
        // Carbon sublimes: both points say so, each under its label where it is too long beside it.
        let carbon = try DetailTileLayout(formatter: Self.formatter(code)).scene(for: Self.table.requireElement(matching: "C"), size: 256)
        #expect(Set(carbon.textRuns.map(\.role)).isSuperset(of: [.melt, .boil]), "\(code) C")
    }

    @Test(arguments: codes) func postersAreDrawableAndLegible(code: String) throws {
        let formatter = Self.formatter(code)
        let scene = try TableSceneLayout(formatter: formatter).scene(
            for: TablePlacement(elements: Self.table.elements, form: .standard), options: .init(page: PageGeometry(paper: .a4)))
        #expect(try Self.fontProblems(in: scene, label: code).isEmpty)
        #expect(LegibilityFloor.illegibleText(in: scene).isEmpty)
        let texts = scene.textRuns.map(\.text)
        #expect(texts.contains(formatter.locale.text(.posterTitle)))
        #expect(texts.contains(formatter.locale.text(.lanthanoids)))
        #expect(scene.title == formatter.locale.text(.posterTitle))
    }

    /// A heatmap's colour bar title mixes the language's words with the unit (`密度 (g/cm³)`,
    /// `몰 열용량 (J/(mol·K))`): the CJK face that draws it has every character, the unit's too.
    @Test(arguments: ["zh-Hans", "ja", "ko"]) func heatmapTitlesAndNotesHaveTheirGlyphs(code: String) throws {
        let formatter = Self.formatter(code)
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        var problems: [String] = []
        for property in NumericProperty.allCases {
            for range: ClosedRange<Double>? in [nil, -50...100] {
                var options = TableSceneLayout.Options(width: 1400)
                options.coloring = .heatmap(Heatmap(property: property, range: range))
                let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
                problems += try Self.fontProblems(in: scene, label: "\(code) \(property)")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    /// A name too long for its table tile at the name's size and its one smaller step takes the
    /// largest size that fits, down to the floor (Pa and Es in Japanese); the lines under it stay.
    /// Where not even the floor fits, only the name is left out. Japanese takes a 10 px floor.
    @Test func aLongNameOnATableTileShrinksToTheFloorBeforeItIsLeftOut() throws {
        let formatter = Self.formatter("ja")
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        func scene(width: Double, coloring: TileColoring? = nil) throws -> Scene {
            var options = TableSceneLayout.Options(width: width)
            if let coloring { options.coloring = coloring }
            return try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
        }
        let heatmap = try scene(width: 2400, coloring: .heatmap(Heatmap(property: .melt)))
        let plain = try scene(width: 2400)
        for (scene, role) in [(heatmap, TextRole.value), (plain, .mass)] {
            let missing = scene.tiles.map(\.group).filter { tile in
                let number = Int(tile.allTexts.first { $0.role == .number }?.text ?? "") ?? 0
                return number <= 103 && !tile.allTexts.contains { $0.role == role }
            }
            #expect(missing.compactMap(\.id) == [], "\(role)")
        }
        let names = plain.tiles.map(\.group).compactMap { tile in tile.allTexts.first { $0.role == .name } }
        #expect(names.count == 118)
        let sizes = Dictionary(grouping: names, by: \.fontSize).mapValues { $0.map(\.text) }
        #expect(sizes.keys.sorted() == [11.35, 12.48, 14.52])
        #expect(sizes[11.35] == ["プロトアクチニウム", "アインスタイニウム"])
        let narrower = try scene(width: 2000)
        #expect(narrower.group(id: "tile-Pa")?.allTexts.contains { $0.role == .name } == false)
        #expect(narrower.group(id: "tile-Pa")?.allTexts.contains { $0.role == .mass } == true)
    }

    /// The tail of the g in Mg, Hg, Sg (and of p and y in Np, Dy) ends above the name under it,
    /// on the poster's tiles and on detail tiles: kana and ideographs stand taller than capitals.
    @Test(arguments: ["en", "ja", "zh-Hans", "ko", "ru"]) func descendersOfSymbolsClearTheNameBelow(code: String) throws {
        let formatter = Self.formatter(code)
        let poster = try TableSceneLayout(formatter: formatter).scene(
            for: TablePlacement(elements: Self.table.elements, form: .standard), options: .init(width: 2400))
        let tiles = try [64.0, 128, 256].flatMap { size in
            try ["Mg", "Hg", "Sg", "Np", "Dy"].map { symbol in
                try DetailTileLayout(formatter: formatter).group(for: Self.table.requireElement(matching: symbol), size: size)
            }
        }
        var problems: [String] = []
        for group in poster.tiles.map(\.group) + tiles {
            let texts = group.allTexts
            guard let symbol = texts.first(where: { $0.role == .symbol }), symbol.text.contains(where: { "gpy".contains($0) }),
                  let below = texts.filter({ $0.y > symbol.y }).min(by: { $0.y < $1.y }) else { continue }
            let top = below.y - (below.text.contains { $0.unicodeScalars.contains { $0.value >= 0x3000 } } ? 0.88 : 0.73) * below.fontSize
            if symbol.y + 0.211 * symbol.fontSize > top {
                problems.append("\(code) \(group.id ?? "?"): the tail of \(symbol.text) reaches \(below.text)")
            }
        }
        #expect(problems.count == 0, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// Clearing the tails of Mg and Hg moves every symbol of a table alike: the symbols of a row
    /// stand on one baseline.
    @Test(arguments: ["en", "ja", "ru"]) func theSymbolsOfATableRowShareABaseline(code: String) throws {
        let poster = try TableSceneLayout(formatter: Self.formatter(code)).scene(
            for: TablePlacement(elements: Self.table.elements, form: .standard), options: .init(width: 2400))
        let rows = Dictionary(grouping: poster.tiles.map(\.group), by: \.y)
        for (top, tiles) in rows {
            let baselines = Set(tiles.compactMap { $0.allTexts.first { $0.role == .symbol }?.y })
            #expect(baselines.count == 1, "\(code): the row at \(top) has symbols on \(baselines.sorted())")
        }
    }
}

/// The committed Noto Sans CJK subsets, and the cuts to the bundled words that SVGs and the
/// served page embed, hold every character of the words they draw: names, categories, labels
/// (the page's script's too: the page sets its text in the face its table embeds), the
/// language picker's names and the list's section titles. A language file changed without
/// running `scripts/subset-fonts.py` again fails here.
@Suite struct CJKSubsetCoverageTests {
    @Test(arguments: [("zh-Hans", CJKRegion.simplifiedChinese), ("ja", .japanese), ("ko", .korean)])
    func everyWordOfTheLanguageHasItsGlyphs(code: String, region: CJKRegion) throws {
        let data = try LanguageData.bundled(code)
        let sectionTitles = code == "ja" ? KanaRow.allCases.map(\.title) : code == "ko" ? HangulInitial.order : []
        let words = data.elements + Array(data.categories.values) + Array(data.crystalStructures.values)
            + Array(data.discoverers.values) + Array(data.labels.values) + sectionTitles
        let languageNames = try DisplayLocale.supportedCodes.map { try LanguageData.bundled($0).name }.joined()
        for bold in [false, true] {
            let face = FontLibrary.cjk(region, bold: bold)
            let drawn = try FontLibrary.metrics(for: face)
            let embeddedURL = try FontLibrary.embeddedURL(for: face, drawing: words.joined())
            #expect(embeddedURL.lastPathComponent.hasSuffix(".words.otf"), "\(embeddedURL.lastPathComponent)")
            for (file, metrics) in [(face.file, drawn), (embeddedURL.lastPathComponent, try FontMetrics(contentsOf: embeddedURL))] {
                let missing = metrics.missingScalars(in: words.joined()).filter { !$0.properties.isWhitespace }
                #expect(missing.isEmpty, "\(code) \(file) lacks \(String(String.UnicodeScalarView(missing)))")
                let unnamed = languageNames.unicodeScalars.filter { !$0.isASCII && drawn.hasGlyph($0) && !metrics.hasGlyph($0) }
                #expect(unnamed.isEmpty, "\(code) \(file) lacks \(String(String.UnicodeScalarView(unnamed))) of the language picker")
            }
        }
    }

    /// A label, unit or column name a user writes is drawn, not boxed: each region's face holds the
    /// characters in everyday use there, and the Latin, Greek and symbols a unit mixes in.
    @Test(arguments: [("濃度 µg/m³ ℃ Å ±0.5 α→β", CJKRegion.japanese), ("浓度 µg/m³ ℃ Å ±0.5 α→β", .simplifiedChinese),
                      ("농도 똠 µg/m³ ℃ Å ±0.5 α→β", .korean)])
    func everydayTextOfTheRegionHasItsGlyphs(text: String, region: CJKRegion) throws {
        for bold in [false, true] {
            let metrics = try FontLibrary.metrics(for: FontLibrary.cjk(region, bold: bold))
            #expect(metrics.missingScalars(in: text).filter { !$0.properties.isWhitespace }.isEmpty)
        }
    }

    /// The subsets are each region's everyday characters, not the 39 MB collections.
    @Test func theSubsetsStaySmall() throws {
        var total = 0
        for face in FontLibrary.fallbackFaces {
            let size = try FileManager.default.attributesOfItem(atPath: FontLibrary.url(for: face).path)[.size] as? Int ?? 0
            #expect(size > 300_000 && size < 1_700_000, "\(face.file) is \(size) bytes")
            total += size
        }
        #expect(total < 6_700_000, "the six subsets together are \(total) bytes")
    }
}

extension LocaleTileTests {
    /// The band's category on two lines, "Unbekannt, wahrscheinlich" over "Übergangsmetall": the
    /// comma's tail (0.18 em under the baseline) touched the Ü's dots (0.94 em over the next)
    /// at 1.1 em between the baselines, and nearly so at 1.14 (Mt at 192 px). A second line opening
    /// under such a mark stands 1.2 apart, a gap of 0.08 em.
    @Test(arguments: [128.0, 192, 256, 1024])
    func aMarkOverTheCategorysSecondLineClearsTheLineAbove(size: Double) throws {
        for query in ["Mt", "Ds", "Rg", "Nh", "Mc", "Lv"] {
            let scene = try DetailTileLayout(formatter: Self.formatter("de")).scene(for: try Self.table.requireElement(matching: query), size: size)
            let lines = scene.textRuns.filter { $0.role == .category }
            guard lines.count == 2 else { continue }
            #expect(lines[1].text.hasPrefix("Post-Ü") || lines[1].text.hasPrefix("Ü"), "\(query) \(size): \(lines.map(\.text))")
            #expect(lines[1].y - lines[0].y >= (0.178 + 0.941 + 0.07) * lines[0].fontSize, "\(query) \(size): the lines touch")
        }
    }
}
