import Foundation

/// Runs the built `ptable` binary, the way a user or a script does: the one process runner of
/// the end-to-end and server tests.
public struct PtableProcess {
    /// What a finished run left: its exit status and both outputs.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        /// Standard output as UTF-8 text.
        public var output: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

        public init(status: Int32, stdout: Data, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The `ptable` built next to this test bundle.
    public static var executable: URL { BuiltProduct.ptable }

    /// Runs `ptable arguments` in `directory` with extra environment variables, and `input` (if
    /// given) on its standard input; `executable` runs another build of ptable.
    ///
    /// The wait happens on a thread of its own, not on one of swift-testing's few pool threads
    /// (one per core), so other tests go on while this one's process runs; `ProcessSlots` keeps
    /// the number of processes at once near the number of cores.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                           input: Data? = nil, executable: URL = executable) async throws -> Result {
        try await ProcessSlots.shared.offThePool {
            try runBlocking(arguments, in: directory, environment: environment, input: input, executable: executable)
        }
    }

    /// `run`, holding the calling thread until the process ends.
    public static func runBlocking(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
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
            Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }.start()
        }
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        // A thread rather than a dispatch queue: dispatch's own pool is one thread per core too.
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `ptable arguments` ready to run in `directory`, with the colour and width variables of the
    /// test runner's own terminal removed and `environment` added.
    public static func makeProcess(_ arguments: [String], in directory: URL?, environment: [String: String],
                                   executable: URL = executable) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(adding: environment)
        if let directory { process.currentDirectoryURL = directory }
        return process
    }

    /// The test runner's environment (`base`) without its colour, width and locale variables,
    /// with `environment` added.
    public static func environment(adding environment: [String: String],
                                   to base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var env = base
        env["NO_COLOR"] = nil
        env["COLORTERM"] = nil
        // The runner's own terminal width would change the terminal forms; tests set COLUMNS.
        env["COLUMNS"] = nil
        // The runner's locale would decide `--lang auto` (LC_ALL wins over a test's LANG); a test
        // that means a locale sets it.
        for key in env.keys where key == "LANG" || key == "LANGUAGE" || key.hasPrefix("LC_") {
            env[key] = nil
        }
        for (key, value) in environment { env[key] = value }
        return env
    }

    /// A fresh empty folder for a test's output, removed when the test process exits.
    public static func temporaryDirectory() throws -> URL {
        try TestFolder.make("cli")
    }
}
