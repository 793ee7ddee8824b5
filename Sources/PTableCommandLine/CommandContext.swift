import Foundation
import Layout
import NIOConcurrencyHelpers

/// Everything a command takes from the process it runs in: its arguments, standard streams,
/// environment and working folder. `ptable` runs its commands in `CommandContext.process`;
/// tests run them in-process in a context of their own (`CommandLineMain.execute(_:in:)`), so
/// many commands can run at once in one process, each with its own folder and streams.
///
/// A command reads its context from `CommandContext.current`, a task-local value: bound for
/// the run, and again on every thread a command starts (`ParallelWork`, `AsyncWork`).
package struct CommandContext: Sendable {
    /// The command line, without the executable's name.
    package var arguments: [String]
    /// The environment variables the command sees (`NO_COLOR`, `COLUMNS`, `PTABLE_STORE`, ...).
    package var environment: [String: String]
    /// The folder relative paths are read from and written to.
    package var workingDirectory: URL
    /// Descriptors of standard input, output and error.
    package var standardInput: Int32
    package var standardOutput: Int32
    package var standardError: Int32
    /// What one run has read: the input files no output may replace, standard input once read.
    let session = CommandSession()

    package init(arguments: [String], environment: [String: String], workingDirectory: URL,
                 standardInput: Int32 = STDIN_FILENO, standardOutput: Int32 = STDOUT_FILENO,
                 standardError: Int32 = STDERR_FILENO) {
        self.arguments = arguments
        self.environment = environment
        // A folder URL (trailing slash): relative paths resolve inside it, not beside it.
        self.workingDirectory = URL(fileURLWithPath: workingDirectory.path, isDirectory: true)
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// This process: its arguments, environment, folder and standard streams.
    package static var process: CommandContext {
        CommandContext(arguments: Array(CommandLine.arguments.dropFirst()),
                       environment: ProcessInfo.processInfo.environment,
                       workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// The context of the command running on this task or thread.
    @TaskLocal package static var current = CommandContext.process

    /// `path` as a file URL read from the working folder; its `relativePath` is `path` as given,
    /// which is how messages name it.
    package func url(for path: String, isDirectory: Bool = false) -> URL {
        UserPath.url(path, relativeTo: workingDirectory, isDirectory: isDirectory)
    }

    /// `path` as an absolute path, for calls that take a path (`stat`, `open`).
    package func absolutePath(_ path: String) -> String {
        url(for: path).path
    }

    /// Whether standard output is a terminal.
    var isOutputTerminal: Bool { isatty(standardOutput) == 1 }
    /// Whether standard error is a terminal (and `TERM` is not `dumb`): progress bars then show.
    var isErrorTerminal: Bool { isatty(standardError) == 1 && environment["TERM"] != "dumb" }

    /// Runs `body` with this context as `current`, on this thread or task.
    package func bound<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }
}

/// What one command run accumulates while it runs, shared by every copy of its context.
final class CommandSession: Sendable {
    /// Inputs registered with `InputFiles`.
    let inputFiles = NIOLockedValueBox<[InputFiles.Entry]>([])
    /// The table `--data -` read from standard input, read once however often it is loaded.
    let standardInputTable = NIOLockedValueBox<Result<PeriodicTable, Error>?>(nil)
    /// The text of each element list read from a file or standard input, by its argument
    /// (`@names.txt`, `@-`), so a name that matches no element is reported with its line.
    let elementListTexts = NIOLockedValueBox<[String: String]>([:])
}
