import Foundation
import Testing

/// `snapshot verify` does bounded work whatever the folder holds: the manifest under the
/// command line's limits, references checked by size and PNG header before they are decoded,
/// and every unreadable reference named with its reason.
@Suite struct SnapshotBoundsEndToEndTests {
    /// A fresh folder with references of sodium in svg and png, 32 px, without the table: a
    /// copy of the suite's one recording, so each test may change or break its own.
    func recordedFolder() throws -> URL {
        let folder = try Ptable.temporaryDirectory()
        try FileManager.default.copyItem(at: try Self.recording.get().appendingPathComponent("refs"),
                                         to: folder.appendingPathComponent("refs"))
        return folder
    }

    /// The folder `ptable snapshot record` wrote, once for the suite.
    private static let recording = Result { () throws -> URL in
        let folder = try Ptable.temporaryDirectory()
        let result = try Ptable.runInProcess(["snapshot", "record", "refs", "--elements", "Na", "--formats", "svg,png",
                                              "--size", "32", "--no-table"], in: folder)
        guard result.status == 0 else { throw RecordingFailed(stderr: result.stderr) }
        return folder
    }

    private struct RecordingFailed: Error {
        var stderr: String
    }

    func writeManifest(_ text: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("refs/ptable-snapshot.json"))
    }

    @Test(arguments: [
        (#"{"tileSize": 100000}"#, #"error: refs/ptable-snapshot.json: "tileSize" must be from 16 to 2048, got 100000"#),
        (#"{"tableWidth": 1e9}"#, #"error: refs/ptable-snapshot.json: "tableWidth" must be from 256 to 8192, got 1000000000"#),
        (#"{"tileSize": "big"}"#, #"error: refs/ptable-snapshot.json: "tileSize" must be a whole number from 16 to 2048, got "big""#),
        (#"{"formats": ["svg", "gif"]}"#, #"error: refs/ptable-snapshot.json: "formats[1]" must be one of svg, png, json, pdf, ansi, got "gif""#),
        (#"{"elemnts": ["Na"]}"#, #"error: refs/ptable-snapshot.json: unknown key "elemnts"; keys: formats, sides, tileSize, tableWidth, table, elements, includeHypothetical"#),
        (#"{"sides": ["front", 3]}"#, #"error: refs/ptable-snapshot.json: "sides[1]" must be one of front, back, got 3"#),
        ("{", "error: refs/ptable-snapshot.json is not valid JSON: line 1, column 2: the file ends where a key should follow; is it truncated?"),
    ])
    func aBadManifestNamesTheKeyInOneLine(manifest: String, expected: String) async throws {
        let folder = try recordedFolder()
        try writeManifest(manifest, in: folder)
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderrLines == [expected])
        #expect(result.output.isEmpty)
    }

    /// The manifest's element list is names, never an `@FILE` or `@-` to read nor a list to split,
    /// and a name that matches nothing is reported against the manifest.
    @Test(arguments: [
        (#"{"elements": ["@secret.txt"]}"#, #"error: refs/ptable-snapshot.json: "elements": no element matches "@secret.txt""#),
        (#"{"elements": ["@-"]}"#, #"error: refs/ptable-snapshot.json: "elements": no element matches "@-""#),
        (#"{"elements": ["Na,K"]}"#, #"error: refs/ptable-snapshot.json: "elements": no element matches "Na,K""#),
        (#"{"elements": ["Natrium"]}"#, #"error: refs/ptable-snapshot.json: "elements": no element matches "Natrium" (did you mean Sodium? that is its name in de, nl, sv, nb)"#),
    ])
    func theManifestsElementsAreNamesOnly(manifest: String, expected: String) async throws {
        let folder = try recordedFolder()
        try writeManifest(manifest, in: folder)
        try Data("Na\n".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        for command in ["verify", "record"] {
            let result = try await Ptable.run(["snapshot", command, "refs"], in: folder, input: Data("Fe\n".utf8))
            #expect(result.status == 65)
            #expect(result.stderrLines == [expected])
            #expect(result.output.isEmpty)
        }
        // Given on the command line, a name is the user's own: no manifest to blame.
        let given = try await Ptable.run(["snapshot", "verify", "refs", "--elements", "Natrium"], in: folder)
        #expect(given.stderrLines == [#"error: no element matches "Natrium" (did you mean Sodium? that is its name in de, nl, sv, nb)"#])
    }

    @Test func anEnormousManifestIsRefusedBeforeItIsRead() async throws {
        let folder = try recordedFolder()
        let manifest = folder.appendingPathComponent("refs/ptable-snapshot.json")
        #expect(truncate(manifest.path, 1 << 30) == 0)
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: refs/ptable-snapshot.json is 1073741824 bytes, over the limit of 262144 bytes"])
    }

    /// A 1 MB PNG that declares 17000 × 17000 pixels is compared by its header alone.
    @Test func aPNGThatDeclaresAHugeSizeIsNotDecoded() async throws {
        let folder = try recordedFolder()
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 0, 0x42, 0x68, 0, 0, 0x42, 0x68, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        png += Data(count: 1_000_000)
        try png.write(to: folder.appendingPathComponent("refs/011-sodium.png"))
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.output == """
            changed: 011-sodium.png (size 17000×17000 → 32×32)
            1 unchanged, 1 changed: 011-sodium.png (size 17000×17000 → 32×32)

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshot-diffs/011-sodium.diff.png").path))
    }

    @Test func aHugeSparseReferenceIsRefusedByItsSize() async throws {
        let folder = try recordedFolder()
        #expect(truncate(folder.appendingPathComponent("refs/011-sodium.svg").path, 1 << 30) == 0)
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderrLines.first == "error: 011-sodium.svg: refs/011-sodium.svg is 1073741824 bytes, over the limit of 67108864 bytes")
        #expect(result.output == "1 unchanged, 1 failed: 011-sodium.svg\n")
    }

    /// A text reference of 200,000 lines is reported by its first difference: a line-by-line
    /// diff of it against the 30-line rendering would take minutes.
    @Test func aHugeTextReferenceGetsItsFirstDifferenceNotALineDiff() async throws {
        let folder = try recordedFolder()
        let svg = folder.appendingPathComponent("refs/011-sodium.svg")
        let rendered = try String(contentsOf: svg, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let filler = (1...199_999).map { "<!-- line \($0) -->\n" }.joined()
        try Data((rendered[0] + "\n" + filler).utf8).write(to: svg)
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.output == """
            changed: 011-sodium.svg (line 2) → snapshot-diffs/011-sodium.svg.diff
            1 unchanged, 1 changed: 011-sodium.svg (line 2)

            """)
        let diff = try String(contentsOf: folder.appendingPathComponent("snapshot-diffs/011-sodium.svg.diff"), encoding: .utf8)
        #expect(diff == """
            --- 011-sodium.svg (reference)
            +++ 011-sodium.svg (rendered)
            only the first difference is shown: the texts (200000 lines and \(rendered.count - 1)) differ too much to diff line by line
            @@ -2,1 +2,1 @@
            -<!-- line 1 -->
            +\(rendered[1])

            """)
    }

    @Test func aReferenceThatIsAFolderOrFIFOIsNamedWithTheReason() async throws {
        let folder = try recordedFolder()
        let png = folder.appendingPathComponent("refs/011-sodium.png")
        try FileManager.default.removeItem(at: png)
        try FileManager.default.createDirectory(at: png, withIntermediateDirectories: true)
        let svg = folder.appendingPathComponent("refs/011-sodium.svg")
        try FileManager.default.removeItem(at: svg)
        #expect(mkfifo(svg.path, 0o644) == 0)
        let (result, timedOut) = try await Ptable.run(["snapshot", "verify", "refs"], in: folder, deadline: 60)
        #expect(!timedOut)
        #expect(result.status == 65)
        #expect(result.stderrLines.filter { $0.hasPrefix("error:") }.sorted() == [
            "error: 011-sodium.png: cannot read refs/011-sodium.png: it is a directory",
            "error: 011-sodium.svg: cannot read refs/011-sodium.svg: it is not a regular file (a device, FIFO or socket)",
        ], "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func aReferenceThatIsNotAPNGSaysSo() async throws {
        let folder = try recordedFolder()
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("refs/011-sodium.png"))
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("changed: 011-sodium.png (cannot decode the expected PNG: not a PNG file)\n"))
    }

    /// A PNG with a good header whose image data ends early or is damaged says so (Cairo calls
    /// both "out of memory" or a read error).
    @Test func aTruncatedOrCorruptPNGReferenceSaysSo() async throws {
        let folder = try recordedFolder()
        let url = folder.appendingPathComponent("refs/011-sodium.png")
        let png = try Data(contentsOf: url)
        var corrupt = png
        corrupt[png.firstRange(of: Data("IDAT".utf8))!.upperBound + 6] ^= 0xFF
        for damaged in [png.prefix(png.count - 40), png.prefix(100), corrupt] {
            try damaged.write(to: url)
            let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
            #expect(result.status == 1)
            #expect(result.output == """
                changed: 011-sodium.png (cannot decode the expected PNG: the image data is truncated or corrupt)
                1 unchanged, 1 changed: 011-sodium.png (cannot decode the expected PNG: the image data is truncated or corrupt)

                """)
        }
    }

    /// A reference that is a symbolic link is never followed: a link to a secret (a key file,
    /// /proc/self/environ) would otherwise be copied into the difference file CI uploads.
    @Test(arguments: ["secret.txt", "/proc/self/environ", "nowhere"])
    func aReferenceThatIsASymbolicLinkIsNotFollowed(target: String) async throws {
        let folder = try recordedFolder()
        try Data("API_KEY=hunter2\n".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        let svg = folder.appendingPathComponent("refs/011-sodium.svg")
        try FileManager.default.removeItem(at: svg)
        let destination = target.hasPrefix("/") ? target : "../" + target
        try FileManager.default.createSymbolicLink(atPath: svg.path, withDestinationPath: destination)
        let result = try await Ptable.run(["snapshot", "verify", "refs"], in: folder, environment: ["API_KEY": "hunter2"])
        #expect(result.status == 65)
        #expect(result.stderrLines.first
                == "error: 011-sodium.svg: cannot read refs/011-sodium.svg: it is a symbolic link; a reference must be a regular file")
        #expect(result.output == "1 unchanged, 1 failed: 011-sodium.svg\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshot-diffs").path))
    }
}
