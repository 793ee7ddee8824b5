import Foundation
import PTableCommandLine
import PTableTestSupport

/// Runs `ptable` command lines for these suites.
///
/// `run` runs the command in this process (`CommandLineMain.execute(_:in:)`), in a context of
/// its own: its working folder, the environment of a clean run plus `environment`, `input` (or
/// nothing) on standard input, and standard output and error written to files that are read
/// once it returns. Many run at once, each with its own folder and streams.
///
/// The built binary runs where the process is the point (`runBinary`, the deadline runs,
/// `runBlocking`, `start`): signals, pipes and devices, a real exit, a resource folder relocated
/// through the environment (read once per process), what the executable does at start-up.
enum Ptable {
    typealias Result = PTableTestSupport.PtableProcess.Result

    /// The `ptable` built next to this test bundle.
    static var executable: URL { PTableTestSupport.PtableProcess.executable }

    /// `ptable arguments`, run in this process in `directory` (default: the test's own folder).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    input: Data? = nil) async throws -> Result {
        try await ProcessSlots.shared.offThePool {
            try runInProcess(arguments, in: directory, environment: environment, input: input)
        }
    }

    /// `ptable arguments`, run by the built binary in a process of its own.
    static func runBinary(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                          input: Data? = nil, executable: URL = executable) async throws -> Result {
        try await PTableTestSupport.PtableProcess.run(arguments, in: directory, environment: environment, input: input,
                                                      executable: executable)
    }

    /// `run`, holding the calling thread until the command returns.
    static func runInProcess(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                             input: Data? = nil) throws -> Result {
        let outputFile = TestFolder.file("stdout", pathExtension: "out")
        let errorFile = TestFolder.file("stderr", pathExtension: "out")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let output = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let error = open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let standardInput = try StandardInputFeed(input)
        defer {
            close(output)
            close(error)
            standardInput.close()
        }
        let folder = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let context = CommandContext(arguments: arguments,
                                     environment: PTableTestSupport.PtableProcess.environment(adding: environment),
                                     workingDirectory: folder, standardInput: standardInput.descriptor,
                                     standardOutput: output, standardError: error)
        let status = CommandLineMain.execute(PTableCommand.self, in: context)
        let stdout = (try? Data(contentsOf: outputFile)) ?? Data()
        let stderr = (try? Data(contentsOf: errorFile)) ?? Data()
        return Result(status: status, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func runBlocking(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                            input: Data? = nil) throws -> Result {
        try PTableTestSupport.PtableProcess.runBlocking(arguments, in: directory, environment: environment, input: input)
    }

    static func makeProcess(_ arguments: [String], in directory: URL?, environment: [String: String]) -> Process {
        PTableTestSupport.PtableProcess.makeProcess(arguments, in: directory, environment: environment)
    }

    /// A fresh empty folder for a test's output, removed when the test process exits.
    static func temporaryDirectory() throws -> URL {
        try PTableTestSupport.PtableProcess.temporaryDirectory()
    }
}

/// Standard input of an in-process run: /dev/null, or the read end of a pipe a thread writes
/// `input` into (a command may stop reading early, so a closed pipe must not end the tests).
private struct StandardInputFeed {
    let descriptor: Int32

    init(_ input: Data?) throws {
        guard let input else {
            descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            return
        }
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        descriptor = dup(pipe.fileHandleForReading.fileDescriptor)
        let writer = pipe.fileHandleForWriting
        Thread {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }.start()
    }

    func close() {
        Glibc.close(descriptor)
    }
}
