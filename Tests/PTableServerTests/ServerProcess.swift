import Foundation
import NIOConcurrencyHelpers

/// A `ptable serve --port 0` started by a test: the real binary on a free loopback port.
/// `stop` ends it with a signal and returns what it wrote; `deinit` kills a server a failed
/// test left running, so none outlives its test.
final class ServerProcess: @unchecked Sendable {
    let process: Process
    /// `http://127.0.0.1:PORT`, from the first line the server printed.
    let baseURL: String
    /// The first line of standard output, as printed.
    let firstLine: String
    private let stderrBuffer = NIOLockedValueBox(Data())
    private let stdoutRest = NIOLockedValueBox(Data())
    private let readers = DispatchGroup()

    /// Starts `ptable serve --port 0 arguments` and waits (at most 20 s) for its first line.
    init(_ arguments: [String] = [], environment: [String: String] = [:], in directory: URL? = nil) throws {
        process = Process()
        process.executableURL = Self.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        var env = ProcessInfo.processInfo.environment
        // Never the user's own favourites: a fresh store per server unless the test names one.
        env["PTABLE_STORE"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("ptable-serve-store-\(UUID().uuidString).sqlite").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        readers.enter()
        DispatchQueue.global().async { [stderrBuffer, readers] in
            let handle = err.fileHandleForReading
            while case let chunk = handle.availableData, !chunk.isEmpty {
                stderrBuffer.withLockedValue { $0.append(chunk) }
            }
            readers.leave()
        }
        let line = Self.readLine(from: out.fileHandleForReading, timeout: 20)
        firstLine = line ?? ""
        guard let line, line.hasPrefix("listening on ") else {
            process.terminate()
            process.waitUntilExit()
            readers.wait()
            let stderr = String(decoding: stderrBuffer.withLockedValue { $0 }, as: UTF8.self)
            throw ServerStartFailure(firstLine: line ?? "(nothing)", stderr: stderr, status: process.terminationStatus)
        }
        baseURL = String(line.dropFirst("listening on ".count))
        readers.enter()
        DispatchQueue.global().async { [stdoutRest, readers] in
            let data = out.fileHandleForReading.readDataToEndOfFile()
            stdoutRest.withLockedValue { $0.append(data) }
            readers.leave()
        }
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
    var stderr: String { String(decoding: stderrBuffer.withLockedValue { $0 }, as: UTF8.self) }

    /// Sends `signal` and waits (at most `timeout` seconds) for the server to exit.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM, timeout: Double = 20) -> (status: Int32, stdout: String, stderr: String)? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        readers.wait()
        return (process.terminationStatus, String(decoding: stdoutRest.withLockedValue { $0 }, as: UTF8.self), stderr)
    }

    /// The `ptable` built next to this test bundle.
    static var executable: URL {
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ptable").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("ptable")
    }

    /// One line from `handle`, or nil at the end of the stream or after `timeout` seconds.
    private static func readLine(from handle: FileHandle, timeout: Double) -> String? {
        let result = NIOLockedValueBox<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var bytes = Data()
            while true {
                let byte = handle.readData(ofLength: 1)
                if byte.isEmpty || byte == Data([0x0a]) { break }
                bytes.append(byte)
            }
            result.withLockedValue { $0 = bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLockedValue { $0 }
    }
}

/// The server printed something other than `listening on …` first, or nothing in time.
struct ServerStartFailure: Error, CustomStringConvertible {
    let firstLine: String
    let stderr: String
    let status: Int32
    var description: String { "server did not start: first line \(firstLine), status \(status), stderr: \(stderr)" }
}
