import Foundation
import Testing

/// `ptable tiles`: batch thumbnails with the seed's naming, one failure never stopping the rest.
@Suite struct TilesCommandTests {
    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writes118PNGsNamedLikeTheSeedApp() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tiles", "--size", "32", "-o", "thumbs"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try files(in: folder.appendingPathComponent("thumbs"))
        #expect(names.count == 118)
        #expect(names.first == "001-hydrogen.png")
        #expect(names[10] == "011-sodium.png")
        #expect(names.last == "118-oganesson.png")
        let png = try Data(contentsOf: folder.appendingPathComponent("thumbs/026-iron.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.last?.hasPrefix("wrote 118 tiles (png, 32 px) to thumbs/ in ") == true)
        // No progress bar when stderr is a pipe.
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}"))
    }

    /// A PDF page is measured in points, so the summary gives a PDF tile's size in pt, as
    /// `tile --sizes` captions it; it said px.
    @Test func theSummaryGivesAPDFTilesSizeInPoints() async throws {
        let folder = try Ptable.temporaryDirectory()
        let pdf = try await Ptable.run(["tiles", "--format", "pdf", "--elements", "Fe", "--size", "128", "-o", "t"], in: folder)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(pdf.stderrLines.last?.hasPrefix("wrote 1 tile (pdf, 128 pt) to t/ in ") == true, "\(pdf.stderr)")
        let svg = try await Ptable.run(["tiles", "--format", "svg", "--elements", "Fe", "--size", "128", "-o", "t"], in: folder)
        #expect(svg.stderrLines.last?.hasPrefix("wrote 1 tile (svg, 128 px) to t/ in ") == true, "\(svg.stderr)")
    }

