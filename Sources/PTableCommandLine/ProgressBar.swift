import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal,
/// so pipes, logs and CI see nothing but the final summary.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let isEnabled: Bool
    private let lock = NSLock()
    private var done = 0
    private var lastDrawn = Date.distantPast

    /// A bar for `total` steps; `isEnabled` defaults to whether stderr is a terminal
    /// (and `TERM` is not `dumb`).
    init(total: Int, isEnabled: Bool = ProgressBar.standardErrorIsTerminal) {
        self.total = max(total, 1)
        self.isEnabled = isEnabled
    }

    static var standardErrorIsTerminal: Bool { CommandContext.current.isErrorTerminal }

    /// Counts one finished step and redraws at most every 50 ms (always at the end).
    func advance(label: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        guard isEnabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) >= 0.05 else { return }
        lastDrawn = now
        draw(label: label)
    }

    /// Prints `line` on standard error above the bar.
    func printAbove(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        StandardStream.writeError((isEnabled ? "\r\u{1B}[K" : "") + line + "\n")
        if isEnabled, done > 0 { draw(label: "") }
    }

    /// Removes the bar, leaving the line empty for the summary.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if isEnabled { StandardStream.writeError("\r\u{1B}[K") }
    }

    private func draw(label: String) {
        StandardStream.writeError("\r\u{1B}[K" + Self.line(done: done, total: total, label: label,
                                                      columns: TerminalWidth.columns(fileDescriptor: CommandContext.current.standardError)))
    }

    /// The bar's line, at most `columns - 1` columns (a line as wide as the terminal wraps in
    /// some terminals): the count always, the bar up to 30 columns in what is left, then as much
    /// of the label as fits.
    static func line(done: Int, total: Int, label: String, columns: Int) -> String {
        let room = max(1, columns - 1)
        let count = "\(done)/\(total)"
        guard count.count + 2 <= room else { return String(count.prefix(room)) }
        let width = min(30, room - count.count - 1)
        var line = count
        if width >= 5 {
            let filled = done * width / max(total, 1)
            line = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + " " + count
        }
        let left = room - line.count - 1
        if left > 0, !label.isEmpty {
            line += " " + (label.count <= left ? label : String(label.prefix(max(0, left - 1))) + "…")
        }
        return line
    }
}
