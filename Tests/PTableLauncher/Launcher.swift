import ArgumentParser
import Foundation
import ElementData
import Layout
import PTableCommandLine
import PTableTestSupport

/// The test suites' fast way to run `ptable` command lines: a process that has already loaded
/// the tool's libraries, and forks a child for each command line it is sent.
///
/// Starting the debug `ptable` costs about 26 ms of CPU before it reads its first argument
/// (loading 40 shared libraries, binding their symbols, the Swift runtime scanning every
/// image's protocol conformances), which was a third of the end-to-end suites' time over
/// 600 runs. A child forked from here skips all of that and is otherwise a process like any
/// other: its own working folder, environment and standard streams, the same entry points as
/// `ptable` (`CommandLineMain.run`),
/// its own exit status. Suites that
/// test what only a freshly started binary shows (signals, pipes, the executable's own start)
/// keep running the built `ptable`.
///
/// Protocol, one JSON object per line: a `LaunchRequest` on standard input, answered (when the
/// child has ended) by a `LaunchOutcome` on standard output. End of input stops the launcher.
@main
enum Launcher {
    static func main() {
        warmUp()
        signal(SIGPIPE, SIG_IGN)
        // A SIGCHLD handler (unlike SIG_DFL) interrupts the wait for requests, so an ended
        // child is answered at once.
        signal(SIGCHLD) { _ in }
        var pending: [pid_t: Int] = [:]
        var buffer: [UInt8] = []
        var inputOpen = true
        while inputOpen || !pending.isEmpty {
            reap(&pending)
            var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = inputOpen ? poll(&poller, 1, pending.isEmpty ? -1 : 20) : poll(nil, 0, 20)
            guard ready > 0, inputOpen else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                inputOpen = false
                continue
            }
            buffer.append(contentsOf: chunk[0..<count])
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                let request: LaunchRequest
                do {
                    request = try JSONDecoder().decode(LaunchRequest.self, from: Data(line))
                } catch {
                    // Answered if it has an id, so its test fails with the reason instead of waiting.
                    FileHandle.standardError.write(Data("launcher: bad request: \(error)\n".utf8))
                    if let id = try? JSONDecoder().decode(RequestID.self, from: Data(line)).id {
                        answer(LaunchOutcome(id: id, status: -1, signal: 0, failure: "bad request: \(error)", cpuMicroseconds: 0))
                    }
                    continue
                }
                if request.kill {
                    if let child = pending.first(where: { $0.value == request.id })?.key { Glibc.kill(child, SIGKILL) }
                    continue
                }
                let child = fork()
                if child == 0 { runChild(request) }
                if child < 0 {
                    answer(LaunchOutcome(id: request.id, status: -1, signal: 0, failure: String(cString: strerror(errno)), cpuMicroseconds: 0))
                } else {
                    pending[child] = request.id
                }
            }
        }
    }

    /// What every child would otherwise work out again: the bundled data, atomic weights and
    /// corrections, the fonts' metrics (the client sends command lines that relocate bundled
    /// files, PTABLE_DATA_DIR or PTABLE_FONTS_DIR, to the built `ptable` instead) and the command
    /// types' metadata, by parsing a command line of each command. All of it is plain memory,
    /// read once per process by `ptable` too; nothing here starts a thread or opens a file
    /// that stays open.
    private static func warmUp() {
        _ = try? PeriodicTable.bundled()
        _ = try? StandardAtomicWeights.bundled()
        _ = try? DataCorrections.bundled()
        for face in FontLibrary.allFaces { _ = try? FontLibrary.metrics(for: face) }
        for command in PTableCommand.configuration.subcommands {
            _ = try? PTableCommand.parseAsRoot([command.configuration.commandName ?? "", "--no-such-option"])
        }
    }

    /// Answers every child that has ended.
    private static func reap(_ pending: inout [pid_t: Int]) {
        while true {
            var status: Int32 = 0
            var usage = rusage()
            let child = wait4(-1, &status, WNOHANG, &usage)
            guard child > 0 else { return }
            guard let id = pending.removeValue(forKey: child) else { continue }
            let signalled = status & 0x7f != 0 && status & 0x7f != 0x7f
            answer(LaunchOutcome(id: id, status: signalled ? status & 0x7f : (status >> 8) & 0xff,
                                 signal: signalled ? status & 0x7f : 0, failure: nil,
                                 cpuMicroseconds: Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
                                     + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)))
        }
    }

    private static func answer(_ outcome: LaunchOutcome) {
        var line = (try? JSONEncoder().encode(outcome)) ?? Data()
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { exit(1) }
                offset += written
            }
        }
    }

    /// In the child: the request's streams, folder and environment, then `ptable`'s entry point.
    private static func runChild(_ request: LaunchRequest) -> Never {
        signal(SIGCHLD, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        func attach(_ path: String, _ flags: Int32, to descriptor: Int32) {
            let opened = open(path, flags | O_CLOEXEC, 0o600)
            guard opened >= 0, dup2(opened, descriptor) >= 0 else { _exit(125) }
            close(opened)
        }
        attach(request.input, O_RDONLY, to: STDIN_FILENO)
        attach(request.output, O_WRONLY | O_CREAT | O_TRUNC, to: STDOUT_FILENO)
        attach(request.error, O_WRONLY | O_CREAT | O_TRUNC, to: STDERR_FILENO)
        if let directory = request.directory, chdir(directory) != 0 { _exit(126) }
        clearenv()
        for (name, value) in request.environment { setenv(name, value, 1) }
        // The Swift runtime's locks record their owner's thread ID, which each thread caches:
        // this thread still holds the launcher's. A lock it took while another thread waited
        // could then never be released (the kernel refuses the unlock), so the command runs
        // on a new thread, and this one waits without touching the runtime again.
        ChildCommand.arguments = request.arguments
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in
            let arguments = ChildCommand.arguments
            CommandLineMain.run(PTableCommand.self, arguments: arguments)
            exit(0)
        }, nil) == 0 else { _exit(127) }
        while true { pause() }
    }
}

/// The one field of a request the launcher can answer without the rest.
struct RequestID: Decodable {
    let id: Int
}

/// The child's command line, for the thread that runs it.
enum ChildCommand {
    nonisolated(unsafe) static var arguments: [String] = []
}

