import Foundation
import PTableTestSupport

/// Running the built `ptable` with a deadline, and starting it in the background to interrupt it.
extension Ptable {
    /// The text `pdftotext` extracts from the PDF at `url`; `raw` keeps the order of the content
    /// stream (what screen readers and copy-paste follow) instead of rebuilding the layout.
    static func pdfText(_ url: URL, raw: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = (raw ? ["-raw"] : []) + [url.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// The built binary, killed (and `timedOut` reported) after `seconds`: a test of a FIFO or
    /// `/dev/zero` must fail, not hang, if ptable ever reads them, and only a process can be killed.
    static func run(_ arguments: [String], in directory: URL? = nil, deadline seconds: Double,
                    environment: [String: String] = [:]) async throws -> (result: Result, timedOut: Bool) {
        try await ProcessSlots.shared.offThePool {
            try runBlocking(arguments, in: directory, deadline: seconds, environment: environment)
        }
    }

    /// `run(_:in:deadline:environment:)`, holding the calling thread until the process ends.
    static func runBlocking(_ arguments: [String], in directory: URL? = nil, deadline seconds: Double,
                            environment: [String: String] = [:]) throws -> (result: Result, timedOut: Bool) {
        let process = try start(arguments, in: directory, environment: environment)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var stdout = Data()
        nonisolated(unsafe) var stderr = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stdout = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            stderr = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            group.leave()
        }
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        let timedOut = finished.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        return (Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self)),
                timedOut)
    }

    /// Starts `ptable arguments` with stdout and stderr on pipes and returns at once.
    static func start(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Process {
        let process = makeProcess(arguments, in: directory, environment: environment)
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The names in `folder`, hidden ones (temporary files) included.
    static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
