import Foundation
import PTableTestSupport
import Testing

/// `--lang` on list, tile, tiles, table, palette and properties: names, labels, numbers, sorting and fonts
/// in the language asked for, English otherwise, and one error line for a language not bundled.
@Suite struct LanguageEndToEndTests {
    func lines(_ result: Ptable.Result) -> [String] {
        result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func germanListRowsUseNamesAndDecimalCommas() async throws {
        let result = try await Ptable.run(["list", "--lang", "de"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = lines(result)
        #expect(rows.prefix(2) == ["Wasserstoff", "H(1) 1,008"])
        let sodium = try #require(rows.firstIndex(of: "Natrium"))
        #expect(rows[sodium + 1] == "Na(11) 22,989769282")
    }

    @Test func englishIsTheDefaultWhateverTheMachinesLocale() async throws {
        let result = try await Ptable.runBinary(["list"], environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        #expect(result.status == 0)
        let rows = lines(result)
        let sodium = try #require(rows.firstIndex(of: "Sodium"))
        #expect(rows[sodium + 1] == "Na(11) 22.989769282")
    }

    @Test func autoFollowsLANG() async throws {
        let result = try await Ptable.run(["list", "--lang", "auto"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines(result).prefix(2) == ["Водород", "H(1) 1,008"])
    }

    /// A runner whose locale is set (LC_ALL on many CI images) must not decide a test's
    /// `--lang auto`: commands get only the locale variables the test gives.
    @Test func theRunnersLocaleVariablesDoNotReachACommand() {
        let runner = ["LC_ALL": "tr_TR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "fa_IR.UTF-8",
                      "LANGUAGE": "tr", "LC_NUMERIC": "de_DE.UTF-8", "PATH": "/usr/bin"]
        let environment = PTableTestSupport.PtableProcess.environment(adding: ["LANG": "ru_RU.UTF-8"], to: runner)
        #expect(environment == ["LANG": "ru_RU.UTF-8", "PATH": "/usr/bin"])
    }

    @Test func swedishAndPolishSortInTheirAlphabets() async throws {
        let polish = try await Ptable.run(["list", "--lang", "pl", "--sort", "name", "--group", "letter"])
        #expect(polish.status == 0, "\(polish.stderr)")
        let headers = lines(polish).filter { $0.hasPrefix("== ") }
        #expect(headers.suffix(2) == ["== Z ==", "== Ż =="])
        #expect(polish.output.hasSuffix("== Ż ==\nŻelazo\nFe(26) 55,8452\n"))
        let swedish = try await Ptable.run(["list", "--lang", "sv", "--sort", "name"])
        #expect(swedish.output.hasPrefix("Aktinium\nAc(89) [227]\nAluminium\n"))
    }

    @Test func japaneseSectionsAreKanaRowsAndALetterPicksOne() async throws {
        let grouped = try await Ptable.run(["list", "--lang", "ja", "--group", "letter", "--sort", "name"])
        #expect(grouped.status == 0, "\(grouped.stderr)")
        #expect(grouped.output.hasPrefix("== ア行 ==\nアインスタイニウム\nEs(99) (252)\n亜鉛\n"))
        // タ stands for タ行, voiced kana included: 炭素 (たんそ), 窒素, 銅 (どう).
        let row = try await Ptable.run(["list", "--lang", "ja", "--letter", "タ"])
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.output.hasPrefix("炭素\nC(6) 12.011\n窒素\nN(7) 14.007\n"))
        #expect(lines(row).contains("銅"))
        // A voiced kana stands for its row too.
        #expect(try await Ptable.run(["list", "--lang", "ja", "--letter", "ダ"]).output == row.output)
    }

    /// Greek names with a tonos (Άζωτο) are filed under Α; `--letter ά` finds them with the rest.
    @Test func aGreekLetterWithATonosPicksItsSection() async throws {
        let accented = try await Ptable.run(["list", "--lang", "el", "--letter", "ά"])
        #expect(accented.status == 0 && accented.stderr.isEmpty, "\(accented.stderr)")
        #expect(lines(accented).contains("Άζωτο") && lines(accented).contains("Αργό"))
        #expect(try await Ptable.run(["list", "--lang", "el", "--letter", "α"]).output == accented.output)
    }

    @Test func anUnknownLanguageIsOneUsageError() async throws {
        for command in [["list"], ["tile", "Na"], ["table"], ["tiles"], ["palette"], ["properties"], ["properties", "Na"]] {
            let result = try await Ptable.run(command + ["--lang", "tlh"])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderrLines.first == "error: --lang must be auto or one of en, de, fr, es, it, pt, nl, pl, sv, nb, ru, uk, el, zh-Hans, ja, ko, got \"tlh\"")
            #expect(result.stdout.isEmpty)
        }
    }

    /// Traditional Chinese is not bundled: asked for by name it says so, and `auto` under a
    /// Taiwanese locale writes English rather than Simplified characters. A Portuguese region
    /// gets the bundled (Brazilian) spellings.
    @Test func regionalVariantsFallBackAsDocumented() async throws {
        let asked = try await Ptable.run(["list", "--lang", "zh-TW"])
        #expect(asked.status == 64)
        #expect(asked.stderrLines.first == "error: --lang must be auto or one of en, de, fr, es, it, pt, nl, pl, sv, nb, ru, uk, el, zh-Hans, ja, ko, got \"zh-TW\" (Traditional Chinese is not bundled; zh-Hans is Simplified Chinese)")
        let taiwan = try await Ptable.run(["list", "--lang", "auto"], environment: ["LANG": "zh_TW.UTF-8"])
        #expect(lines(taiwan).prefix(2) == ["Hydrogen", "H(1) 1.008"])
        let portugal = try await Ptable.run(["list", "--lang", "auto"], environment: ["LANG": "pt_PT.UTF-8"])
        #expect(lines(portugal).prefix(2) == ["Hidrogênio", "H(1) 1,008"])
    }

    /// A name from another language (Natrium, Eisen) without --lang said "did you mean Yttrium?":
    /// now it names the element and the languages that call it so.
    @Test func anotherLanguagesNameIsNamedAsSuch() async throws {
        let natrium = try await Ptable.run(["tile", "Natrium"])
        #expect(natrium.status == 65)
        #expect(natrium.stderrLines == [#"error: no element matches "Natrium" (did you mean Sodium? that is its name in de, nl, sv, nb)"#])
        let sodio = try await Ptable.run(["table", "--highlight", "Na,Sódio", "--format", "svg"])
        #expect(sodio.stderrLines == [#"error: no element matches "Sódio" (did you mean Sodium? that is its name in pt)"#])
        let french = try await Ptable.run(["tile", "Eisen", "--lang", "fr"])
        #expect(french.stderrLines == [#"error: no element matches "Eisen" (did you mean Fer? that is its name in de)"#])
        #expect(try await Ptable.run(["tile", "Eisen", "--lang", "de", "--format", "svg", "-o", "-"]).status == 0)
    }

    @Test func aJapaneseTileNamesAndEmbedsItsCJKFace() async throws {
        let plain = try await Ptable.run(["tile", "Fe", "--lang", "ja", "--format", "svg", "-o", "-"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.output.contains(">鉄<"))
        #expect(plain.output.contains("font-family: 'Noto Sans CJK JP', sans-serif"))
        #expect(plain.output.contains(">融点<"))
        let embedded = try await Ptable.run(["tile", "Fe", "--lang", "ja", "--format", "svg", "--embed-fonts", "-o", "-"])
        #expect(embedded.output.contains("@font-face { font-family: 'Noto Sans CJK JP'"))
        let png = try await Ptable.run(["tile", "Fe", "--lang", "ja", "--format", "png", "-o", "-"])
        #expect(png.status == 0 && png.stdout.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func tableTilesAndPaletteSpeakTheLanguage() async throws {
        let table = try await Ptable.run(["table", "--lang", "de", "--format", "svg", "-o", "-"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.output.contains("Periodensystem der Elemente"))
        #expect(table.output.contains("Lanthanoide"))
        let folder = try Ptable.temporaryDirectory()
        let tiles = try await Ptable.run(["tiles", "--lang", "ko", "--format", "svg", "--elements", "Fe", "-o", "t"], in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("t/026-iron.svg"), encoding: .utf8)
        #expect(svg.contains(">철<"))
        let palette = try await Ptable.run(["palette", "--lang", "fr", "--format", "svg", "-o", "-"])
        #expect(palette.status == 0, "\(palette.stderr)")
        #expect(palette.output.contains("Palette : classique"))
        #expect(palette.output.contains("Métal alcalin"))
        let card = try await Ptable.run(["tile", "Hg", "--lang", "uk", "--format", "ansi", "--color", "never"])
        #expect(card.output.contains("Меркурій"))
        #expect(card.output.contains("Т. плавлення"))
    }

    /// A user's numbers take the language's decimal comma on the tiles; the heatmap's note and a
    /// made-up name of counts are in the language; English stays as the file writes it.
    @Test func ownValuesAndTheirNotesAreWrittenInTheLanguage() async throws {
        let folder = try ValuesEndToEndTests.folder(["v.csv": "element,Gehalt\nFe,12.5\nO,3\nSi,28.25\n", "f.txt": "Fe2O3\nSiO2\n"])
        let german = try await Ptable.run(["table", "--values", "v.csv", "--values-unit", "ppm", "--range", "5:20", "--lang", "de",
                                           "-o", "de.svg"], in: folder)
        #expect(german.status == 0, "\(german.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("de.svg"), encoding: .utf8)
        #expect(ValuesEndToEndTests.tileTexts(svg, "Fe").last == "12,5\u{a0}ppm")
        #expect(ValuesEndToEndTests.tileTexts(svg, "Si").last == "28,25\u{a0}ppm")
        #expect(svg.contains(">Gehalt (ppm) · außerhalb 5–20 in den Endfarben</text>"))
        let english = try await Ptable.run(["table", "--values", "v.csv", "--values-unit", "ppm", "--range", "5:20", "-o", "en.svg"],
                                           in: folder)
        let englishSVG = try String(contentsOf: folder.appendingPathComponent("en.svg"), encoding: .utf8)
        #expect(english.status == 0 && ValuesEndToEndTests.tileTexts(englishSVG, "Fe").last == "12.5 ppm")
        #expect(englishSVG.contains(">Gehalt (ppm) · outside 5–20 in the end colours</text>"))
        let tiles = try await Ptable.run(["tiles", "--values", "v.csv", "--lang", "fr", "--elements", "Fe", "--format", "svg", "-o", "t"],
                                         in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        let tile = try String(contentsOf: folder.appendingPathComponent("t/026-iron.svg"), encoding: .utf8)
        #expect(tile.contains(">12,5<"))
        let counts = try await Ptable.run(["table", "--count-formulas", "f.txt", "--lang", "sv", "-o", "c.svg"], in: folder)
        #expect(counts.status == 0, "\(counts.stderr)")
        let countsSVG = try String(contentsOf: folder.appendingPathComponent("c.svg"), encoding: .utf8)
        #expect(countsSVG.contains(">Atomer i 2 formler</text>"))
    }

    /// Titles, the palette's words and the terminal's legend are in the language too.
    @Test func titlesPaletteWordsAndTheTerminalLegendSpeakTheLanguage() async throws {
        let back = try await Ptable.run(["tile", "Na", "--side", "back", "--lang", "de", "--format", "svg", "-o", "-"])
        #expect(back.output.contains("<title>Natrium (Na, 11), Rückseite</title>"))
        let englishBack = try await Ptable.run(["tile", "Na", "--side", "back", "--format", "svg", "-o", "-"])
        #expect(englishBack.output.contains("<title>Sodium (Na, 11), back</title>"))
        let palette = try await Ptable.run(["palette", "--lang", "de", "--format", "ansi", "--color", "never"])
        #expect(palette.status == 0, "\(palette.stderr)")
        #expect(palette.output.hasPrefix("Palette: klassisch\nSeite\n"))
        #expect(palette.output.contains("Hintergrund") && palette.output.contains("Komplement #"))
        #expect(!palette.output.contains("complement"))
        let table = try await Ptable.run(["table", "--lang", "nb", "--format", "ansi", "--color", "always"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.output.contains(" Alkalimetall ") && table.output.contains(" Edelgass "), "\(table.output.suffix(600))")
        #expect(!table.output.contains("Alkali metal"))
    }

    /// The cells of a `ptable properties` line: runs of text between gaps of two spaces or more.
    func cells(_ row: String) -> [String] {
        row.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Each value on one line (`--columns 300`), as a script that splits the columns reads it.
    @Test func propertiesOfAnElementSpeakTheLanguage() async throws {
        let german = try await Ptable.run(["properties", "H", "--lang", "de", "--columns", "300"])
        #expect(german.status == 0, "\(german.stderr)")
        let rows = lines(german)
        #expect(rows.first == "Wasserstoff (H, 1)")
        #expect(rows.map(cells).contains(["Atommasse", "Prohaska2022", "1,0080 ± 0,0002 [1,00784; 1,00811]"]))
        #expect(rows.map(cells).contains(["Schmelzpunkt", "haynes2016crc", "13,99\u{a0}K"]))
        #expect(rows.map(cells).contains(["Elektronegativität (Pauling-Skala)", "haynes2014crc", "2,20"]))
        #expect(rows.contains("Literatur:") && !rows.contains("References:"))
        let oganesson = try await Ptable.run(["properties", "Og", "--lang", "de", "--columns", "300"])
        let notes = lines(oganesson).map(cells)
        #expect(notes.contains(["Dichte", "Smits2020", "7,2\u{a0}g/cm³ (vorhergesagt)"]))
        #expect(notes.contains(["Oxidationsstufen", "enwiki:1253639950", "−1, +1, +2, +4, +6 (vorhergesagt: Eichler2019, keine als häufig markiert)"]))
        #expect(notes.contains(["CAS-Nummer", "mendeleev", "54144-19-3 (ohne Quellenangabe)"]))
        let chinese = lines(try await Ptable.run(["properties", "Og", "--lang", "zh-Hans", "--columns", "300"])).map(cells)
        #expect(chinese.first == ["鿫（Og，118）"])
        #expect(chinese.contains(["CAS号", "mendeleev", "54144-19-3（无来源）"]))
        #expect(lines(try await Ptable.run(["properties", "Fe", "--lang", "fr", "--columns", "300"])).map(cells)
            .contains(["Structure cristalline", "AshcroftMermin1976", "cubique centré"]))
    }

    /// Chinese, Japanese and Korean take two columns a character: the columns still line up.
    @Test func propertiesInJapaneseLineUpInTerminalColumns() async throws {
        let japanese = try await Ptable.run(["properties", "Fe", "--lang", "ja"])
        #expect(japanese.status == 0, "\(japanese.stderr)")
        let rows = lines(japanese)
        #expect(rows.first == "鉄（Fe、26）")
        let radius = try #require(rows.first { $0.hasPrefix("原子半径 ") })
        let states = try #require(rows.first { $0.hasPrefix("酸化数 ") })
        #expect(radius.hasSuffix(" Slater1964           140\u{a0}pm"))
        // 原子半径 is 8 columns and 酸化数 6: two more spaces make up the difference.
        #expect(states.hasPrefix("酸化数" + String(repeating: " ", count: 26) + "enwiki:1253639950"))
        #expect(radius.hasPrefix("原子半径" + String(repeating: " ", count: 24) + "Slater1964"))
    }

    @Test func propertiesListAndJSONNameThePropertiesInTheLanguage() async throws {
        let list = try await Ptable.run(["properties", "--lang", "de", "--columns", "200"])
        #expect(list.status == 0, "\(list.stderr)")
        let rows = lines(list)
        // KEY and COLOR-BY head command-line names; the unit column and a year's unit are German.
        #expect(cells(rows[0]) == ["KEY", "COLOR-BY", "EINHEIT", "QUELLEN", "NAME"])
        #expect(rows.map(cells).contains(["atomic-radius", "atomic-radius", "pm", "Slater1964", "Atomradius"]))
        #expect(rows.map(cells).contains(["discovery-year", "-", "Jahr", "mendeleev", "Entdeckungsjahr"]))
        let english = lines(try await Ptable.run(["properties", "--columns", "200"]))
        #expect(cells(english[0]) == ["KEY", "COLOR-BY", "UNIT", "SOURCES", "NAME"])
        #expect(english.map(cells).contains(["discovery-year", "-", "year", "mendeleev", "Discovery year"]))
        let json = try await Ptable.run(["properties", "Na", "--lang", "ru", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(document["name"] as? String == "Натрий")
        let properties = try #require(document["properties"] as? [String: [String: Any]])
        #expect(properties["atomic-radius"]?["name"] as? String == "Атомный радиус")
        #expect(properties["atomic-radius"]?["value"] as? String == "180")
        let englishJSON = try await Ptable.run(["properties", "Na", "--json"])
        #expect(englishJSON.output.contains(#""name" : "Atomic radius""#) && englishJSON.output.contains(#""name" : "Sodium""#))
    }

    /// No English name of a property is left in another language's lines, and no two
    /// properties share a name.
    @Test func everyLanguageNamesEveryPropertyInItsOwnWords() async throws {
        // Wide enough for a value a line: at 80 columns some values go on under themselves.
        let english = try await Ptable.run(["properties", "Fe", "--columns", "300"])
        let englishRows = lines(english).dropFirst().prefix { !$0.isEmpty }
        for code in ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "nb", "ru", "uk", "el", "zh-Hans", "ja", "ko"] {
            let result = try await Ptable.run(["properties", "Fe", "--lang", code, "--columns", "300"])
            #expect(result.status == 0, "\(code): \(result.stderr)")
            let names = lines(result).dropFirst().prefix { !$0.isEmpty }.map { cells($0)[0] }
            #expect(names.count == englishRows.count, "\(code)")
            #expect(Set(names).count == names.count, "\(code): \(names)")
            #expect(!names.contains { ["Oxidation states", "Covalent radius", "Sublimation point", "Atomic mass"].contains($0) }, "\(code)")
            #expect(!result.output.contains("uncited") && !result.output.contains("References"), "\(code)")
        }
    }

    @Test func theUsersOwnValuesAreMarkedInTheLanguage() async throws {
        let folder = try ValuesEndToEndTests.folder(["mine.json": #"[{"name": "Sodium", "number": 11, "symbol": "Na", "xpos": 1, "ypos": 3, "melt": 371.5}]"#])
        let result = try await Ptable.run(["properties", "Na", "--data", "mine.json", "--lang", "de"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines(result).map(cells).contains(["Schmelzpunkt", "eigene Daten", "371,5\u{a0}K"]))
    }

    /// With --lang, an element may be named in the language too: Eisen, 鉄, железо.
    @Test func elementsMayBeNamedInTheLanguage() async throws {
        let german = try await Ptable.run(["tile", "eisen", "--lang", "de", "--format", "ansi", "--color", "never"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.output.contains("Eisen") && german.output.contains("26"))
        let japanese = try await Ptable.run(["properties", "鉄", "--lang", "ja"])
        #expect(lines(japanese).first == "鉄（Fe、26）")
        let folder = try Ptable.temporaryDirectory()
        let tiles = try await Ptable.run(["tiles", "--lang", "ru", "--elements", "Железо,Na", "--format", "svg", "-o", "t"], in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("t").path).sorted()
                == ["011-sodium.svg", "026-iron.svg"])
        // In English, the German name is no element's; the error is the usual one.
        let english = try await Ptable.run(["tile", "Eisen"])
        #expect(english.status == 65 && english.stderrLines.first?.hasPrefix("error: no element matches \"Eisen\"") == true)
    }
}
