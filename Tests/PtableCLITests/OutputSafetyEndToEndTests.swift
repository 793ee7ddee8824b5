import Foundation
import Testing

/// Outputs never go through links or special files a batch command finds, never replace an
/// input (whatever the spelling), and keep the permission bits of the file they replace.
@Suite struct OutputSafetyEndToEndTests {
    func mode(of url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// A folder with a victim file outside it and, inside, a link to the victim, a FIFO and a
    /// link to /dev/null at the names a batch command writes.
    func trappedFolder(names: (link: String, fifo: String, device: String)) throws -> (root: URL, folder: URL, victim: URL) {
        let root = try Ptable.temporaryDirectory()
        let folder = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = root.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(names.link), withDestinationURL: victim)
        #expect(mkfifo(folder.appendingPathComponent(names.fifo).path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(names.device).path,
                                                   withDestinationPath: "/dev/null")
        return (root, folder, victim)
    }

    @Test func tilesReplaceLinksFIFOsAndDevicesWithRegularFiles() async throws {
        let names = (link: "011-sodium.svg", fifo: "019-potassium.svg", device: "003-lithium.svg")
        let (root, folder, victim) = try trappedFolder(names: names)
        let (result, timedOut) = try await Ptable.run(["tiles", "--format", "svg", "--elements", "Li,Na,K", "-o", "out"],
                                                       in: root, deadline: 60)
        #expect(!timedOut, "blocked on the FIFO")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        for name in [names.link, names.fifo, names.device] {
            let url = folder.appendingPathComponent(name)
            #expect(isRegularFile(url), "\(name) is not a regular file")
            #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix("<?xml"))
        }
    }

    @Test func snapshotRecordReplacesLinksAndFIFOsToo() async throws {
        let names = (link: "011-sodium.svg", fifo: "019-potassium.svg", device: "003-lithium.svg")
        let (root, folder, victim) = try trappedFolder(names: names)
        let (result, timedOut) = try await Ptable.run(
            ["snapshot", "record", "out", "--elements", "Li,Na,K", "--formats", "svg", "--no-table"], in: root, deadline: 60)
        #expect(!timedOut, "blocked on the FIFO")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        #expect([names.link, names.fifo, names.device].allSatisfy { isRegularFile(folder.appendingPathComponent($0)) })
    }

    /// The manifest is read before it is written: a FIFO there is refused, never waited on.
    @Test func aFIFOInPlaceOfTheManifestIsRefusedInOneLine() async throws {
        let folder = try Ptable.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("out/ptable-snapshot.json").path, 0o644) == 0)
        for command in ["record", "verify"] {
            let (result, timedOut) = try await Ptable.run(["snapshot", command, "out"], in: folder, deadline: 30)
            #expect(!timedOut)
            #expect(result.status == 65)
            #expect(result.stderrLines
                == ["error: cannot read out/ptable-snapshot.json: it is not a regular file (a device, FIFO or socket)"])
        }
    }

    @Test func anExplicitFIFOThatNobodyReadsIsRefusedAtOnce() async throws {
        let folder = try Ptable.temporaryDirectory()
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
        let (result, timedOut) = try await Ptable.run(["tile", "Na", "--format", "svg", "-o", "pipe"], in: folder, deadline: 30)
        #expect(!timedOut)
        #expect(result.status == 74)
        #expect(result.stderrLines == ["error: cannot write pipe: it is a FIFO that no process reads"])
    }

    /// Every input option of `table`, with the file it names.
    static let inputs: [(option: [String], file: String, contents: String)] = [
        (["--data", "d.json"], "d.json", #"{"elements": []}"#),
        (["--theme", "t.json"], "t.json", #"{"base": "dark"}"#),
        (["--highlight", "@fav.txt"], "fav.txt", "Na\n"),
    ]

    /// The file given as itself, by other spellings, through a symbolic link and a hard link;
    /// refused before it is read (the data file here is not even valid).
    @Test(arguments: 0..<3)
    func anOutputThatIsAnInputIsAUsageErrorAndTheInputIsUntouched(index: Int) async throws {
        let input = Self.inputs[index]
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent(input.file)
        try Data(input.contents.utf8).write(to: file)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.out").path, withDestinationPath: input.file)
        try FileManager.default.linkItem(at: file, to: folder.appendingPathComponent("hard.out"))
        let option = input.option
        for output in [input.file, "./\(input.file)", "sub/../\(input.file)", folder.appendingPathComponent(input.file).path, "link.out", "hard.out"] {
            let result = try await Ptable.run(["table", "--format", "json", "-o", output] + option, in: folder)
            #expect(result.status == 64, "\(output): \(result.stderr)")
            #expect(result.stderrLines.count == 1 && result.stderrLines[0].hasPrefix("error: cannot write \(output): it is "),
                    "\(result.stderr)")
            #expect(result.stderr.contains(input.option[0]))
            #expect(try String(contentsOf: file, encoding: .utf8) == input.contents)
        }
    }

    @Test func theMessageNamesTheInputItMatches() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data(#"{"base": "mono"}"#.utf8).write(to: folder.appendingPathComponent("t.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out.svg").path, withDestinationPath: "t.json")
        let same = try await Ptable.run(["tile", "Na", "--theme", "t.json", "-o", "t.json"], in: folder)
        #expect(same.stderrLines == ["error: cannot write t.json: it is the --theme input file; choose another output"])
        let linked = try await Ptable.run(["tile", "Na", "--theme", "./t.json", "-o", "out.svg"], in: folder)
        #expect(linked.stderrLines
            == ["error: cannot write out.svg: it is the same file as the --theme input ./t.json; choose another output"])
        #expect(linked.status == 64)
    }

    @Test func batchOutputsNeverReplaceAnInput() async throws {
        let folder = try Ptable.temporaryDirectory()
        let tiles = folder.appendingPathComponent("tiles")
        try FileManager.default.createDirectory(at: tiles, withIntermediateDirectories: true)
        let theme = Data(#"{"base": "dark"}"#.utf8)
        try theme.write(to: tiles.appendingPathComponent("011-sodium.svg"))
        let result = try await Ptable.run(["tiles", "--format", "svg", "--elements", "Na,K", "--theme", "tiles/011-sodium.svg",
                                            "-o", "tiles"], in: folder)
        // A usage error before any tile is drawn: one line, and potassium's tile is not written either.
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines == ["error: cannot write tiles/011-sodium.svg: it is the --theme input file; choose another output"])
        #expect(try Data(contentsOf: tiles.appendingPathComponent("011-sodium.svg")) == theme)
        #expect(!FileManager.default.fileExists(atPath: tiles.appendingPathComponent("019-potassium.svg").path))
    }

    @Test func replacedFilesKeepTheirPermissionBits() async throws {
        let folder = try Ptable.temporaryDirectory()
        let single = folder.appendingPathComponent("na.svg")
        try Data("old".utf8).write(to: single)
        chmod(single.path, 0o600)
        #expect(try await Ptable.run(["tile", "Na", "-o", "na.svg"], in: folder).status == 0)
        #expect(try mode(of: single) == 0o600)

        let tiles = folder.appendingPathComponent("tiles")
        _ = try await Ptable.run(["tiles", "--format", "svg", "--elements", "Na,K", "-o", "tiles"], in: folder)
        chmod(tiles.appendingPathComponent("011-sodium.svg").path, 0o640)
        chmod(tiles.appendingPathComponent("019-potassium.svg").path, 0o604)
        #expect(try await Ptable.run(["tiles", "--format", "svg", "--elements", "Na,K", "-o", "tiles"], in: folder).status == 0)
        #expect(try mode(of: tiles.appendingPathComponent("011-sodium.svg")) == 0o640)
        #expect(try mode(of: tiles.appendingPathComponent("019-potassium.svg")) == 0o604)

        // Through a link given with -o, the target keeps its bits.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: "na.svg")
        chmod(single.path, 0o640)
        #expect(try await Ptable.run(["tile", "K", "-o", "link.svg"], in: folder).status == 0)
        #expect(try mode(of: single) == 0o640)
    }

    /// `-o` through a link whose target does not exist yet creates the target, as the shell's
    /// `>` does and as a link to an existing file is written through: the link was replaced by a
    /// file. A loop of links is refused and left as it was.
    @Test func aDanglingLinkIsWrittenThroughAndALoopIsRefused() async throws {
        let folder = try Ptable.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("posters"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("current.svg").path,
                                                   withDestinationPath: "posters/sodium.svg")
        let written = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "current.svg"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("current.svg").path) == "posters/sodium.svg")
        #expect(try String(contentsOf: folder.appendingPathComponent("posters/sodium.svg"), encoding: .utf8).hasPrefix("<?xml"))

        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a.svg").path, withDestinationPath: "b.svg")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.svg").path, withDestinationPath: "a.svg")
        let loop = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "a.svg"], in: folder)
        #expect(loop.status == 74)
        #expect(loop.stderrLines == ["error: cannot write a.svg: too many symbolic links"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("a.svg").path) == "b.svg")
        // A loop of links in the folder's place was called a folder that does not exist.
        let inLoop = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "a.svg/tile.svg"], in: folder)
        #expect(inLoop.status == 74)
        #expect(inLoop.stderrLines == ["error: cannot write a.svg/tile.svg: folder a.svg: too many symbolic links"])
        let missing = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "nowhere/tile.svg"], in: folder)
        #expect(missing.stderrLines == ["error: cannot write nowhere/tile.svg: folder nowhere does not exist"])
    }
}
