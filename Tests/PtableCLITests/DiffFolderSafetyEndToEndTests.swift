import Foundation
import Testing

/// `snapshot verify --diffs DIR` removes only the difference files it recorded writing, never
/// a file or folder of the user's because of its name.
@Suite struct DiffFolderSafetyEndToEndTests {
    static let small = ["--elements", "Na,K", "--formats", "svg,png", "--size", "32", "--no-table"]

    /// A folder with references of Na and K, and sodium's SVG reference altered.
    func recordedFolder() async throws -> URL {
        let folder = try Ptable.temporaryDirectory()
        let record = try await Ptable.run(["snapshot", "record", "refs"] + Self.small, in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let svg = folder.appendingPathComponent("refs/011-sodium.svg")
        try (try Data(contentsOf: svg) + Data("<!-- edited -->\n".utf8)).write(to: svg)
        return folder
    }

    /// The user's own files whose names look like difference files.
    func addUserFiles(to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("work.diff"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("work.diff/notes.txt"))
        try Data("patch\n".utf8).write(to: folder.appendingPathComponent("0001-fix.diff"))
        try Data("png\n".utf8).write(to: folder.appendingPathComponent("holiday.diff.png"))
        try manager.createDirectory(at: folder.appendingPathComponent("old.diff.png"), withIntermediateDirectories: true)
    }

    func expectUserFilesKept(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let names = Ptable.contents(of: folder)
        for name in ["work.diff", "0001-fix.diff", "holiday.diff.png", "old.diff.png"] {
            #expect(names.contains(name), "\(name) was removed", sourceLocation: sourceLocation)
        }
        let notes = try? String(contentsOf: folder.appendingPathComponent("work.diff/notes.txt"), encoding: .utf8)
        #expect(notes == "mine\n", sourceLocation: sourceLocation)
    }

    @Test func diffsInsideTheReferenceFolderAreRefused() async throws {
        let folder = try await recordedFolder()
        let before = Ptable.contents(of: folder.appendingPathComponent("refs"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias").path, withDestinationPath: "refs")
        for diffs in ["refs", "refs/", "./refs/diffs", "alias", "alias/d"] {
            let result = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", diffs], in: folder)
            #expect(result.status == 64, "\(diffs)")
            #expect(result.stderrLines.first == "error: --diffs \(diffs) is inside the reference folder refs; "
                + "difference files would be mixed with the references: choose a folder outside it")
        }
        #expect(Ptable.contents(of: folder.appendingPathComponent("refs")) == before)
        // A folder whose name only starts like the references' is outside them.
        let beside = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "refs-diffs"], in: folder)
        #expect(beside.status == 1, "\(beside.stderr)")
    }

