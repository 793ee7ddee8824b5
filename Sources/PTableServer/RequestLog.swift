import Foundation
import NIOConcurrencyHelpers

/// One line per request on standard error: method, path, status and milliseconds, as
/// `GET /tiles/011/s7.png 200 4.2 ms`. Lines from concurrent requests never interleave.
struct RequestLog: Sendable {
    /// Where lines go: standard error, or a test's collector.
    let write: @Sendable (String) -> Void

    /// Lines to standard error.
    static let standardError = RequestLog { line in
        lock.withLock {
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    private static let lock = NIOLock()

    /// The line for one request; the path is cut at 300 characters and stripped of control
    /// characters, so a hostile URI cannot forge log lines.
    func request(method: String, uri: String, status: Int, milliseconds: Double) {
        let path = String(uri.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }.prefix(300).map(Character.init))
        write("\(method) \(path) \(status) \(String(format: "%.1f", milliseconds)) ms\n")
    }

    /// A line about the server itself (a reload under `--watch`).
    func note(_ text: String) {
        write(text + "\n")
    }
}
