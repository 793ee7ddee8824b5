import Foundation
import PTableTestSupport

/// A `ptable serve --port 0` started by a test: the real binary on a free loopback port.
/// `stop` ends it with a signal and returns what it wrote; `deinit` kills a server a failed
/// test left running, so none outlives its test. Every wait (the first line, the exit) is
/// awaited, so a test waiting on its server holds no thread of the cooperative pool.
final class ServerProcess: @unchecked Sendable {
    let process: Process
    /// `http://127.0.0.1:PORT`, from the first line the server printed.
    var baseURL: String { String(firstLine.dropFirst("listening on ".count)) }
    /// The first line of standard output, as printed.
    private(set) var firstLine = ""
    private let stderrBuffer = Locked(Data())
    private let stdoutRest = Locked(Data())
    private let firstLineRead = Locked<String?>(nil)
    private let lineArrived = OneTimeEvent(), exited = OneTimeEvent()
    private let stdoutEnded = OneTimeEvent(), stderrEnded = OneTimeEvent()
    /// The shared server's standard input, open until this test process ends.
    private let input: Pipe?

    /// Starts `ptable serve --port 0 arguments` and waits (at most 20 s) for its first line.
    static func start(_ arguments: [String] = [], environment: [String: String] = [:],
                      in directory: URL? = nil) async throws -> ServerProcess {
        let server = try ServerProcess(arguments, environment: environment, directory: directory, shared: false)
        try await server.waitForFirstLine()
        return server
    }

    /// One server for the whole test process, for the tests that only read from it: they
    /// neither change its state (favourites, design) nor read its log as a whole, nor stop it.
    /// Its log is shared too: a test finds its own lines with `log(containing:)`.
    static func shared() async throws -> ServerProcess { try await sharedServer.value }

    private static let sharedServer = Task { () async throws -> ServerProcess in
        let server = try ServerProcess([], environment: [:], directory: nil, shared: true)
        try await server.waitForFirstLine()
        return server
    }

    /// Launches the server. A shared one runs under `sh`, which stops it when its standard
    /// input ends, that is when this test process exits in any way (crashes included).
    private init(_ arguments: [String], environment: [String: String], directory: URL?, shared: Bool) throws {
        process = Process()
        let serve = [Self.executable.path, "serve", "--port", "0"] + arguments
        if shared {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #""$@" & server=$!; cat >/dev/null; kill $server"#, "sh"] + serve
            input = Pipe()
            process.standardInput = input
        } else {
            process.executableURL = Self.executable
            process.arguments = Array(serve.dropFirst())
            input = nil
            process.standardInput = FileHandle.nullDevice
        }
        var env = ProcessInfo.processInfo.environment
        // Never the user's own favourites: a fresh store per server unless the test names one.
        env["PTABLE_STORE"] = TestFolder.file("serve-store", pathExtension: "sqlite").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        // Threads of their own, not Dispatch's: a reader blocks for the server's whole life (the
        // shared one's is the test process's), and blocked Dispatch workers delay every other
        // job queued on Dispatch (by a second or more when the pool has to grow).
        Thread { [stderrBuffer, stderrEnded] in
            let handle = err.fileHandleForReading
            while case let chunk = handle.availableData, !chunk.isEmpty {
                stderrBuffer.withLock { $0.append(chunk) }
            }
            stderrEnded.signal()
        }.start()
        Thread { [firstLineRead, lineArrived, stdoutRest, stdoutEnded] in
            let handle = out.fileHandleForReading
            var bytes = Data()
            while case let byte = handle.readData(ofLength: 1), !byte.isEmpty, byte != Data([0x0a]) {
                bytes.append(byte)
            }
            firstLineRead.withLock { $0 = bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            lineArrived.signal()
            let rest = handle.readDataToEndOfFile()
            stdoutRest.withLock { $0.append(rest) }
            stdoutEnded.signal()
        }.start()
    }

    /// Waits for `listening on …`; anything else (or nothing within 20 s) ends the server and throws.
    private func waitForFirstLine() async throws {
        let line = await lineArrived.wait(seconds: 20) ? firstLineRead.value : nil
        guard let line, line.hasPrefix("listening on ") else {
            process.terminate()
            _ = await exited.wait(seconds: 20)
            _ = await stderrEnded.wait(seconds: 5)
            throw ServerStartFailure(firstLine: line ?? "(nothing)", stderr: stderr, status: process.terminationStatus)
        }
        firstLine = line
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The port the server listens on.
    var port: Int { Int(baseURL.split(separator: ":").last ?? "") ?? 0 }

    /// Everything written to standard error so far.
    var stderr: String { String(decoding: stderrBuffer.value, as: UTF8.self) }

    /// Where the log ends now: `log(since:)` is then what was written after this point, the
    /// lines of one test on a server that others share.
    var logMark: Int { stderrBuffer.withLock { $0.count } }

    /// What standard error received after `mark`.
    func log(since mark: Int) -> String {
        String(decoding: stderrBuffer.withLock { $0.dropFirst(mark) }, as: UTF8.self)
    }

    /// Whether the log after `mark` holds `text`, waiting at most `seconds` for it: the server
    /// logs a request as it answers it, so the line may reach this process a moment after the answer.
    func log(containing text: String, since mark: Int = 0, seconds: Double = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !log(since: mark).contains(text) {
            guard Date() < deadline, (try? await Task.sleep(for: .milliseconds(10))) != nil else { return false }
        }
        return true
    }

    /// Sends `signal` and waits (at most `timeout` seconds) for the server to exit.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM, timeout: Double = 20) async -> (status: Int32, stdout: String, stderr: String)? {
        precondition(input == nil, "the shared server stops with the test process")
        kill(process.processIdentifier, signal)
        guard await exited.wait(seconds: timeout) else { return nil }
        _ = await stdoutEnded.wait(seconds: 5)
        _ = await stderrEnded.wait(seconds: 5)
        return (process.terminationStatus, String(decoding: stdoutRest.value, as: UTF8.self), stderr)
    }

    /// The `ptable` built next to this test bundle.
    static var executable: URL { BuiltProduct.ptable }
}

/// The server printed something other than `listening on …` first, or nothing in time.
struct ServerStartFailure: Error, CustomStringConvertible {
    let firstLine: String
    let stderr: String
    let status: Int32
    var description: String { "server did not start: first line \(firstLine), status \(status), stderr: \(stderr)" }
}
