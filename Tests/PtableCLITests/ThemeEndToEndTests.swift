import Foundation
import Testing

@Suite struct ThemeEndToEndTests {
    /// Writes `ptable theme show NAME` to a file in `folder`.
    func savedTheme(_ name: String, in folder: URL) async throws -> String {
        let shown = try await Ptable.run(["theme", "show", name])
        #expect(shown.status == 0, "\(shown.stderr)")
        let path = folder.appendingPathComponent("\(name)-copy.json").path
        try shown.stdout.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["svg", "png", "pdf", "json"])
    func shownClassicThemeGivesByteIdenticalTable(format: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let theme = try await savedTheme("classic", in: folder)
        let plain = try await Ptable.run(["table", "--format", format, "--width", "1200", "-o", "-"])
        let themed = try await Ptable.run(["table", "--theme", theme, "--format", format, "--width", "1200", "-o", "-"])
        #expect(plain.status == 0 && themed.status == 0, "\(themed.stderr)")
        #expect(!plain.stdout.isEmpty)
        #expect(plain.stdout == themed.stdout)
    }

    @Test(arguments: ["classic", "dark", "mono"])
    func shownThemeGivesByteIdenticalTiles(name: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let theme = try await savedTheme(name, in: folder)
        for side in ["front", "back"] {
            for format in ["svg", "png"] {
                let args = ["tile", "Hg", "--side", side, "--format", format, "--size", "256", "-o", "-"]
                let builtIn = try await Ptable.run(args + ["--theme", name])
                let fromFile = try await Ptable.run(args + ["--theme", theme])
                #expect(builtIn.status == 0 && fromFile.status == 0, "\(fromFile.stderr)")
                #expect(builtIn.stdout == fromFile.stdout, "\(name) \(side) \(format)")
            }
        }
    }

    @Test func defaultThemeIsClassic() async throws {
        let plain = try await Ptable.run(["tile", "Na", "--format", "svg", "-o", "-"])
        let classic = try await Ptable.run(["tile", "Na", "--format", "svg", "-o", "-", "--theme", "classic"])
        #expect(plain.stdout == classic.stdout)
        let dark = try await Ptable.run(["tile", "Na", "--format", "svg", "-o", "-", "--theme", "dark"])
        #expect(dark.status == 0)
        #expect(dark.stdout != plain.stdout)
    }

