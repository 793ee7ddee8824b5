import Foundation
import Testing
@testable import Layout

/// Every word a scene carries besides names and field labels (scene titles, heatmap notes, the
/// CPK legend, the palette's words) and every number (the user's own values, colour-bar ticks)
/// in the language asked for; English exactly as before.
@Suite struct LocaleWordsTests {
    static let table = try! PeriodicTable.bundled()
    static let german = try! DisplayLocale.bundled("de")
    static let values = ElementValues(label: "Gehalt", unit: "ppm", entries: [
        26: .init(value: 12.5, text: "12.5"), 8: .init(value: 3, text: "3"), 1: .init(value: 0.001, text: "1e-3"),
    ])

    static func formatter(_ code: String) -> ElementFormatter {
        ElementFormatter(locale: try! DisplayLocale.bundled(code))
    }

    static func heatmapScene(_ heatmap: Heatmap, code: String) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: 1600)
        options.coloring = .heatmap(heatmap)
        return try TableSceneLayout(formatter: formatter(code)).scene(for: placement, options: options)
    }

    @Test func aPatternFillsEachPlaceholderInItsOrder() {
        #expect(Self.german.text(.stripTitle, "Natrium", "64, 128") == "Natrium in 64, 128 px")
        #expect(Self.german.text(.favouriteCountMany, "3", "Ada") == "3 Favoriten von Ada.")
        let polish = try! DisplayLocale.bundled("pl")
        #expect(polish.text(.favouriteCountMany, "5", "Ola") == "Ulubione (Ola): 5.")
        // A value holding another placeholder's braces is written as it is.
        #expect(DisplayLocale.english.text(.stripTitle, "{value}", "32") == "{value} at 32 px")
    }

    @Test func theBackOfATileAndAStripAreTitledInTheLanguage() throws {
        let sodium = try Self.table.requireElement(matching: "Na")
        #expect(try BackTileLayout().scene(for: sodium, size: 256).title == "Sodium (Na, 11), back")
        #expect(try BackTileLayout(formatter: Self.formatter("de")).scene(for: sodium, size: 256).title == "Natrium (Na, 11), Rückseite")
        #expect(try BackTileLayout(formatter: Self.formatter("ja")).scene(for: sodium, size: 96).title == "ナトリウム (Na, 11)、裏面")
        #expect(try TileStrip().scene(for: sodium, sizes: [32, 64]).title == "Sodium at 32, 64 px")
        #expect(try TileStrip(formatter: Self.formatter("fr")).scene(for: sodium, sizes: [32, 64]).title == "Sodium en 32, 64 px")
    }

    @Test func theClampingNoteIsInTheLanguageWithItsDecimalComma() throws {
        let scale = try ColorScale(kind: .linear, lower: 0.5, upper: 2.5)
        let both = ColorbarLayout.ClampedEnds(below: true, above: true)
        #expect(ColorbarLayout.clampingNote(both, scale: scale) == " · outside 0.5–2.5 in the end colours")
        #expect(ColorbarLayout.clampingNote(both, scale: scale, locale: Self.german) == " · außerhalb 0,5–2,5 in den Endfarben")
        #expect(ColorbarLayout.clampingNote(.init(below: true), scale: scale, locale: Self.german) == " · unter 0,5 in der ersten Farbe")
        #expect(ColorbarLayout.clampingNote(.init(above: true), scale: scale, locale: try DisplayLocale.bundled("ru"))
            == " · выше 2,5 — последним цветом")
        // Drawn: a German heatmap whose range leaves values outside says so in German.
        let scene = try Self.heatmapScene(Heatmap(source: .values(Self.values), range: 1...10), code: "de")
        let title = try #require(scene.group(id: "colorbar")?.allTexts.map(\.text).joined(separator: " "))
        #expect(title.contains("außerhalb 1–10 in den Endfarben"), "\(title)")
        #expect(!title.contains("colour"))
    }

    @Test func ownValuesTakeTheDecimalCommaAndTheUnitSpacing() throws {
        let iron = try Self.table.requireElement(matching: "Fe")
        #expect(Self.values.text(of: iron, in: .english) == "12.5 ppm")
        #expect(Self.values.text(of: iron, in: Self.german) == "12,5\u{a0}ppm")
        #expect(try Self.values.text(of: Self.table.requireElement(matching: "H"), in: Self.german) == "1e\u{2212}3\u{a0}ppm")
        var negative = Self.values
        negative.entries[26] = .init(value: -12.5, text: "-12.5")
        #expect(negative.text(of: iron, in: Self.german) == "\u{2212}12,5\u{a0}ppm")
        #expect(try Self.values.text(of: Self.table.requireElement(matching: "Na"), in: Self.german) == "—")
        let tile = try DetailTileLayout(formatter: Self.formatter("fr"), values: Self.values).group(for: iron, size: 256)
        #expect(tile.allTexts.first { $0.role == .value }?.text == "12,5\u{a0}ppm")
        let english = try DetailTileLayout(values: Self.values).group(for: iron, size: 256)
        #expect(english.allTexts.first { $0.role == .value }?.text == "12.5 ppm")
    }

    @Test(arguments: DisplayLocale.supportedCodes) func ownValuesFitOnTilesAt96Pixels(code: String) throws {
        let layout = DetailTileLayout(formatter: Self.formatter(code), values: Self.values)
        var problems: [String] = []
        for symbol in ["H", "O", "Fe", "Rf"] {
            let scene = try layout.scene(for: Self.table.requireElement(matching: symbol), size: 96)
            problems += TileAudit.problems(in: scene, label: "\(code) \(symbol) 96")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aGermanValuesHeatmapWritesCommasOnTilesAndTicksAndNamesTheLogScale() throws {
        let scene = try Self.heatmapScene(Heatmap(source: .values(Self.values), scale: .log, range: 0.001...100), code: "de")
        let iron = scene.group(id: "tile-Fe")?.allTexts.first { $0.role == .value }?.text
        #expect(iron == "12,5\u{a0}ppm")
        let bar = try #require(scene.group(id: "colorbar")).allTexts.map(\.text)
        #expect(bar.first == "Gehalt (ppm, logarithmische Skala)")
        #expect(bar.contains("0,01") || bar.contains("0,001"), "\(bar)")
        #expect(!bar.contains { $0.range(of: #"\d\.\d"#, options: .regularExpression) != nil }, "\(bar)")
        let linear = try Self.heatmapScene(Heatmap(source: .values(Self.values), range: 0...1.5), code: "pl")
        let ticks = try #require(linear.group(id: "colorbar")).allTexts.filter { $0.role == .label }.map(\.text)
        #expect(ticks.contains { $0.contains(",") }, "\(ticks)")
        #expect(!ticks.contains { $0.contains(".") }, "\(ticks)")
    }

    /// Names ptable makes up for numbers that come without one are said in the language; a
    /// name the user gave is kept as written.
    @Test func madeUpNamesOfValuesAreInTheLanguage() throws {
        let counter = FormulaCounter(table: Self.table, shown: Set(1...118))
        let two = try counter.values(from: Data("Fe2O3\nNaCl\n".utf8), source: "f.txt")
        #expect(two.title() == "Atoms in 2 formulas")
        #expect(two.title(locale: Self.german) == "Atome in 2 Formeln")
        #expect(two.title(scale: .log, locale: try DisplayLocale.bundled("ru")) == "Атомы в формулах (всего 2) (логарифмическая шкала)")
        let one = try counter.values(from: Data("H2O\n".utf8), source: "f.txt")
        #expect(one.title() == "Atoms in 1 formula")
        #expect(one.title(locale: Self.german) == "Atome in 1 Formel")
        let occurrences = try counter.values(from: Data("H2O\nCO2\n".utf8), source: "f.txt", mode: .occurrence)
        #expect(occurrences.title() == "Formulas with the element (2 in all)")
        #expect(occurrences.title(locale: try DisplayLocale.bundled("fr")) == "Formules contenant l’élément (2 en tout)")
        let named = try counter.values(from: Data("H2O\n".utf8), source: "f.txt", label: "Wasser")
        #expect(named.title(locale: try DisplayLocale.bundled("ja")) == "Wasser")
        let reader = ElementValuesReader(table: Self.table, shown: Set(1...118))
        let unnamed = try reader.values(from: Data(#"{"Fe": 5.5}"#.utf8), source: "v.json")
        #expect(unnamed.title() == "Value")
        #expect(unnamed.title(locale: try DisplayLocale.bundled("pl")) == "Wartość")
        let headed = try reader.values(from: Data("element,Gehalt\nFe,5.5\n".utf8), source: "v.csv")
        #expect(headed.title(locale: try DisplayLocale.bundled("pl")) == "Gehalt")
    }

    /// Words ptable joins itself take the punctuation the language files' own patterns use:
    /// full-width `（、）` and `：` in Chinese and Japanese, no space before a Korean parenthesis, a
    /// space before a French colon; English as before.
    @Test func joinedWordsTakeTheLanguagesPunctuation() throws {
        let titles = try ["en", "zh-Hans", "ja", "ko", "fr"].map { NumericProperty.melt.title(formatter: Self.formatter($0), scale: .log) }
        #expect(titles == ["Melting point (K, log scale)", "熔点（K，对数刻度）", "融点（K、対数目盛）", "녹는점(K, 로그 눈금)",
                           "Point de fusion (K, échelle log.)"])
        #expect(Self.formatter("ja").locale.propertyName(try #require(Self.formatter("ja").properties?.property("electronegativity")))
            == "電気陰性度（ポーリングの値）")
        let oganesson = try #require(Self.table.element(matching: "Og"))
        #expect(Self.formatter("zh-Hans").phase(oganesson) == "固态（预测）")
        #expect(TableSceneLayout.dataCredit(in: try DisplayLocale.bundled("zh-Hans")).hasPrefix("元素数据：Periodic-Table-JSON"))
        #expect(TableSceneLayout.dataCredit(in: try DisplayLocale.bundled("fr")).hasPrefix("Données des éléments\u{00A0}: Periodic"))
        #expect(TableSceneLayout.dataCredit(in: .english) == TableSceneLayout.dataCredit)
    }

    @Test func theCPKLegendIsTitledInTheLanguage() throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: 1600)
        options.coloring = .elementColor
        let german = try TableSceneLayout(formatter: Self.formatter("de")).scene(for: placement, options: options)
        let texts = german.textRuns.map(\.text).joined(separator: " ")
        #expect(texts.contains("CPK-Farben"), "\(texts.suffix(400))")
        #expect(!texts.contains("colours"))
        let english = try TableSceneLayout().scene(for: placement, options: options).textRuns.map(\.text).joined(separator: " ")
        #expect(english.contains("CPK colours: Jmol element colours (jmol.sourceforge.net/jscolors)")
            || english.contains("CPK colours: Jmol element"))
    }

    @Test func thePaletteNamesItsGroupsColoursAndComplementsInTheLanguage() throws {
        let german = try PaletteLayout(locale: Self.german).scene()
        let texts = german.textRuns.map(\.text)
        #expect(german.title == "ptable-Palette: klassisch")
        for word in ["Seite", "Hintergrund", "Schrift", "gedämpfte Schrift", "Füllung", "Akzent", "auf Akzent", "Alkalimetall"] {
            #expect(texts.contains(word), "\(word) missing")
        }
        #expect(texts.contains { $0.hasPrefix("Komplement #") })
        #expect(!texts.contains { $0.hasPrefix("complement") || $0 == "fill" || $0 == "Page" })
        let english = try PaletteLayout().scene()
        #expect(english.title == "ptable palette: classic")
        #expect(english.textRuns.map(\.text).contains("muted ink"))
        #expect(english.textRuns.contains { $0.text.hasPrefix("complement #") })
    }

    @Test(arguments: DisplayLocale.supportedCodes) func swatchesKeepTheirKeysAndEnglishKeepsItsNames(code: String) throws {
        let locale = try DisplayLocale.bundled(code)
        for swatch in Theme.classic.swatches {
            let localized = swatch.localized(in: locale)
            #expect(localized.key == swatch.key && localized.color == swatch.color)
            if locale.isEnglish { #expect(localized == swatch) } else { #expect(localized.name != swatch.name, "\(code) \(swatch.key)") }
        }
    }
}