    @Test func defaultFolderIsOutputTiles() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tiles", "--format", "json", "--elements", "H"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("Output/tiles")) == ["001-hydrogen.json"])
    }

    @Test func elementsAndHypotheticalOnesCanBeChosen() async throws {
        let folder = try Ptable.temporaryDirectory()
        let some = try await Ptable.run(["tiles", "--format", "svg", "--elements", "na, K,26,sodium", "-o", "a"], in: folder)
        #expect(some.status == 0, "\(some.stderr)")
        #expect(try files(in: folder.appendingPathComponent("a")) == ["011-sodium.svg", "019-potassium.svg", "026-iron.svg"])
        let ranges = try await Ptable.run(["tiles", "--format", "svg", "--elements", "Li-Ne,2,9..10", "-o", "r"], in: folder)
        #expect(ranges.status == 0, "\(ranges.stderr)")
        #expect(try files(in: folder.appendingPathComponent("r")).map { String($0.prefix(3)) } == (2...10).map { String(format: "%03d", $0) })
        let backwards = try await Ptable.run(["tiles", "--elements", "Ne-Li", "-o", "x"], in: folder)
        #expect(backwards.status == 65)
        #expect(backwards.stderrLines == ["error: the range \"Ne-Li\" runs from a higher atomic number to a lower one; write Li-Ne"])
        let all = try await Ptable.run(["tiles", "--format", "json", "--include-hypothetical", "-o", "b"], in: folder)
        #expect(all.status == 0, "\(all.stderr)")
        let names = try files(in: folder.appendingPathComponent("b"))
        #expect(names.count == 119 && names.last == "119-ununennium.json")
    }

    /// A list chooses the tiles, past 118 or not: `--include-hypothetical` beside it drew the
    /// same tiles as without it, and said nothing.
    @Test func includeHypotheticalBesideAListIsRefused() async throws {
        let folder = try Ptable.temporaryDirectory()
        let listed = try await Ptable.run(["tiles", "--elements", "Na", "--include-hypothetical", "-o", "t"], in: folder)
        #expect(listed.status == 64)
        #expect(listed.stderrLines.first
            == "error: --include-hypothetical changes nothing with --elements, which chooses the tiles; name 119 (Uue) in the list instead")
        let favourites = try await Ptable.run(["tiles", "--favorites-of", "Ann", "--store", "f.sqlite", "--include-hypothetical", "-o", "t"],
                                              in: folder)
        #expect(favourites.status == 64)
        #expect(favourites.stderrLines.first == "error: --include-hypothetical changes nothing with --favorites-of, which chooses the tiles")
        #expect(try files(in: folder).isEmpty)
        let uue = try await Ptable.run(["tiles", "--elements", "118-119", "--format", "svg", "-o", "u"], in: folder)
        #expect(uue.status == 0, "\(uue.stderr)")
        #expect(try files(in: folder.appendingPathComponent("u")) == ["118-oganesson.svg", "119-ununennium.svg"])
    }

    @Test func includeHypotheticalWithDataThatHasNoneIsRefused() async throws {
        let folder = try Ptable.temporaryDirectory()
        let source = try Data(contentsOf: HostileDataEndToEndTests.bundledDataURL)
        var document = try #require(try JSONSerialization.jsonObject(with: source) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        document["elements"] = Array(elements.prefix(118))
        try JSONSerialization.data(withJSONObject: document).write(to: folder.appendingPathComponent("known.json"))
        for command in [["tiles", "-o", "t"], ["table", "-o", "t.svg"]] {
            let result = try await Ptable.run(command + ["--data", "known.json", "--include-hypothetical"], in: folder)
            #expect(result.status == 65)
            #expect(result.stderrLines == ["error: --include-hypothetical adds the elements past 118, but known.json has none"])
        }
        #expect(try files(in: folder) == ["known.json"])
    }

    @Test func aFailingTileIsNamedWhileTheOthersAreWritten() async throws {
        let folder = try Ptable.temporaryDirectory()
        let output = folder.appendingPathComponent("tiles")
        // A folder where iron's file should go makes that one write fail.
        try FileManager.default.createDirectory(at: output.appendingPathComponent("026-iron.png"),
                                                withIntermediateDirectories: true)
        let result = try await Ptable.run(["tiles", "--size", "24", "-o", "tiles", "--jobs", "2"], in: folder)
        #expect(result.status == 74)
        #expect(result.stderrLines.first?.hasPrefix("error: 026-iron.png: cannot write tiles/026-iron.png") == true,
                "\(result.stderr)")
        #expect(result.stderrLines.last?.hasPrefix("wrote 117 of 118 tiles (png, 24 px) to tiles/") == true)
        #expect(result.stderrLines.last?.hasSuffix("; 1 failed") == true)
        let names = try files(in: output)
        #expect(names.count == 118)
        #expect(names.contains("025-manganese.png") && names.contains("027-cobalt.png"))
        #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left behind: \(names)")
    }

    @Test func badArgumentsAreRefusedBeforeAnyWork() async throws {
        let folder = try Ptable.temporaryDirectory()
        let unknown = try await Ptable.run(["tiles", "--elements", "Na,Xx", "-o", "t"], in: folder)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.hasPrefix("error: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t").path))
        // The values listed are those tiles writes: not the terminal's ansi.
        for format in ["ansi", "gif"] {
            let refused = try await Ptable.run(["tiles", "--format", format], in: folder)
            #expect(refused.status == 64)
            #expect(refused.stderrLines.first == "error: The value '\(format)' is invalid for '--format <format>'. "
                + "Please provide one of 'png', 'jpeg', 'svg', 'pdf' or 'json'.")
        }
        let jpg = try await Ptable.run(["tiles", "--format", "jpg", "--elements", "Na", "--size", "32", "-o", "j"], in: folder)
        #expect(jpg.status == 0, "\(jpg.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("j")) == ["011-sodium.jpg"])
        let tiny = try await Ptable.run(["tiles", "--size", "8"], in: folder)
        #expect(tiny.status == 64)
    }

    /// The theme was read after the folder was made, so a mistyped theme left an empty folder.
    @Test func aBadThemeLeavesNoFolder() async throws {
        let folder = try Ptable.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        for (theme, message) in [("nan", "error: no theme named \"nan\": not a built-in theme (classic, dark, mono) and no such file"),
                                 ("dir", "error: cannot read dir: it is a directory, not a theme file")] {
            let result = try await Ptable.run(["tiles", "--elements", "Na", "--theme", theme, "-o", "t"], in: folder)
            #expect(result.status == 65)
            #expect(result.stderrLines == [message])
            #expect(Ptable.contents(of: folder) == ["dir"])
        }
    }

    /// A folder path that cannot be made (a name over the file system's 255 bytes) leaves none of
    /// the folders before it, for `tiles -o`, `table -o` into the default folder and `--store`.
    @Test func aFolderThatCannotBeMadeLeavesNoneOfItsParents() async throws {
        let folder = try Ptable.temporaryDirectory()
        let long = String(repeating: "a", count: 300)
        let runs: [([String], String)] = [
            (["tiles", "--elements", "Na", "-o", "new/deeper/\(long)/out"], "error: cannot write new/deeper/\(long)/out: cannot create the folder: the path is too long"),
            (["table", "--format", "svg", "-o", "Output/\(long)/table.svg"], "error: cannot write Output/\(long)/table.svg: folder Output/\(long) does not exist"),
            (["favorite", "add", "Fe", "--by", "Ann", "--store", "s1/s2/\(long).sqlite"],
             "error: favourites store \(folder.path)/s1/s2/\(long).sqlite: the path is too long"),
        ]
        for (arguments, message) in runs {
            let result = try await Ptable.run(arguments, in: folder)
            #expect(result.status == 74 && result.stderrLines == [message], "\(result.stderr)")
            #expect(Ptable.contents(of: folder).isEmpty, "\(arguments[0])")
        }
    }

    @Test(arguments: ["png", "svg", "json", "pdf"], ["front", "back"])
    func tilesTileAndSnapshotRecordWriteTheSameBytes(format: String, side: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let theme = ["--theme", "dark"]
        let tile = try await Ptable.run(["tile", "Na", "--side", side, "--format", format, "--size", "128",
                                          "-o", "one.\(format)"] + theme, in: folder)
        #expect(tile.status == 0, "\(tile.stderr)")
        let tiles = try await Ptable.run(["tiles", "--side", side, "--format", format, "--size", "128",
                                           "--elements", "Na", "-o", "many"] + theme, in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        let record = try await Ptable.run(["snapshot", "record", "refs", "--sides", side, "--formats", format,
                                            "--size", "128", "--elements", "Na", "--no-table"] + theme, in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let name = side == "back" ? "011-sodium-back.\(format)" : "011-sodium.\(format)"
        let one = try Data(contentsOf: folder.appendingPathComponent("one.\(format)"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("many/\(name)")) == one)
        #expect(try Data(contentsOf: folder.appendingPathComponent("refs/\(name)")) == one)
    }

    /// The summary names the folder on one line with its control characters escaped: a folder
    /// called `a⏎b␛[31m` put a line break and a colour change on the terminal.
    @Test func theSummaryNamesAnOddFolderOnOneLine() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tiles", "--elements", "Na", "--format", "svg", "-o", "a\nb\u{1B}[31m"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix(#"wrote 1 tile (svg, 256 px) to a\nb\u{1B}[31m/ in "#), "\(result.stderr)")
        #expect(try files(in: folder) == ["a\nb\u{1B}[31m"], "the folder itself keeps its name")
    }

    /// A folder that cannot be made is explained by what is in the way; the message was
    /// "cannot create the folder" whatever the cause.
    @Test func aFolderThatCannotBeMadeSaysWhatIsInTheWay() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(symlink("nowhere/at/all", folder.appendingPathComponent("gone").path) == 0)
        for (output, reason) in [("notes.txt/tiles", "notes.txt is not a folder"), ("notes.txt/a/b", "notes.txt is not a folder"),
                                 ("gone", "it is a symbolic link that leads to nothing")] {
            let result = try await Ptable.run(["tiles", "--elements", "Na", "--format", "svg", "-o", output], in: folder)
            #expect(result.status == 74, "\(output)")
            #expect(result.stderrLines == ["error: cannot write \(output): \(reason)"])
        }
        #expect(try files(in: folder) == ["gone", "notes.txt"])
    }
}