    @Test func themeListNamesTheBuiltIns() async throws {
        let result = try await Ptable.run(["theme", "list"])
        #expect(result.status == 0)
        let names = result.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["classic", "dark", "mono"])
    }

    /// `ptable theme dark` (no `show`) is a usage error whose one error line says what to type.
    @Test func aThemeNameWithoutShowPointsToShow() async throws {
        for arguments in [["theme", "dark"], ["theme", "list", "dark"]] {
            let result = try await Ptable.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.first == "error: unexpected argument 'dark'; to print a theme as JSON: ptable theme show dark",
                    "\(arguments): \(result.stderr)")
        }
        let listed = try await Ptable.run(["theme"])
        #expect(listed.status == 0 && listed.output.hasPrefix("classic "))
    }

    @Test func partialThemeInheritsFromItsBase() async throws {
        let folder = try Ptable.temporaryDirectory()
        let path = folder.appendingPathComponent("square.json")
        try Data(#"{"base": "dark", "tile": {"cornerRadius": 0}}"#.utf8).write(to: path)
        let shown = try await Ptable.run(["theme", "show", path.path])
        #expect(shown.status == 0)
        #expect(shown.output.contains("\"name\": \"square\""))
        #expect(shown.output.contains("\"cornerRadius\": 0,"))
        #expect(shown.output.contains("\"pageBackground\": \"#14161b\""))
    }

    @Test func badThemeIsOneErrorLineNamingTheKey() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data(#"{"tile": {"cornerRadiuss": 0.1}}"#.utf8).write(to: folder.appendingPathComponent("theme.json"))
        let result = try await Ptable.run(["table", "--theme", "theme.json", "--format", "svg", "-o", "-"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderrLines == [#"error: theme.json: unknown key "tile.cornerRadiuss" (did you mean cornerRadius?)"#])
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownThemeNameIsAnError() async throws {
        let result = try await Ptable.run(["tile", "Na", "--theme", "drak"])
        #expect(result.status == 65)
        #expect(result.stderrLines == [#"error: no theme named "drak" (did you mean dark?): not a built-in theme (classic, dark, mono) and no such file"#])
    }

    @Test func backSideSVGHasTheSummaryAndALink() async throws {
        let result = try await Ptable.run(["tile", "Na", "--side", "back", "--format", "svg", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains(#"<a href="https://en.wikipedia.org/wiki/Sodium""#))
        #expect(result.output.contains("is a chemical element"))
        #expect(result.output.contains("class=\"summary"))
        #expect(result.output.contains("silvery white metallic"))
        // The back lists the main isotopes and the oxidation states (named by gives way to a whole summary).
        #expect(result.output.contains(">Isotopes<"))
        #expect(result.output.contains(">Oxidation<"))
        #expect(result.output.contains("²³Na\u{00A0}100\u{00A0}%"))
    }

    @Test func backSidePDFHasAURIAnnotation() async throws {
        let result = try await Ptable.run(["tile", "Na", "--side", "back", "--format", "pdf", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = String(decoding: result.stdout, as: UTF8.self)
        #expect(bytes.contains("/URI (https://en.wikipedia.org/wiki/Sodium)"))
    }

    @Test func backSideDefaultFileNameSaysBack() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tile", "Na", "--side", "back", "--format", "png", "--size", "64"], in: folder)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/011-sodium-back.png").path))
    }

    @Test func backSideInTheTerminal() async throws {
        // A card wide enough for the whole URL (60 columns in a 120-column terminal).
        let result = try await Ptable.run(["tile", "Hg", "--side", "back", "--columns", "120"])
        #expect(result.status == 0)
        #expect(result.output.contains("Appearance"))
        #expect(result.output.contains("Mercury%20(Element)"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func paletteInAPipeIsPlainTextWithEveryFamilysHex() async throws {
        let result = try await Ptable.run(["palette"])
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        for hex in ["#ee8866", "#602816", "#eedd88", "#77aadd", "#44bb99", "#bbcc33", "#f6ecbe", "#99ddff", "#ffaabb",
                    "#c7ecff", "#aaaa00", "#dddddd", "#1b1e24", "#343a46"] {
            #expect(result.output.contains(hex), "\(hex)")
        }
        #expect(result.output.contains("#ee8866  238 136 102  0.933 0.533 0.400  complement #66ccee"))
    }

    @Test func paletteOfEachThemeNamesItsColours() async throws {
        for name in ["dark", "mono"] {
            let shown = try await Ptable.run(["theme", "show", name])
            let palette = try await Ptable.run(["palette", "--theme", name])
            #expect(palette.status == 0)
            let hexes = Set(shown.output.matches(of: /#[0-9a-f]{6}/).map { String($0.output) })
            for hex in hexes {
                #expect(palette.output.contains(hex), "\(name) \(hex)")
            }
        }
    }

    @Test func paletteAsTruecolorSwatches() async throws {
        let result = try await Ptable.run(["palette", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0)
        #expect(result.output.contains("\u{1B}[0;48;2;238;136;102m"))
    }

    @Test func paletteAsSVGSwatchSheet() async throws {
        let result = try await Ptable.run(["palette", "--theme", "dark", "--format", "svg", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.hasPrefix("<?xml") || result.output.hasPrefix("<svg"))
        #expect(result.output.contains(##"fill="#ff8a6b""##))
        #expect(result.output.contains(">#ff8a6b<"))
        #expect(result.output.contains(">RGB 255 138 107<"))
        #expect(result.output.contains(">RGB 1.000 0.541 0.420<"))
        #expect(result.output.contains(">complement #6be0ff<"))
        #expect(result.output.contains(##"fill="#6be0ff""##))
    }

    /// The 0–1 channels and the complement are in the JSON scene and the PDF's text too.
    @Test func paletteSheetsGiveTheUnitChannelsAndTheComplementInEveryFormat() async throws {
        let json = try await Ptable.run(["palette", "--format", "json", "-o", "-"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.output.contains(#""text" : "RGB 0.933 0.533 0.400""#))
        #expect(json.output.contains(#""text" : "complement #66ccee""#))
        #expect(json.output.contains(#""role" : "complement-swatch""#))
        let folder = try Ptable.temporaryDirectory()
        let pdf = try await Ptable.run(["palette", "-o", "palette.pdf"], in: folder)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let extracted = try Ptable.pdfText(folder.appendingPathComponent("palette.pdf"))
        #expect(extracted.contains("RGB 0.933 0.533 0.400"))
        #expect(extracted.contains("complement #66ccee"))
    }
}
