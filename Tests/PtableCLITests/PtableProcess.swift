import Foundation
import PTableTestSupport

/// Runs the built `ptable` binary, the way a user or a script does.
struct PtableProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The `ptable` built next to this test bundle.
    static var executable: URL { BuiltProduct.ptable }

    /// Runs `ptable arguments` in `directory` with extra environment variables, and `input` (if
    /// given) on its standard input; `executable` runs another build of ptable.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    input: Data? = nil, executable: URL = executable) throws -> Result {
        let process = makeProcess(arguments, in: directory, environment: environment, executable: executable)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try process.run()
        if let input, let writer = inputPipe?.fileHandleForWriting {
            // ptable may stop reading early (an input over a limit): a broken pipe must not kill the tests.
            signal(SIGPIPE, SIG_IGN)
            DispatchQueue.global().async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `ptable arguments` ready to run in `directory`, with the colour and width variables of the
    /// test runner's own terminal removed and `environment` added.
    static func makeProcess(_ arguments: [String], in directory: URL?, environment: [String: String],
                            executable: URL = executable) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["COLORTERM"] = nil
        // The runner's own terminal width would change the terminal forms; tests set COLUMNS.
        env["COLUMNS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        return process
    }

    /// A fresh empty folder for a test's output, removed when the test process exits.
    static func temporaryDirectory() throws -> URL {
        try TestFolder.make("cli")
    }
}