    @Test func diffsIntoTheCurrentFolderKeepEveryFileOfTheUsers() async throws {
        let folder = try await recordedFolder()
        try addUserFiles(to: folder)
        for _ in 0..<2 {
            let result = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "."], in: folder)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.output.hasPrefix("changed: 011-sodium.svg (line "))
            expectUserFilesKept(in: folder)
        }
        let record = try String(contentsOf: folder.appendingPathComponent("ptable-diffs.txt"), encoding: .utf8)
        #expect(record.hasSuffix("\n011-sodium.svg.diff\n"))
    }

    @Test func aCleanRunRemovesExactlyWhatTheLastRunWrote() async throws {
        let folder = try await recordedFolder()
        let diffs = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
        try addUserFiles(to: diffs)
        _ = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "out"], in: folder)
        #expect(Ptable.contents(of: diffs).contains("011-sodium.svg.diff"))
        // The reference restored: the next run removes its own diff and its record, nothing else.
        _ = try await Ptable.run(["snapshot", "record", "refs"], in: folder)
        let clean = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "out"], in: folder)
        #expect(clean.status == 0, "\(clean.output)\(clean.stderr)")
        #expect(Ptable.contents(of: diffs) == ["0001-fix.diff", "holiday.diff.png", "old.diff.png", "work.diff"])
        expectUserFilesKept(in: diffs)
    }

    /// A file of the user's at a difference file's name, not written by an earlier run, is never
    /// replaced (nor listed for the next run to remove); the change is still reported.
    @Test func aFileOfTheUsersAtADifferenceFilesNameIsKept() async throws {
        let folder = try await recordedFolder()
        let diffs = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
        let mine = diffs.appendingPathComponent("011-sodium.svg.diff")
        try Data("mine\n".utf8).write(to: mine)
        for _ in 0..<2 {
            let result = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "out"], in: folder)
            #expect(result.status == 74, "\(result.stderr)")
            #expect(result.output.hasPrefix("changed: 011-sodium.svg (line 16)\n"), "\(result.output)")
            #expect(result.output.hasSuffix("3 unchanged, 1 changed: 011-sodium.svg (line 16)\n"), "\(result.output)")
            #expect(result.stderrLines.first == "error: 011-sodium.svg: cannot write out/011-sodium.svg.diff: "
                    + "a file ptable did not write is there; move it or choose another --diffs folder")
            #expect(try String(contentsOf: mine, encoding: .utf8) == "mine\n")
        }
    }

    /// A difference file that cannot be written fails the run (74), and the change is still named.
    @Test func aChangeIsReportedWhenItsDifferenceFileCannotBeWritten() async throws {
        let folder = try await recordedFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/ptable-diffs.txt"),
                                                withIntermediateDirectories: true)
        let result = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "out"], in: folder)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.output == "changed: 011-sodium.svg (line 16)\n3 unchanged, 1 changed: 011-sodium.svg (line 16)\n")
        #expect(result.stderrLines.first?.hasPrefix("error: 011-sodium.svg: cannot write out/ptable-diffs.txt: ") == true)
    }

    /// `--diffs` naming a file (or a path through one) fails once, before anything is compared:
    /// no list of changes, and the file is kept.
    @Test func diffsThatCannotBeAFolderFailBeforeComparing() async throws {
        let folder = try await recordedFolder()
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let cases = ["notes.txt": "error: cannot write notes.txt: it is not a folder\n",
                     "notes.txt/diffs": "error: cannot write notes.txt/diffs: notes.txt is not a folder\n"]
        for (diffs, line) in cases {
            let result = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", diffs], in: folder)
            #expect(result.status == 74, "\(diffs)")
            #expect(result.stderr == line)
            #expect(result.output == "")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
    }

    @Test func anEditedRecordCannotPointAtOtherFiles() async throws {
        let folder = try await recordedFolder()
        let diffs = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
        try addUserFiles(to: diffs)
        try Data("kept\n".utf8).write(to: folder.appendingPathComponent("outside.diff"))
        let record = ["../outside.diff", "old.diff.png", "../refs/011-sodium.svg", "011-sodium.svg", ".", "..", ".diff"]
        try Data(record.joined(separator: "\n").utf8).write(to: diffs.appendingPathComponent("ptable-diffs.txt"))
        _ = try await Ptable.run(["snapshot", "verify", "refs", "--diffs", "out"], in: folder)
        // old.diff.png is listed but a folder: never removed.
        expectUserFilesKept(in: diffs)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("outside.diff").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/011-sodium.svg").path))
    }

    @Test(arguments: ["s", ".", "./", "s/", "./s"])
    func oneCharacterAndDotFoldersVerifyWithoutCrashing(directory: String) async throws {
        let root = try Ptable.temporaryDirectory()
        let folder = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = try await Ptable.run(["snapshot", "record", directory, "--elements", "Na", "--formats", "svg",
                                            "--no-table"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let verify = try await Ptable.run(["snapshot", "verify", directory], in: folder)
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.output == "1 unchanged\n")
    }

    @Test func theDefaultDiffsFolderOfTheCurrentFolderIsBesideIt() async throws {
        let root = try Ptable.temporaryDirectory()
        let folder = root.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try await Ptable.run(["snapshot", "record", ".", "--elements", "Na", "--formats", "svg", "--no-table"], in: folder)
        let svg = folder.appendingPathComponent("011-sodium.svg")
        try (try Data(contentsOf: svg) + Data("x\n".utf8)).write(to: svg)
        let verify = try await Ptable.run(["snapshot", "verify", "."], in: folder)
        #expect(verify.status == 1)
        #expect(verify.output.hasPrefix("changed: 011-sodium.svg (line 29) → ../snapshot-diffs/011-sodium.svg.diff\n"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("snapshot-diffs/011-sodium.svg.diff").path))
    }
}
