import Foundation
import Layout
import Testing

/// `ptable snapshot record` and `verify`: references for design repositories that are not Swift.
@Suite struct SnapshotCommandTests {
    /// Small references keep the tests quick: 48-pixel tiles, a 600-pixel table.
    static let small = ["--size", "48", "--table-width", "600"]

    /// Records `refs` in `folder`. The full set (no `extra`) is recorded once for the suite and
    /// copied into each test's folder, so the tests that start from it share one recording.
    func record(in folder: URL, _ extra: [String] = []) async throws {
        guard extra.isEmpty else {
            let result = try await Ptable.run(["snapshot", "record", "refs"] + Self.small + extra, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            return
        }
        let shared = try Self.fullRecording.get()
        try FileManager.default.copyItem(at: shared.appendingPathComponent("refs"), to: folder.appendingPathComponent("refs"))
    }

    /// A folder holding `refs` recorded with every tile and the table, made on first use.
    private static let fullRecording = Result { () throws -> URL in
        let folder = try Ptable.temporaryDirectory()
        let result = try Ptable.runInProcess(["snapshot", "record", "refs"] + small, in: folder)
        guard result.status == 0 else { throw RecordingFailed(stderr: result.stderr) }
        return folder
    }

    private struct RecordingFailed: Error {
        var stderr: String
    }

    /// The classic theme as JSON with the alkali metals' fill changed.
    func writeRecolouredTheme(to url: URL) throws {
        var theme = Theme.classic
        theme.families[CategoryFamily.alkaliMetal.rawValue]?.fill = Color(hex: "#33cc66")!
        try theme.jsonData().write(to: url)
    }

    @Test func recordWritesEveryTileAndTheTableInEachFormat() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path)
        let expectedCount = 118 * 3 + 3 + 1
        #expect(names.count == expectedCount)
        for name in ["001-hydrogen.svg", "011-sodium.png", "118-oganesson.json", "periodic-table.png", "ptable-snapshot.json"] {
            #expect(names.contains(name), "\(name) missing")
        }
    }

    @Test func verifyOfAnUnchangedDesignExitsZero() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder)
        // No size options: verify renders what the manifest says was recorded.
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
        #expect(result.output == "357 unchanged\n")
        #expect(result.stderr.hasPrefix("verified 357 files in refs in "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshot-diffs").path))
    }

    @Test func aThemeColourChangeFailsNamingTheTilesAndWritesDiffImages() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder)
        try writeRecolouredTheme(to: folder.appendingPathComponent("theme.json"))
        let result = try await Ptable.run(["snapshot", "verify", "refs", "--theme", "theme.json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        // Six alkali metals in three formats, and the table in three.
        #expect(lines.last?.hasPrefix("336 unchanged, 21 changed: 003-lithium.json (line ") == true, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("changed: 011-sodium.png (") && $0.hasSuffix("% pixels) → snapshot-diffs/011-sodium.diff.png") })
        #expect(lines.contains { $0.hasPrefix("changed: 011-sodium.svg (line ") && $0.hasSuffix(") → snapshot-diffs/011-sodium.svg.diff") })
        #expect(lines.contains { $0.hasPrefix("changed: periodic-table.png (") })
        #expect(!lines.contains { $0.contains("026-iron") })

        let diffs = folder.appendingPathComponent("snapshot-diffs")
        let panels = try Data(contentsOf: diffs.appendingPathComponent("011-sodium.diff.png"))
        #expect(panels[16..<20] == Data([0, 0, 0, 144]))  // IHDR width: three 48-pixel panels
        let svgDiff = try String(contentsOf: diffs.appendingPathComponent("011-sodium.svg.diff"), encoding: .utf8)
        #expect(svgDiff.contains("-    <rect") && svgDiff.contains("#ee8866") && svgDiff.contains("+    <rect"))
        #expect(svgDiff.contains("#33cc66"))

        // Verifying the original design again clears the stale difference files.
        let again = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "snapshot-diffs"], in: folder)
        #expect(again.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: diffs.path).isEmpty)
    }

    /// References the recording no longer draws are listed for deleting, without failing; files
    /// of the user's that are not named as references are not, nor are the good references a
    /// narrower run leaves out.
    @Test func referencesOfAnotherRecordingAreListedAsObsolete() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder, ["--elements", "Na,Fe", "--formats", "svg,json", "--no-table"])
        try Data("notes".utf8).write(to: folder.appendingPathComponent("refs/notes.txt"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("refs/periodic-table.pdf"))
        let narrowed = try await Ptable.run(["snapshot", "verify", "refs", "--elements", "Na", "--formats", "svg"], in: folder)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        #expect(narrowed.output == "obsolete: periodic-table.pdf\n1 unchanged, 1 obsolete: periodic-table.pdf\n")
        #expect(narrowed.stderr.hasPrefix("verified 1 file in refs in "), "\(narrowed.stderr)")
        // Recorded again with sodium's svg alone: iron and the json are left behind.
        try await record(in: folder, ["--elements", "Na", "--formats", "svg", "--no-table"])
        for options in [[], ["--elements", "Na"]] {
            let result = try await Ptable.run(["snapshot", "verify", "refs"] + options, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.output == """
                obsolete: 011-sodium.json
                obsolete: 026-iron.json
                obsolete: 026-iron.svg
                obsolete: periodic-table.pdf
                1 unchanged, 4 obsolete: 011-sodium.json, 026-iron.json, 026-iron.svg, periodic-table.pdf

                """)
        }
    }

    @Test func missingReferencesFail() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder, ["--elements", "Na,Fe", "--formats", "svg", "--no-table"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("refs/026-iron.svg"))
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 1)
        #expect(result.output == "missing: 026-iron.svg\n1 unchanged, 1 missing: 026-iron.svg\n")
        #expect(result.stderr.hasSuffix(" s\n"), "\(result.stderr)")
        // Without its manifest, verify checks the defaults (every element, svg, png and json) and
        // says why so much is missing instead of leaving the list unexplained.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("refs/ptable-snapshot.json"))
        let defaults = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(defaults.status == 1)
        #expect(defaults.output.hasPrefix("missing: 001-hydrogen.json\nmissing: 001-hydrogen.png\n"), "\(defaults.output.prefix(200))")
        #expect(defaults.stderr.hasSuffix(" s (the folder has no ptable-snapshot.json: options not given took their defaults)\n"),
                "\(defaults.stderr)")
    }

    @Test func changedPNGsGoToTheDiffsFolderGiven() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder, ["--elements", "K", "--formats", "png", "--no-table"])
        try writeRecolouredTheme(to: folder.appendingPathComponent("theme.json"))
        let result = try await Ptable.run(["snapshot", "verify", "refs", "--theme", "theme.json", "--diffs", "out/d"],
                                           in: folder)
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/d/019-potassium.diff.png").path))
        // A lenient comparison accepts the change.
        let lenient = try await Ptable.run(["snapshot", "verify", "refs", "--theme", "theme.json",
                                             "--tolerance", "255"], in: folder)
        #expect(lenient.status == 0, "\(lenient.output)")
    }

    @Test func backSidesCanBeRecordedAndVerified() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder, ["--sides", "front,back", "--formats", "svg", "--elements", "Na,K", "--no-table"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path).sorted()
        #expect(names == ["011-sodium-back.svg", "011-sodium.svg", "019-potassium-back.svg", "019-potassium.svg",
                          "ptable-snapshot.json"])
        let unchanged = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(unchanged.output == "4 unchanged\n")
        try writeRecolouredTheme(to: folder.appendingPathComponent("theme.json"))
        let changed = try await Ptable.run(["snapshot", "verify", "refs", "--theme", "theme.json"], in: folder)
        #expect(changed.status == 1)
        #expect(changed.output.split(separator: "\n").last?.hasPrefix("0 unchanged, 4 changed: 011-sodium-back.svg (line ") == true,
                "\(changed.output)")
    }

    @Test func verifyWithoutReferencesIsAnError() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["snapshot", "verify", "nothing-here"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("ptable snapshot record"))
        let badFormat = try await Ptable.run(["snapshot", "record", "r", "--formats", "svg,gif"], in: folder)
        #expect(badFormat.status == 64)
        let badSide = try await Ptable.run(["snapshot", "record", "r", "--sides", "top"], in: folder)
        #expect(badSide.status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r").path))
        let hexadecimal = try await Ptable.run(["snapshot", "verify", "nothing-here", "--max-differing-percent", "0x5"], in: folder)
        #expect(hexadecimal.status == 64)
        #expect(hexadecimal.stderrLines.first
                == "error: The value '0x5' is invalid for '--max-differing-percent <max-differing-percent>': write a decimal number such as 12.5")
    }

    /// `--formats` takes only what a manifest may hold: `jpeg` (a format of `tile`) was recorded,
    /// and every later record and verify then refused the manifest that run had written.
    @Test func aFormatTheManifestCannotHoldIsAUsageError() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["snapshot", "record", "r", "--formats", "JPEG", "--elements", "Na", "--no-table"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: unknown format 'JPEG' in --formats; use svg, png, json, pdf or ansi")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r").path))
    }

    /// A file where the references' folder should be: record cannot write there (74) and leaves
    /// the file as it was; verify says it is no folder.
    @Test func aFileInPlaceOfTheFolderIsNamedAsSuch() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let record = try await Ptable.run(["snapshot", "record", "notes.txt", "--elements", "Fe"] + Self.small, in: folder)
        #expect(record.status == 74)
        #expect(record.stderrLines == ["error: cannot write notes.txt: it is not a folder"])
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        let verify = try await Ptable.run(["snapshot", "verify", "notes.txt"], in: folder)
        #expect(verify.status == 65)
        #expect(verify.stderrLines == ["error: cannot read notes.txt: it is not a folder"])
    }

    /// A folder name with a line break or an escape sequence is shown on one line, inert, so
    /// every line of the report is one file or the summary.
    @Test func controlCharactersInFolderNamesNeverBreakTheReport() async throws {
        let folder = try Ptable.temporaryDirectory()
        let refs = "new\nrefs\u{1B}[31m"
        let record = try await Ptable.run(["snapshot", "record", refs, "--elements", "Na", "--formats", "svg", "--no-table"],
                                          in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.output.hasPrefix(#"recorded 1 file in new\nrefs\u{1B}[31m in "#), "\(record.output)")
        try Data("x\n".utf8).write(to: folder.appendingPathComponent(refs).appendingPathComponent("011-sodium.svg"))
        let verify = try await Ptable.run(["snapshot", "verify", refs, "--diffs", "d\ndiffs"], in: folder)
        #expect(verify.status == 1)
        #expect(verify.output == #"changed: 011-sodium.svg (line 1) → d\ndiffs/011-sodium.svg.diff"# + "\n0 unchanged, 1 changed: 011-sodium.svg (line 1)\n")
        #expect(verify.stderrLines.count == 1)
        #expect(verify.stderr.hasPrefix(#"verified 1 file in new\nrefs\u{1B}[31m in "#), "\(verify.stderr)")
    }

    /// A negative number is a value of its option, refused for its range, never "missing".
    @Test(arguments: [
        (["--tolerance", "-1"], "error: --tolerance must be between 0 and 255, got -1"),
        (["--max-differing-percent", "-5"], "error: --max-differing-percent must be between 0 and 100, got -5"),
        // Written as the user wrote it, not as a Double prints (101.0).
        (["--max-differing-percent", "101"], "error: --max-differing-percent must be between 0 and 100, got 101"),
        (["--max-differing-percent", "100.25"], "error: --max-differing-percent must be between 0 and 100, got 100.25"),
    ])
    func negativeValuesAreNamedWithTheirRange(arguments: [String], expected: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["snapshot", "verify", "refs"] + arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == expected)
    }

    /// The manifest saves the elements recorded, each once by symbol, so a long list with
    /// repeats (1000 lines naming 118 elements) records a folder that verify can read again.
    @Test func theManifestListsEachRecordedElementOnceBySymbol() async throws {
        let folder = try Ptable.temporaryDirectory()
        let lines = (0..<1000).map { $0.isMultiple(of: 2) ? "\($0 % 118 + 1)" : "sodium" }
        try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("many.txt"))
        let record = try await Ptable.run(["snapshot", "record", "refs", "--elements", "@many.txt", "--formats", "svg",
                                           "--no-table", "--size", "16"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("refs/ptable-snapshot.json")))
        let elements = try #require((manifest as? [String: Any])?["elements"] as? [String])
        #expect(elements.count == 59)
        #expect(elements.prefix(3) == ["H", "Li", "B"])
        #expect(elements.contains("Na"))
        let verify = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.output == "59 unchanged\n")
    }
    /// An element list that names nothing (an empty file, comments only, empty standard input)
    /// is bad input, as an empty highlight file is, for `snapshot record` and `tiles` alike. It
    /// was recorded as no elements, in a manifest that every later record and verify refused
    /// ("got a list of 0"); `tiles` called it a usage error (64).
    @Test func anElementListThatNamesNothingIsRefusedBeforeAnythingIsWritten() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data().write(to: folder.appendingPathComponent("empty.txt"))
        try Data("# none yet\n".utf8).write(to: folder.appendingPathComponent("comments.txt"))
        for (list, input, source) in [("@empty.txt", nil, "empty.txt"), ("@comments.txt", nil, "comments.txt"), ("@-", Data(), "standard input")]
            as [(String, Data?, String)] {
            for command in [["snapshot", "record", "refs"], ["tiles", "-o", "refs"]] {
                let result = try await Ptable.run(command + ["--elements", list], in: folder, input: input)
                #expect(result.status == 65, "\(command) \(list)")
                #expect(result.stderrLines == ["error: \(source): the --elements list names no element (it is empty, or only blank lines and # comments)"])
            }
        }
        #expect(Ptable.contents(of: folder) == ["comments.txt", "empty.txt"], "no refs folder, no manifest")
    }

    /// A name in an `--elements @FILE` list that matches no element is named with the file and
    /// its line by `verify` as by `record` and `tiles`; verify named neither.
    @Test func anUnknownNameInAListFileIsNamedWithItsLineByVerifyToo() async throws {
        let folder = try Ptable.temporaryDirectory()
        try await record(in: folder)
        try Data("H\nXx\n".utf8).write(to: folder.appendingPathComponent("list.txt"))
        for command in [["snapshot", "verify", "refs"], ["snapshot", "record", "more"]] {
            let result = try await Ptable.run(command + ["--elements", "@list.txt", "--formats", "svg", "--no-table"], in: folder)
            #expect(result.status == 65, "\(command)")
            #expect(result.stderrLines == ["error: list.txt: line 2: no element matches \"Xx\""], "\(command)")
        }
        #expect(Ptable.contents(of: folder) == ["list.txt", "refs"])
    }
}
