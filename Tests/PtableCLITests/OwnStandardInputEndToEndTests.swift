import Foundation
import PTableCommandLine
import PTableTestSupport
import Testing

/// `… | ptable table -o /dev/stdin` wrote into the pipe ptable itself reads: no other process
/// read it, so the write waited for ever once 64 KiB were in it. The pipe is refused at once.
@Suite struct OwnStandardInputEndToEndTests {
    /// Runs `arguments` in-process with the FIFO `fifo` open for reading as standard input,
    /// as a shell pipe into ptable is; the error output comes back.
    private func run(_ arguments: [String], readingFrom fifo: URL, in folder: URL) throws -> (status: Int32, stderr: String) {
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        let output = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let errorFile = folder.appendingPathComponent("stderr.txt")
        let error = open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(reader)
            close(output)
            close(error)
        }
        let context = CommandContext(arguments: arguments, environment: PtableProcess.environment(adding: [:]), workingDirectory: folder,
                                     standardInput: reader, standardOutput: output, standardError: error)
        let status = CommandLineMain.execute(PTableCommand.self, in: context)
        return (status, (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }

    // The time limit fails the test instead of hanging the suite should the check be lost.
    @Test(.timeLimit(.minutes(1)))
    func thePipeOfItsOwnStandardInputIsRefused() throws {
        let folder = try Ptable.temporaryDirectory()
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // The table's SVG is over 64 KiB: more than a pipe holds.
        let result = try run(["table", "--format", "svg", "-o", "pipe"], readingFrom: fifo, in: folder)
        #expect(result.status == 74)
        #expect(result.stderr == "error: cannot write pipe: it is the pipe ptable reads its standard input from, which no other process reads\n")
    }
}
