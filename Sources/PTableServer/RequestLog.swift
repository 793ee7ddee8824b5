import Foundation
import Logging
import NIOConcurrencyHelpers

/// `ptable serve`'s log through swift-log: one line per request on standard error, as text
/// (`GET /tiles/011/s7.png 200 4.2 ms`) or as JSON for a collector (see `LogFormat`). Lines from
/// concurrent requests never interleave.
struct RequestLog: Sendable {
    let logger: Logger

    /// Lines in `format`, each handed whole to `write` (a test's collector, or standard error).
    init(format: LogFormat, write: @escaping @Sendable (String) -> Void) {
        logger = Logger(label: "ptable.serve") { label in RequestLogHandler(label: label, format: format, write: write) }
    }

    /// Lines to standard error.
    static func standardError(format: LogFormat) -> RequestLog {
        RequestLog(format: format) { line in
            lock.withLock {
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
    }

    /// No lines at all (the load benchmark).
    static let silent = RequestLog(format: .text) { _ in }

    private static let lock = NIOLock()

    /// The line for one request; the path is cut at 300 characters and stripped of control
    /// characters, so a hostile URI cannot forge log lines. `route` is the pattern that answered;
    /// `failure`, why the server could not answer (a 5xx), ends the line and makes it a warning (an error for a 500).
    func request(method: String, uri: String, route: String? = nil, status: Int, milliseconds: Double, failure: String? = nil) {
        let path = Self.inert(uri)
        var metadata: Logger.Metadata = [
            "method": .string(method), "path": .string(path), "status": .stringConvertible(status),
            "duration_ms": .stringConvertible((milliseconds * 10).rounded() / 10),
        ]
        if let route { metadata["route"] = .string(route) }
        var message = "\(method) \(path) \(status) \(Self.tenths(milliseconds)) ms"
        if let failure {
            let reason = Self.inert(failure)
            metadata["error"] = .string(reason)
            message += ": \(reason)"
        }
        // A 503 is the server working as it should while the store or the process is away (a
        // balancer polls /readyz all through a drain): a warning. A 500 is a bug: an error.
        let level: Logger.Level = failure == nil ? .info : status == 500 ? .error : .warning
        logger.log(level: level, "\(message)", metadata: metadata)
    }

    /// `text` without control characters, cut at 300 characters: one line, of a bounded length.
    private static func inert(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }.prefix(300).map(Character.init))
    }

    /// `4.2`: a duration to one decimal, as `duration_ms` rounds it. Written by hand because
    /// `String(format:)` cost every request a measurable share of its time
    /// (`bash scripts/benchmark.sh load`, cached thumbnails).
    static func tenths(_ milliseconds: Double) -> String {
        let tenths = Int((max(0, milliseconds) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A line about the server itself (a reload under `--watch`, the start of a drain).
    func note(_ text: String, level: Logger.Level = .info) {
        logger.log(level: level, "\(text)")
    }
}
