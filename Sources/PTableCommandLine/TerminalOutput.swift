import ANSIRenderer
import Foundation

/// The terminal's colour depth, from `--color`, `NO_COLOR` and whether the output is a terminal.
enum TerminalOutput {
    /// Colour depth from the user's choice, the command's environment and where the text goes:
    /// `outputPath` is the `-o` path (nil or `-` for standard output). `auto` colours a file
    /// only when it is itself a terminal (`-o /dev/tty`): `-o table.ansi` typed at a terminal
    /// is a file, and gets escape codes only with `--color always`.
    static func mode(for choice: ColorChoice, outputPath: String? = nil) -> ColorMode {
        let context = CommandContext.current
        let isTerminal = switch outputPath {
        case nil, "-": context.isOutputTerminal
        case let path?: isTerminalDevice(context.absolutePath(path))
        }
        return ColorMode.resolve(choice: choice, isTerminal: isTerminal, environment: context.environment)
    }

    /// Whether `path` is a terminal: a character device that `isatty` accepts. Opened without
    /// waiting and without becoming the controlling terminal, never created or truncated.
    private static func isTerminalDevice(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }
}
