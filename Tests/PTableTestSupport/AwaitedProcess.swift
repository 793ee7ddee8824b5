import Foundation

/// A child process run to its end and awaited without holding a thread of the cooperative pool
/// (the tests' own threads; a test blocked on a child would keep another test from running).
public enum AwaitedProcess {
    public struct Result {
        public let status: Int32
        public let stdout: Data
        public let stderr: String
        /// Whether the deadline passed and the process was terminated.
        public let timedOut: Bool
    }

    /// Runs `executable arguments` with standard input empty, and waits for both output streams
    /// to end (at most `deadline` seconds, after which it is terminated) and for its exit.
    public static func run(_ executable: URL, _ arguments: [String], deadline: Double = 90) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = OneTimeEvent()
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let stdout = Locked(Data()), stderr = Locked(Data())
        let outEnded = read(out, into: stdout), errEnded = read(err, into: stderr)
        var timedOut = false
        if !(await outEnded.wait(seconds: deadline)) {
            timedOut = true
            process.terminate()
        }
        _ = await errEnded.wait(seconds: 10)
        _ = await exited.wait(seconds: 10)
        return Result(status: process.isRunning ? -1 : process.terminationStatus, stdout: stdout.value,
                      stderr: String(decoding: stderr.value, as: UTF8.self), timedOut: timedOut)
    }

    /// Reads `pipe` to its end on a thread of its own (not a Dispatch worker, which it would
    /// block); the event says when it ended.
    private static func read(_ pipe: Pipe, into buffer: Locked<Data>) -> OneTimeEvent {
        let ended = OneTimeEvent()
        Thread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            buffer.withLock { $0 = data }
            ended.signal()
        }.start()
        return ended
    }
}
