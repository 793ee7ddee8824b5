import Foundation
import Testing

/// Nothing half-written: an interrupted run leaves the old file or nothing, never a partial
/// file or a temporary file; unwritable destinations and absurd sizes are one error line.
@Suite(.serialized) struct InterruptAndOutputEndToEndTests {
    /// Waits until `condition` holds or `seconds` pass; true if it held.
    func wait(upTo seconds: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// The binary has the `PTABLE_DEBUG_WRITE_PAUSE` hook only in debug builds, like these tests.
    static let isDebugBuild: Bool = {
        #if DEBUG
        true
        #else
        false
        #endif
    }()

    /// With `PTABLE_DEBUG_WRITE_PAUSE` (debug builds) the temporary file is complete but not yet
    /// renamed; the signal lands exactly there, and the handler must remove it.
    @Test(.enabled(if: isDebugBuild), arguments: [SIGTERM, SIGINT, SIGHUP])
    func killedWhileWritingRemovesTheTemporaryFileAndKeepsTheOldOne(signal: Int32) throws {
        let folder = try Ptable.temporaryDirectory()
        let destination = folder.appendingPathComponent("na.png")
        try Data("old".utf8).write(to: destination)
        let process = try Ptable.start(["tile", "Na", "--size", "256", "-o", "na.png"], in: folder,
                                              environment: ["PTABLE_DEBUG_WRITE_PAUSE": "20"])
        let sawTemporary = wait(upTo: 30) {
            Ptable.contents(of: folder).contains { $0.hasPrefix(".na.png.ptable-") }
        }
        #expect(sawTemporary, "no temporary file appeared next to na.png")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(Ptable.contents(of: folder) == ["na.png"])
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
    }

    /// A run interrupted before its output is published leaves nothing where there was nothing:
    /// the pause hook holds the complete but unrenamed file, so the signal lands exactly there,
    /// with no guess about how long a render takes.
    @Test(.enabled(if: isDebugBuild), arguments: [SIGTERM, SIGINT])
    func killedBeforeTheOutputIsPublishedLeavesNoFile(signal: Int32) throws {
        let folder = try Ptable.temporaryDirectory()
        let process = try Ptable.start(["table", "--format", "png", "-o", "big.png"], in: folder,
                                              environment: ["PTABLE_DEBUG_WRITE_PAUSE": "20"])
        let sawTemporary = wait(upTo: 30) {
            Ptable.contents(of: folder).contains { $0.hasPrefix(".big.png.ptable-") }
        }
        #expect(sawTemporary, "no temporary file appeared next to big.png")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(Ptable.contents(of: folder).isEmpty, "left \(Ptable.contents(of: folder))")
    }

    @Test func aFinishedWriteReplacesTheFileAndLeavesNoTemporaryFile() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("old".utf8).write(to: folder.appendingPathComponent("na.svg"))
        let result = try await Ptable.run(["tile", "Na", "-o", "na.svg"], in: folder)
        #expect(result.status == 0)
        #expect(Ptable.contents(of: folder) == ["na.svg"])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("na.svg").path)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o044 } == 0o044, "published files are readable by others")
    }

    @Test func fullDiskOnStandardOutputIsAnOutputError() throws {
        // Help and the version too.
        for command in [["list"], ["tile", "Na", "--format", "json"], ["table"], ["theme", "show"],
                        ["--help"], ["tile", "--help"], ["--version"], ["help", "table"]] {
            let process = Process()
            process.executableURL = Ptable.executable
            process.arguments = command
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(command) crashed")
            #expect(process.terminationStatus == 74, "\(command)")
            #expect(stderr == "error: cannot write standard output: no space left on device\n", "\(command)")
        }
    }

    @Test func fullDiskOnAFileDestinationIsAnOutputError() async throws {
        let result = try await Ptable.run(["tile", "Na", "--format", "png", "-o", "/dev/full"])
        #expect(result.status == 74)
        #expect(result.stderrLines == ["error: cannot write /dev/full: no space left on device"])
    }

    @Test func devicesAreWrittenInPlaceNotReplaced() async throws {
        let result = try await Ptable.run(["tile", "Na", "--format", "png", "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        let stdout = try await Ptable.runBinary(["tile", "Na", "--format", "svg", "-o", "/dev/stdout"])
        #expect(stdout.status == 0)
        #expect(stdout.output.hasPrefix("<?xml"))
    }

    /// `-o na.png/` names a folder, as the shell's `>` reads it; it was written as the file
    /// na.png, replacing the one there.
    @Test func aPathEndingInASlashNamesAFolderNotTheFile() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("old".utf8).write(to: folder.appendingPathComponent("na.png"))
        for path in ["na.png/", "new.png/"] {
            let result = try await Ptable.run(["tile", "Na", "--format", "png", "-o", path], in: folder)
            #expect(result.status == 74, "\(path)")
            #expect(result.stderrLines == ["error: cannot write \(path): it names a folder, not a file"])
        }
        #expect(Ptable.contents(of: folder) == ["na.png"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("na.png")) == Data("old".utf8))
    }

    @Test func unwritableDestinationsAreOneLineAndLeaveNothing() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let cases: [(String, String)] = [
            ("missing/na.png", "error: cannot write missing/na.png: folder missing does not exist"),
            ("file/na.png", "error: cannot write file/na.png: file is not a folder"),
            (".", "error: cannot write .: it is a directory"),
            ("/proc/version/na.png", "error: cannot write /proc/version/na.png: /proc/version is not a folder"),
        ]
        for (path, message) in cases {
            let result = try await Ptable.run(["table", "--format", "png", "-o", path], in: folder)
            #expect(result.status == 74, "\(path)")
            #expect(result.stderrLines == [message])
        }
        #expect(Ptable.contents(of: folder) == ["file"])
    }

    @Test(arguments: [
        (["tile", "Na", "--size", "0"], "--size"), (["tile", "Na", "--size", "-5"], "--size"),
        (["tile", "Na", "--size", "abc"], "--size"), (["tile", "Na", "--size", "100000"], "--size"),
        (["tile", "Na", "--size", "99999999999999999999999"], "--size"), (["tile", "Na", "--size", "1e3"], "--size"),
        (["table", "--width", "0"], "--width"), (["table", "--width", "-1"], "--width"),
        (["table", "--width", "wide"], "--width"), (["table", "--width", "1000000000"], "--width"),
    ])
    func absurdSizesAreUsageErrorsNamingTheOption(arguments: [String], option: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments + ["--format", "png", "-o", "out.png"], in: folder)
        #expect(result.status == 64)
        let first = result.stderrLines.first ?? ""
        #expect(first.hasPrefix("error: "))
        #expect(first.contains(option), "\(first)")
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func aCanvasWiderThanOneCairoSurfaceIsDrawnNotRefused() async throws {
        // 32768 px is over Cairo's 32767 px surface limit: the table is drawn in bands and
        // columns. /dev/full fails the first band's write, so the whole table is never drawn.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let folder = try Ptable.temporaryDirectory()
        let (result, timedOut) = try await Ptable.run(["table", "--width", "32768", "--format", "png", "-o", "/dev/full"],
                                                       in: folder, deadline: 120)
        #expect(!timedOut)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderrLines == ["error: cannot write /dev/full: no space left on device"], "\(result.stderr)")
        #expect(Ptable.contents(of: folder).isEmpty)
    }
}
