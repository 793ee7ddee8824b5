import Foundation

/// How many columns the terminal output may use: `--columns`, else `COLUMNS`, else the
/// terminal's own width, else 80.
enum TerminalWidth {
    /// The width when nothing says otherwise: the classic terminal.
    static let fallback = 80

    /// The columns for output to `fileDescriptor` (the command's standard output by default),
    /// from the override, the command's environment or the terminal.
    static func columns(override: Int? = nil, fileDescriptor: Int32? = nil) -> Int {
        if let override { return override }
        let context = CommandContext.current
        if let text = context.environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), let columns = Int(text), columns > 0 {
            return columns
        }
        return terminalColumns(of: fileDescriptor ?? context.standardOutput) ?? fallback
    }

    /// The width the kernel reports for a terminal, nil for a file or a pipe.
    static func terminalColumns(of fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard isatty(fileDescriptor) == 1, ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }
}
