import Foundation
import Testing

/// The test process's connection to the test launcher (`PTableLauncher`, see Launcher.swift):
/// sends it command lines and hands each test the outcome of its own.
///
/// One launcher serves every test of the process; it stops when the test process exits (its
/// standard input then ends).
final class LauncherClient: @unchecked Sendable {
    /// The launcher beside the test bundle, started on first use; nil when it was not built or
    /// will not start (runs then use the built `ptable`), or with PTABLE_TESTS_LAUNCHER=0 (to
    /// check that every test passes against the binary alone).
    static let shared: LauncherClient? = {
        guard ProcessInfo.processInfo.environment["PTABLE_TESTS_LAUNCHER"] != "0" else { return nil }
        let executable = BuiltProduct.executable(named: "PTableLauncher")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        return try? LauncherClient(executable: executable)
    }()

    private let launcher = Process()
    private let requests: FileHandle
    private let lock = NSLock()
    /// Keeps request lines whole; apart from `lock`, so a slow write never holds up the answers.
    private let writeLock = NSLock()
    private var nextID = 0
    private var waiting: [Int: CheckedContinuation<LaunchOutcome, Error>] = [:]
    private var ended = false

    private init(executable: URL) throws {
        let input = Pipe()
        let output = Pipe()
        launcher.executableURL = executable
        launcher.standardInput = input
        launcher.standardOutput = output
        launcher.standardError = FileHandle.standardError
        // A launcher that died must fail the runs that write to it, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        try launcher.run()
        requests = input.fileHandleForWriting
        let answers = output.fileHandleForReading
        Thread { [self] in readAnswers(from: answers) }.start()
    }

    /// Runs `arguments` in a child of the launcher, with exactly `environment`, and its standard
    /// input on /dev/null; kills it if it runs longer than `deadline` seconds.
    func run(_ arguments: [String], in directory: URL?, environment: [String: String],
             deadline: Double? = nil) async throws -> (result: PtableProcess.Result, timedOut: Bool) {
        let output = TestFolder.file("stdout", pathExtension: "out")
        let error = TestFolder.file("stderr", pathExtension: "out")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: error)
        }
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        let request = LaunchRequest(id: id, arguments: arguments, directory: directory?.path, environment: environment,
                                    input: "/dev/null", output: output.path, error: error.path)
        let killed = Locked(false)
        let timer = deadline.map { seconds in
            Task { [self] in
                try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                killed.withLock { $0 = true }
                try send(LaunchRequest(id: id, arguments: [], directory: nil, environment: [:],
                                       input: "", output: "", error: "", kill: true))
            }
        }
        defer { timer?.cancel() }
        let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<LaunchOutcome, Error>) in
            lock.lock()
            guard !ended else {
                lock.unlock()
                continuation.resume(throwing: LauncherFailure.ended)
                return
            }
            waiting[id] = continuation
            lock.unlock()
            do {
                try send(request)
            } catch {
                if let waiter = lock.withLock({ waiting.removeValue(forKey: id) }) { waiter.resume(throwing: error) }
            }
        }
        if let failure = outcome.failure { throw LauncherFailure.noChild(failure) }
        Self.log(outcome, arguments: arguments)
        let stdout = (try? Data(contentsOf: output)) ?? Data()
        let stderr = (try? Data(contentsOf: error)) ?? Data()
        let result = PtableProcess.Result(status: outcome.status, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
        return (result, killed.value && outcome.signal == SIGKILL)
    }

    /// With PTABLE_LAUNCH_LOG=FILE, one line per run appended to FILE: the test, the exit status,
    /// the child's CPU time in microseconds and the command line, tab-separated (README "Tests":
    /// where the end-to-end suites' time goes).
    private static func log(_ outcome: LaunchOutcome, arguments: [String]) {
        guard let path = ProcessInfo.processInfo.environment["PTABLE_LAUNCH_LOG"] else { return }
        let test = Test.current.map { "\($0.id)" } ?? "-"
        let line = "\(test)\t\(outcome.status)\t\(outcome.cpuMicroseconds)\t\(arguments.joined(separator: " "))\n"
        logLock.withLock {
            guard let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
                ? FileHandle(forWritingAtPath: path) : nil) else { return }
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            handle.closeFile()
        }
    }

    private static let logLock = NSLock()

    /// Writes one request line (whole, whichever task sends it).
    private func send(_ request: LaunchRequest) throws {
        var line = try JSONEncoder().encode(request)
        line.append(UInt8(ascii: "\n"))
        writeLock.lock()
        defer { writeLock.unlock() }
        try requests.write(contentsOf: line)
    }

    private func readAnswers(from answers: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = answers.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                guard let outcome = try? JSONDecoder().decode(LaunchOutcome.self, from: line) else { continue }
                lock.lock()
                let continuation = waiting.removeValue(forKey: outcome.id)
                lock.unlock()
                continuation?.resume(returning: outcome)
            }
        }
        lock.lock()
        ended = true
        let orphans = waiting
        waiting = [:]
        lock.unlock()
        for continuation in orphans.values { continuation.resume(throwing: LauncherFailure.ended) }
    }

    enum LauncherFailure: Error, CustomStringConvertible {
        case ended
        case noChild(String)

        var description: String {
            switch self {
            case .ended: "the test launcher has stopped"
            case .noChild(let reason): "the test launcher could not start a child: \(reason)"
            }
        }
    }
}
