import ElementData
import Foundation

/// Writing to the running command's stdout and stderr (`CommandContext`) with `write(2)`, never trapping.
///
/// `FileHandle.write(_:)` traps when the write fails (`ptable ... > /dev/full`), and `print`
/// ignores the failure; both are wrong for a tool used in scripts.
enum StandardStream {
    /// Writes all of `data` to stdout; a failure (disk full, closed descriptor) is a
    /// `CLIError.cannotWrite` naming standard output. A closed pipe ends the process with
    /// SIGPIPE, as for any command-line tool.
    static func writeOutput(_ data: Data) throws {
        if let failure = writeAll(data, to: CommandContext.current.standardOutput) {
            throw CLIError.cannotWrite(path: "standard output", reason: failure)
        }
    }

    /// Text for stdout, as `writeOutput(_:)`.
    static func writeOutput(_ text: String) throws {
        try writeOutput(Data(text.utf8))
    }

    /// Best effort: a message on stderr, dropped if stderr cannot be written.
    static func writeError(_ text: String) {
        _ = writeAll(Data(text.utf8), to: CommandContext.current.standardError)
    }

    /// Writes all of `data` to a descriptor, retrying short and interrupted writes; nil when
    /// everything was written, else the reason it was not.
    static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return systemReason(errno)
                }
                offset += written
            }
            return nil
        }
    }
}
