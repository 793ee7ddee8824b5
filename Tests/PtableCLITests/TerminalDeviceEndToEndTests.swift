import Foundation
import Testing

/// The built `ptable` with its standard output on a real terminal (a pseudo-terminal): colour
/// by default, none under `NO_COLOR`, and the terminal's own width when `COLUMNS` is not set.
/// The in-process suites cover the same choices through the environment; only a process on a
/// terminal shows that `isatty` and the kernel's window size are read from the real descriptor.
@Suite struct TerminalDeviceEndToEndTests {
    /// `TIOCSPTLCK` and `TIOCGPTN` (asm-generic/ioctls.h), which Swift does not import.
    static let unlockTerminal: UInt = 0x4004_5431
    static let terminalNumber: UInt = 0x8004_5430

    /// What `ptable arguments` printed on a terminal `columns` wide (carriage returns the
    /// terminal adds removed), and its exit status.
    static func onTerminal(_ arguments: [String], columns: UInt16, environment: [String: String] = [:]) throws
        -> (status: Int32, output: String) {
        // posix_openpt and friends are not in Swift's Glibc module: the Linux ioctls they wrap.
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(controller >= 0)
        defer { close(controller) }
        var unlock: Int32 = 0, number: UInt32 = 0
        try #require(ioctl(controller, Self.unlockTerminal, &unlock) == 0 && ioctl(controller, Self.terminalNumber, &number) == 0)
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        var size = winsize(ws_row: 50, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(terminal, UInt(TIOCSWINSZ), &size) == 0)
        let process = Ptable.makeProcess(arguments, in: nil, environment: environment)
        process.standardOutput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        close(terminal)
        // The terminal's buffer is small: read while the process writes, until every writer
        // has closed it (read then fails with EIO).
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[0..<count])
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func aTerminalGetsColourUnlessNoColorIsSet() throws {
        let coloured = try Self.onTerminal(["tile", "Na"], columns: 100, environment: ["TERM": "xterm-256color"])
        #expect(coloured.status == 0)
        #expect(coloured.output.contains("\u{1B}["))
        let plain = try Self.onTerminal(["tile", "Na"], columns: 100, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(!plain.output.contains("\u{1B}"))
        #expect(plain.output.contains("Sodium"))
    }

    @Test func aFileWrittenFromATerminalGetsColourOnlyWhenAskedFor() throws {
        // `auto` followed standard output, so `-o tile.ansi` typed at a terminal was full of escapes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-ansi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plainFile = folder.appendingPathComponent("plain.ansi").path
        let plain = try Self.onTerminal(["tile", "Na", "-o", plainFile], columns: 100, environment: ["TERM": "xterm-256color"])
        #expect(plain.status == 0)
        let plainText = try String(contentsOfFile: plainFile, encoding: .utf8)
        #expect(plainText.contains("Sodium"))
        #expect(!plainText.contains("\u{1B}"))
        let colouredFile = folder.appendingPathComponent("coloured.ansi").path
        let coloured = try Self.onTerminal(["tile", "Na", "-o", colouredFile, "--color", "always"], columns: 100,
                                           environment: ["TERM": "xterm-256color"])
        #expect(coloured.status == 0)
        #expect(try String(contentsOfFile: colouredFile, encoding: .utf8).contains("\u{1B}["))
        // `-o -` is standard output: the terminal's colour, as without -o.
        let standardOutput = try Self.onTerminal(["tile", "Na", "-o", "-"], columns: 100, environment: ["TERM": "xterm-256color"])
        #expect(standardOutput.output.contains("\u{1B}["))
    }

    /// `-o -` with an image format on a terminal is a usage error and writes nothing there.
    @Test func anImageIsNotWrittenToATerminal() throws {
        for arguments in [["tile", "Na", "--format", "png", "-o", "-"], ["table", "--format", "pdf", "-o", "-"]] {
            let result = try Self.onTerminal(arguments, columns: 100)
            #expect(result.status == 64 && result.output.isEmpty, "\(arguments): \(result.status)")
        }
        #expect(try Self.onTerminal(["tile", "Na", "--format", "svg", "-o", "-"], columns: 100).output.contains("<svg"))
    }

    @Test func theTableFitsTheTerminalsOwnWidth() async throws {
        for columns: UInt16 in [60, 120] {
            let shown = try Self.onTerminal(["table", "--color", "never"], columns: columns)
            #expect(shown.status == 0)
            let expected = try await Ptable.run(["table", "--color", "never"], environment: ["COLUMNS": "\(columns)"])
            #expect(shown.output == expected.output, "\(columns) columns")
        }
    }
}
