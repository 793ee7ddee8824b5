import Foundation
import Testing

/// `ptable table` as a poster: page sizes, PNG pixels, colourings, highlights and their errors.
@Suite struct PosterEndToEndTests {
    /// The page size `pdfinfo` reports, in points.
    func pdfPageSize(_ url: URL) throws -> (Double, Double)? {
        let info = Process()
        info.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        info.arguments = [url.path]
        let pipe = Pipe()
        info.standardOutput = pipe
        info.standardError = FileHandle.nullDevice
        try info.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        info.waitUntilExit()
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Page size:") }) else { return nil }
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> [Int]? {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              data[12..<16] == Data("IHDR".utf8) else { return nil }
        let bytes = [UInt8](data[16..<24])
        return [bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }, bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }]
    }

    static let points = 72 / 25.4

    static let pages: [(arguments: [String], width: Double, height: Double)] = [
        (["--paper", "a4"], 297 * points, 210 * points),
        (["--paper", "a4", "--orientation", "portrait"], 210 * points, 297 * points),
        (["--paper", "a3", "--orientation", "landscape"], 420 * points, 297 * points),
        (["--paper", "A3", "--orientation", "portrait"], 297 * points, 420 * points),
        (["--paper", "letter"], 792, 612),
        (["--paper", "tabloid", "--orientation", "portrait"], 792, 1224),
        (["--paper", "420x297mm"], 420 * points, 297 * points),
        (["--paper", "300x500mm"], 300 * points, 500 * points),
        // A PDF with bleed adds a 6.5 mm slug for its crop marks beyond the bleed on every side.
        (["--paper", "a3", "--bleed", "3"], 439 * points, 316 * points),
        (["--paper", "a4", "--orientation", "portrait", "--bleed", "5"], 233 * points, 320 * points),
    ]

    @Test(arguments: pages.indices)
    func pdfPageIsThePaperSizeInPoints(index: Int) async throws {
        let page = Self.pages[index]
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table"] + page.arguments + ["-o", "poster.pdf"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(try pdfPageSize(folder.appendingPathComponent("poster.pdf")))
        #expect(abs(size.0 - page.width) < 0.01 && abs(size.1 - page.height) < 0.01,
                "\(page.arguments): \(size) instead of \(page.width) × \(page.height)")
    }

    @Test func a4LandscapeIsExactly841Point89By595Point28() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table", "--paper", "a4", "--format", "pdf", "-o", "a4.pdf"], in: folder)
        #expect(result.status == 0)
        let size = try #require(try pdfPageSize(folder.appendingPathComponent("a4.pdf")))
        #expect(abs(size.0 - 841.89) < 0.005 && abs(size.1 - 595.28) < 0.005)
    }

    @Test func bleedPDFStatesItsTrimBoxForThePrintShop() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table", "--paper", "a3", "--format", "pdf", "--bleed", "3", "-o", "a3.pdf"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let info = Process()
        info.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        info.arguments = ["-box", folder.appendingPathComponent("a3.pdf").path]
        let output = Pipe(), errors = Pipe()
        info.standardOutput = output
        info.standardError = errors
        try info.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        info.waitUntilExit()
        #expect(info.terminationStatus == 0 && complaints.isEmpty, "\(complaints)")
        // A3 landscape is 1190.55 × 841.89 pt; 3 mm of bleed is 8.50 pt on every side, and the
        // slug beyond it (6.5 mm, 18.43 pt) holds the crop marks.
        #expect(text.contains("MediaBox:            0.00     0.00  1244.41   895.75"), "\(text)")
        #expect(text.contains("BleedBox:           18.43    18.43  1225.98   877.32"), "\(text)")
        #expect(text.contains("TrimBox:            26.93    26.93  1217.48   868.82"), "\(text)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("a3.pdf"))
        let body = String(decoding: pdf, as: UTF8.self)
        // The trim box is the paper to the digits the PDF writes (it was 0.0017 pt short, the
        // bleed rounded on one side only): 420 × 297 mm is 1190.551181 × 841.889764 pt.
        #expect(body.contains("/TrimBox [ 26.93 26.93 1217.481181 868.819764 ]"), "\(body.prefix(2000))")
        #expect(body.contains("/Lang (en)\n   /OutputIntents [ ") && body.contains("/S /GTS_PDFX")
            && body.contains("/OutputConditionIdentifier (sRGB IEC61966-2.1)"))
        #expect(body.contains("acsp"), "the ICC profile is embedded")
    }

    /// A US print shop writes inches: a letter page with an eighth of an inch of bleed is the
    /// same file as `letter` with 3.175 mm, and a margin in points is one in millimetres.
    @Test func lengthsWrittenWithAUnitAreTheSamePage() async throws {
        let folder = try Ptable.temporaryDirectory()
        let inches = try await Ptable.run(["table", "--paper", "8.5x11in", "--bleed", "0.125in", "--margin", "36pt", "-o", "in.pdf"], in: folder)
        let millimetres = try await Ptable.run(["table", "--paper", "letter", "--orientation", "portrait", "--bleed", "3.175",
                                                "--margin", "12.7mm", "-o", "mm.pdf"], in: folder)
        #expect(inches.status == 0 && millimetres.status == 0, "\(inches.stderr)\(millimetres.stderr)")
        let written = try ["in.pdf", "mm.pdf"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(written[0] == written[1] && written[0].count > 10_000)
    }

    /// A page for print states that its RGB colours are sRGB with or without bleed (it did only
    /// with bleed); artwork without --paper, for screens, states no output intent.
    @Test func everyPaperPDFStatesItsSRGBOutputIntent() async throws {
        let folder = try Ptable.temporaryDirectory()
        for (arguments, file, intended) in [(["--paper", "a4"], "a4.pdf", true), (["--paper", "letter", "--bleed", "0"], "letter.pdf", true),
                                            (["--width", "1200"], "screen.pdf", false)] {
            let result = try await Ptable.run(["table"] + arguments + ["--format", "pdf", "-o", file], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let body = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            #expect(body.contains("/OutputIntents [ ") == intended, "\(arguments)")
            #expect(body.contains("/OutputConditionIdentifier (sRGB IEC61966-2.1)") == intended, "\(arguments)")
            #expect(body.contains("acsp") == intended, "\(arguments): the ICC profile")
            #expect(!body.contains("/TrimBox"), "\(arguments): no bleed, no trim box")
            #expect(try pdfPageSize(folder.appendingPathComponent(file)) != nil, "\(arguments): pdfinfo reads it")
        }
    }

    /// At 72 dpi a page is drawn a point to a pixel and is still a page for print: its PNG
    /// states 72 dpi, its JPEG 72 dpi and sRGB, as at any other dpi (both said nothing, so an
    /// app assuming 96 dpi placed an A4 page 223 mm wide, and a RIP read the JPEG's colours in
    /// its own working space).
    @Test func aPageAt72DPIStatesItsResolutionAndSRGBAsAtAnyOther() async throws {
        let png = try await Ptable.run(["table", "--paper", "a4", "--dpi", "72", "--format", "png", "-o", "-"])
        #expect(png.status == 0, "\(png.stderr)")
        // pHYs: 2835 pixels per metre (72 / 0.0254 = 2834.6) across and down, unit metre.
        #expect(png.stdout.range(of: Data("pHYs".utf8) + Data([0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])) != nil)
        let jpeg = try await Ptable.run(["table", "--paper", "a4", "--dpi", "72", "--format", "jpeg", "-o", "-"])
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        #expect(Array(jpeg.stdout.prefix(18).suffix(5)) == [1, 0, 72, 0, 72], "JFIF: 72 dots per inch")
        #expect(jpeg.stdout.range(of: Data("ICC_PROFILE\0".utf8)) != nil, "the sRGB profile")
    }

    /// The scene JSON of a page at a `--dpi` is the scene its PNG is drawn from: at 72 dpi no
    /// text under 8 px (8 pt), so no masses. It was the print scene (4 pt, masses and names)
    /// whatever `--dpi` said; without `--dpi` it is still the PDF's.
    @Test func aPageSceneAtADPIIsTheSceneItsPNGIsDrawnFrom() async throws {
        let atDPI = try await Ptable.run(["table", "--paper", "a4", "--dpi", "72", "--format", "json", "-o", "-"])
        #expect(atDPI.status == 0, "\(atDPI.stderr)")
        #expect(atDPI.output.contains("\"minimumTextSize\" : 8,"))
        #expect(!atDPI.output.contains("\"role\" : \"mass\""))
        let print = try await Ptable.run(["table", "--paper", "a4", "--format", "json", "-o", "-"])
        #expect(print.output.contains("\"minimumTextSize\" : 4,"))
        #expect(print.output.contains("\"role\" : \"mass\""))
    }

    @Test func pngSidesAreMillimetresOverAnInchTimesDPIRounded() async throws {
        let folder = try Ptable.temporaryDirectory()
        // A2 at 150 dpi (3508 × 2480) is checked by PaperSizeTests without drawing 8.7 megapixels.
        for (arguments, expected) in [(["--paper", "a4", "--dpi", "96", "--color-by", "melt"], [1123, 794]),
                                      (["--paper", "letter", "--dpi", "100", "--orientation", "portrait"], [850, 1100]),
                                      (["--paper", "100x50mm", "--dpi", "300", "--bleed", "3"], [1252, 661])] {
            let result = try await Ptable.run(["table"] + arguments + ["-o", "p.png"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(pngSize(try Data(contentsOf: folder.appendingPathComponent("p.png"))) == expected, "\(arguments)")
        }
    }

    /// With text or with outlines (`--outline-text`), an SVG opens at the same size.
    @Test(arguments: [[], ["--outline-text"]])
    func aPageSVGStatesItsPaperSizeInPointsAndAScreenSVGInPixels(outlines: [String]) async throws {
        let page = try await Ptable.run(["table", "--paper", "a4", "--format", "svg", "-o", "-"] + outlines)
        #expect(page.status == 0, "\(page.stderr)")
        let pageSVG = String(decoding: page.stdout, as: UTF8.self)
        #expect(pageSVG.contains(#/width="841.8\d*pt" height="595.2\d*pt" viewBox="0 0 841.8\d* 595.2\d*"/#))
        let screen = try await Ptable.run(["table", "--width", "1200", "--format", "svg", "-o", "-"] + outlines)
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(String(decoding: screen.stdout, as: UTF8.self).contains(#/width="1200" height="\d+" viewBox="0 0 1200 \d+"/#))
        let tile = try await Ptable.run(["tile", "Na", "--size", "256", "--format", "svg", "-o", "-"] + outlines)
        #expect(String(decoding: tile.stdout, as: UTF8.self).contains(#"width="256" height="256" viewBox="0 0 256 256""#))
    }

    @Test func aPortraitPageHasAKeyUnlessToldNot() async throws {
        func hasKey(_ extra: [String]) async throws -> Bool {
            let result = try await Ptable.run(["table", "--paper", "a4", "--orientation", "portrait", "--format", "svg", "-o", "-"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let svg = String(decoding: result.stdout, as: UTF8.self)
            return svg.contains(#"id="key""#) && svg.contains("How to read a tile")
        }
        #expect(try await hasKey([]))
        #expect(try await !hasKey(["--no-key"]))
    }

    @Test func paperWithoutAFormatWritesAPDF() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table", "--paper", "a4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/periodic-table.pdf").path))
    }

    @Test func sceneJSONHasTheColorbarAndTheNoDataStyle() async throws {
        let result = try await Ptable.run(["table", "--color-by", "melt", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        func groups(_ nodes: [[String: Any]]) -> [[String: Any]] {
            nodes.filter { $0["kind"] as? String == "group" }.flatMap { [$0] + groups($0["children"] as? [[String: Any]] ?? []) }
        }
        let all = groups(nodes)
        #expect(all.contains { $0["id"] as? String == "colorbar" })
        #expect(!all.contains { $0["id"] as? String == "legend" })
        let hassium = try #require(all.first { $0["id"] as? String == "tile-Hs" })
        #expect((hassium["classes"] as? [String])?.contains("no-data") == true)
        let fermium = try #require(all.first { $0["id"] as? String == "tile-Fm" })
        #expect((fermium["classes"] as? [String])?.contains("predicted") == true)
        let legend = try await Ptable.run(["table", "--color-by", "block", "--format", "json"])
        #expect(legend.output.contains("\"id\" : \"legend\""))
        #expect(legend.output.contains("\"text\" : \"d-block\""))
    }

    @Test func highlightsFromAListOrAFileDimTheOthers() async throws {
        let folder = try Ptable.temporaryDirectory()
        try "# alkali metals\nNa\npotassium  # by name\n\n37\n".write(to: folder.appendingPathComponent("fav.txt"),
                                                                       atomically: true, encoding: .utf8)
        let fromList = try await Ptable.run(["table", "--highlight", "Na,K,Rb", "--format", "json"], in: folder)
        let fromFile = try await Ptable.run(["table", "--highlight", "@fav.txt", "--format", "json"], in: folder)
        #expect(fromList.status == 0 && fromFile.status == 0, "\(fromList.stderr) \(fromFile.stderr)")
        #expect(fromList.stdout == fromFile.stdout)
        #expect(fromList.output.components(separatedBy: "\"highlighted\"").count - 1 == 3)
        #expect(fromList.output.components(separatedBy: "\"dimmed\"").count - 1 == 115)
    }

    @Test func unknownHighlightIsOneLineWithASuggestion() async throws {
        let result = try await Ptable.run(["table", "--highlight", "Na,Sodim", "--format", "svg", "-o", "-"])
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: no element matches \"Sodim\" (did you mean Sodium?)"])
        let missing = try await Ptable.run(["table", "--highlight", "@/no/such/list.txt", "--format", "json"])
        #expect(missing.status == 65)
        #expect(missing.stderrLines.first?.hasPrefix("error: cannot read /no/such/list.txt") == true)
    }

    static let refusals: [(arguments: [String], message: String)] = [
        (["--paper", "a5"], "--paper must be"),
        (["--paper", "420x297"], "--paper must be"),
        (["--paper", "a4", "--dpi", "0"], "--dpi must be between 1 and 2400"),
        (["--paper", "a4", "--dpi", "2401"], "--dpi must be between 1 and 2400"),
        (["--paper", "a4", "--margin=-1"], "--margin must be"),
        (["--paper", "a4", "--margin", "105"], "--margin must be"),
        (["--paper", "a4", "--bleed", "40"], "--bleed must be between 0 and 25"),
        (["--paper", "a4", "--bleed", "1in"], "--bleed must be between 0 and 25 mm, got 25.4 mm"),
        (["--paper", "a4", "--bleed", "3 inches"], "The value '3 inches' is invalid for '--bleed <mm>'"),
        // Double(String) reads hexadecimal and nan; a page size is written in decimals.
        (["--paper", "a4", "--margin", "0x10"], "The value '0x10' is invalid for '--margin <mm>': write a length in mm such as 12.5, or with its unit: 3mm, 0.3cm, 0.125in or 9pt"),
        (["--paper", "a4", "--bleed", "nan"], "The value 'nan' is invalid for '--bleed <mm>': write a length in mm such as 12.5, or with its unit: 3mm, 0.3cm, 0.125in or 9pt"),
        (["--paper", "a4", "--width", "1000"], "--width and --paper"),
        (["--dpi", "300", "--format", "png"], "--dpi applies to a page"),
        // A vector page is the same file at any dpi: refused rather than ignored without a word.
        (["--paper", "a4", "--dpi", "300", "-o", "a4.pdf"], "--dpi sets the resolution of a png or jpeg page"),
        (["--paper", "a4", "--dpi", "300", "--format", "svg"], "an svg page is drawn in points at any resolution, so leave --dpi out"),
        // Drawn in bands, so memory never stopped it: 230 gigapixels ran for hours and filled the disk.
        (["--paper", "5080x5080mm", "--dpi", "2400", "--format", "png"],
         "5080×5080 mm at 2400 dpi is 480000 × 480000 px; a page's PNG may have at most 4000 megapixels (use --dpi 316 or less)"),
        (["--paper", "a0", "--dpi", "2400", "-o", "a0.png"],
         "A0 at 2400 dpi is 112346 × 79465 px; a page's PNG may have at most 4000 megapixels (use --dpi 1606 or less)"),
        (["--bleed", "3", "--format", "pdf"], "--bleed applies to a page"),
        (["--color-by", "colour", "--format", "svg"], "--color-by must be"),
        (["--color-by", "block", "--scale", "log", "--format", "svg"], "--scale and --range apply to a heatmap"),
        (["--color-by", "melt", "--range", "3000:300", "--format", "svg"], "--range must have MIN below MAX"),
        (["--color-by", "melt", "--range", "abc", "--format", "svg"], "--range must be MIN:MAX"),
        (["--color-by", "melt", "--scale", "log", "--range=-5:100", "--format", "svg"], "--range must start above 0"),
        (["--color-by", "electron-affinity", "--scale", "log", "--format", "svg", "-o", "-"], "a log scale needs positive values"),
        (["--color-by", "melt"], "add --format or -o FILE"),
    ]

    @Test(arguments: refusals.indices)
    func badPosterOptionsAreUsageErrorsBeforeAnyRendering(index: Int) async throws {
        let refusal = Self.refusals[index]
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table"] + refusal.arguments, in: folder)
        #expect(result.status == 64, "\(refusal.arguments): \(result.status) \(result.stderr)")
        #expect(result.stderrLines.first?.hasPrefix("error: ") == true)
        #expect(result.stderr.contains(refusal.message), "\(refusal.arguments): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func a0At1200DPIIsNoLongerRefusedButDrawnInBands() async throws {
        // 56173 × 39732 px was over Cairo's canvas limits; it is now drawn band by band. Writing
        // to /dev/full fails on the first band, so the test proves the size is accepted
        // without drawing the whole poster.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let result = try await Ptable.run(["table", "--paper", "a0", "--dpi", "1200", "--format", "png", "-o", "/dev/full"])
        #expect(result.status == 74, "\(result.status) \(result.stderr)")
        #expect(result.stderrLines == ["error: cannot write /dev/full: no space left on device"], "\(result.stderr)")
    }
}
