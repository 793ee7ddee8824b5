import Foundation
import Testing

/// `--values FILE` and `--count-formulas FILE` through the built binary: what is drawn in each
/// format, standard input, and the numbers checked by hand.
@Suite struct ValuesEndToEndTests {
    static let csv = "element,value,source\nFe,5.5,a\noxygen,3,b\n1,1e-3,c\n"
    static let formulas = "# five minerals\nFe2O3\nLiFePO4\nH2O\n\n(NH4)2SO4\nCuSO4·5H2O\n"

    /// A folder holding `files`.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try Ptable.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The text of the group `tile-<symbol>` in an SVG, its `<text>` contents in order.
    static func tileTexts(_ svg: String, _ symbol: String) -> [String] {
        guard let start = svg.range(of: "<g id=\"tile-\(symbol)\"") else { return [] }
        let rest = svg[start.upperBound...]
        let end = rest.range(of: "</g>")?.lowerBound ?? rest.endIndex
        return rest[..<end].components(separatedBy: "</text>").dropLast().compactMap { part in
            part.range(of: ">", options: .backwards).map { String(part[$0.upperBound...]) }
        }
    }

    @Test func csvValuesAreDrawnAsWrittenWithLabelAndUnit() async throws {
        let folder = try Self.folder(["v.csv": Self.csv])
        let result = try await Ptable.run(["table", "--values", "v.csv", "--values-label", "Abundance", "--values-unit", "ppm",
                                            "-o", "t.svg"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(Self.tileTexts(svg, "Fe").last == "5.5 ppm")
        #expect(Self.tileTexts(svg, "O").last == "3 ppm")
        #expect(Self.tileTexts(svg, "H").last == "1e−3 ppm")
        #expect(Self.tileTexts(svg, "Na").last == "—")
        #expect(svg.contains(">Abundance (ppm)</text>"))
        #expect(svg.contains("<g id=\"tile-Na\" class=\"tile alkali-metal no-data\""))
    }

    /// A title with letters its face cannot draw is refused, naming them, rather than drawn
    /// without them: a Korean title's Han characters and a Greek word's accent beside Chinese
    /// were left out without a word. Each script alone is drawn whole.
    @Test func aTitleIsDrawnAsWrittenOrRefused() async throws {
        let mixed = try await Ptable.run(["table", "--title", "元素 주기율표", "--lang", "ko", "-o", "t.svg"], in: try Ptable.temporaryDirectory())
        #expect(mixed.status == 64)
        #expect(mixed.stderrLines.first == "error: --title \"元素 주기율표\": ptable's fonts cannot draw \"元\" (U+5143), \"素\" (U+7D20); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean script")
        let accent = try await Ptable.run(["table", "--title", "Ελληνικά 周期表", "--format", "json", "-o", "-"])
        #expect(accent.status == 64)
        #expect(accent.stderrLines.first?.contains("cannot draw \"ά\" (U+03AC)") == true)
        for title in ["Ελληνικά", "元素周期表", "주기율표", "Tabla periódica"] {
            let drawn = try await Ptable.run(["table", "--title", title, "--format", "json", "-o", "-"])
            #expect(drawn.status == 0 && drawn.output.contains("\"text\" : \"\(title)\""), "\(title)")
        }
    }

    /// A label or unit with letters no bundled font has is refused, naming them, rather than drawn
    /// as boxes or without them; Japanese with a Greek µ is drawn whole by the Japanese face.
    @Test func labelsAreDrawnAsWrittenOrRefused() async throws {
        let folder = try Self.folder(["v.csv": Self.csv, "a.csv": "element,تركيز\nFe,5.5\n"])
        let arabic = try await Ptable.run(["table", "--values", "v.csv", "--values-label", "تركيز", "-o", "a.png"], in: folder)
        #expect(arabic.status == 64)
        #expect(arabic.stderrLines.first == "error: --values-label \"تركيز\": ptable's fonts cannot draw \"ت\" (U+062A), \"ر\" (U+0631), \"ك\" (U+0643); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean script")
        let emoji = try await Ptable.run(["tiles", "--values", "v.csv", "--values-unit", "g 🧪", "-o", "t"], in: folder)
        #expect(emoji.status == 64)
        #expect(emoji.stderrLines.first?.hasPrefix("error: --values-unit \"g 🧪\": ptable's fonts cannot draw \"🧪\" (U+1F9EA);") == true)
        let column = try await Ptable.run(["table", "--values", "a.csv", "-o", "a.png"], in: folder)
        #expect(column.status == 65)
        #expect(column.stderrLines == ["error: a.csv: line 1: the column name \"تركيز\" is the colour bar's title, but ptable's fonts cannot draw \"ت\" (U+062A), \"ر\" (U+0631), \"ك\" (U+0643); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean script; or name the numbers with --values-label"])
        #expect(Ptable.contents(of: folder) == ["a.csv", "v.csv"])
        let japanese = try await Ptable.run(["table", "--lang", "ja", "--values", "v.csv", "--values-label", "濃度", "--values-unit", "µg/L",
                                              "-o", "j.svg"], in: folder)
        #expect(japanese.status == 0, "\(japanese.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("j.svg"), encoding: .utf8)
        #expect(svg.contains("class=\"legend font-noto-sans-cjk-jp-700\">濃度（µg/L）</text>"))
    }

    @Test func jsonValuesGoIntoTheJSONScene() async throws {
        let folder = try Self.folder(["v.json": "{\"Fe\": 5.50, \"Cu\": 12}"])
        let result = try await Ptable.run(["table", "--values", "v.json", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("\"text\" : \"5.50\""))
        #expect(result.output.contains("\"text\" : \"12\""))
        #expect(result.output.contains("\"text\" : \"Value\""))
    }

    /// O: 3 + 4 + 1 + 4 + 9 = 21; H: 2 + 8 + 10 = 20; in occurrence mode O is in all 5.
    @Test func formulaCountsAreDrawnOnTheirTiles() async throws {
        let folder = try Self.folder(["f.txt": Self.formulas])
        let amount = try await Ptable.run(["table", "--count-formulas", "f.txt", "-o", "a.svg"], in: folder)
        #expect(amount.status == 0, "\(amount.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(Self.tileTexts(svg, "O").last == "21")
        #expect(Self.tileTexts(svg, "H").last == "20")
        #expect(Self.tileTexts(svg, "Fe").last == "3")
        #expect(Self.tileTexts(svg, "C").last == "—")
        #expect(svg.contains(">Atoms in 5 formulas</text>"))
        let occurrence = try await Ptable.run(["table", "--count-formulas", "f.txt", "--count-mode", "occurrence", "-o", "o.svg"],
                                               in: folder)
        #expect(occurrence.status == 0, "\(occurrence.stderr)")
        let counted = try String(contentsOf: folder.appendingPathComponent("o.svg"), encoding: .utf8)
        #expect(Self.tileTexts(counted, "O").last == "5")
        #expect(Self.tileTexts(counted, "H").last == "3")
        #expect(counted.contains(">Formulas with the element (5 in all)</text>"))
    }

    @Test func ununenniumIsDrawnWhenTheTableIncludesIt() async throws {
        let folder = try Self.folder(["v.csv": "element,value\nUue,7\nFe,2\n", "f.txt": "UueH\n"])
        let values = try await Ptable.run(["table", "--values", "v.csv", "--include-hypothetical", "--highlight", "Uue",
                                            "-o", "u.svg"], in: folder)
        #expect(values.status == 0, "\(values.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("u.svg"), encoding: .utf8)
        #expect(Self.tileTexts(svg, "Uue").last == "7")
        #expect(svg.contains("<g id=\"tile-Uue\" class=\"tile unknown has-value highlighted no-stable-isotope\""))
        // A list that names Uue draws it, and so its value, without --include-hypothetical
        // (which a list refuses); a list that leaves it out leaves out its value, as Fe's.
        let formulas = try await Ptable.run(["tiles", "--count-formulas", "f.txt", "--elements", "119", "--format", "svg", "-o", "t"],
                                            in: folder)
        #expect(formulas.status == 0, "\(formulas.stderr)")
        let tile = try String(contentsOf: folder.appendingPathComponent("t/119-ununennium.svg"), encoding: .utf8)
        #expect(tile.contains(">1</text>"))
        let listed = try await Ptable.run(["tiles", "--values", "v.csv", "--elements", "Fe", "--format", "svg", "-o", "l"], in: folder)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("l").path) == ["026-iron.svg"])
        let everyTile = try await Ptable.run(["tiles", "--values", "v.csv", "--format", "svg", "-o", "e"], in: folder)
        #expect(everyTile.status == 65)
        #expect(everyTile.stderrLines == ["error: v.csv: line 2, column 1: Ununennium (Uue, 119) is not on the table: add --include-hypothetical to draw it"])
    }

    @Test func pngAndPdfPostersAreWritten() async throws {
        let folder = try Self.folder(["f.txt": Self.formulas, "v.csv": Self.csv])
        let png = try await Ptable.run(["table", "--count-formulas", "f.txt", "--paper", "a4", "--dpi", "40", "-o", "c.png"], in: folder)
        #expect(png.status == 0, "\(png.stderr)")
        let pngData = try Data(contentsOf: folder.appendingPathComponent("c.png"))
        #expect(pngData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let pdf = try await Ptable.run(["table", "--values", "v.csv", "--paper", "a4", "--scale", "log", "-o", "v.pdf"], in: folder)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let pdfData = try Data(contentsOf: folder.appendingPathComponent("v.pdf"))
        #expect(pdfData.starts(with: Array("%PDF".utf8)))
    }

    @Test func standardInputIsReadForADash() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Self.run(["table", "--count-formulas", "-", "--format", "svg", "-o", "s.svg"], in: folder,
                                  input: "Fe2O3\r\nH2O\r\n")
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(Self.tileTexts(svg, "O").last == "4")
        let bad = try await Self.run(["table", "--values", "-", "--format", "svg", "-o", "b.svg"], in: folder, input: "element,value\nFe,x\n")
        #expect(bad.status == 65)
        #expect(bad.stderrLines == ["error: standard input: line 2, column 4: \"x\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"])
        #expect(Ptable.contents(of: folder) == ["s.svg"])
    }

    @Test func tilesShowTheValueInPlaceOfTheMass() async throws {
        let folder = try Self.folder(["v.csv": Self.csv])
        let result = try await Ptable.run(["tiles", "--values", "v.csv", "--values-unit", "ppm", "--elements", "Fe,C",
                                            "--format", "svg", "-o", "tiles"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let iron = try String(contentsOf: folder.appendingPathComponent("tiles/026-iron.svg"), encoding: .utf8)
        #expect(iron.contains(">5.5 ppm</text>"))
        #expect(!iron.contains(">55.845</text>"))
        let carbon = try String(contentsOf: folder.appendingPathComponent("tiles/006-carbon.svg"), encoding: .utf8)
        #expect(!carbon.contains(">12.011</text>"))
    }

    /// `ptable arguments` with `input` on its standard input.
    static func run(_ arguments: [String], in folder: URL, input: String) async throws -> Ptable.Result {
        try await Ptable.run(arguments, in: folder, input: Data(input.utf8))
    }
}
