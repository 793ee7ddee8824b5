import ElementData
import Foundation
import Logging

/// The swift-log handler behind `ptable serve`'s log: each event is one line, in `LogFormat.text`
/// (the message alone) or `LogFormat.json` (an object with the time, level, message and metadata).
struct RequestLogHandler: LogHandler {
    let label: String
    let format: LogFormat
    /// Receives each whole line, newline included.
    let write: @Sendable (String) -> Void
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        switch format {
        case .text:
            write("\(event.message)\n")
        case .json:
            var fields = metadata
            if let extra = event.metadata { fields.merge(extra) { _, new in new } }
            write(Self.jsonLine(time: Date(), level: event.level, label: label, message: "\(event.message)", fields: fields))
        }
    }

    /// `{"time":…,"level":…,"label":…,"message":…, then the fields by name}`; a field made from a
    /// number is written as a JSON number.
    static func jsonLine(time: Date, level: Logger.Level, label: String, message: String, fields: Logger.Metadata) -> String {
        var line = "{\"time\":\(JSONValue.quoted(timestamp(time))),\"level\":\(JSONValue.quoted(level.rawValue)),"
        line += "\"label\":\(JSONValue.quoted(label)),\"message\":\(JSONValue.quoted(message))"
        for key in fields.keys.sorted() {
            line += ",\(JSONValue.quoted(key)):\(jsonValue(fields[key]!))"
        }
        return line + "}\n"
    }

    private static func jsonValue(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case let .stringConvertible(number as any BinaryInteger):
            return "\(number)"
        case let .stringConvertible(number as Double) where number.isFinite:
            return "\(number)"
        case let .string(text):
            return JSONValue.quoted(text)
        case let .stringConvertible(other):
            return JSONValue.quoted(other.description)
        case let .array(values):
            return "[" + values.map(jsonValue).joined(separator: ",") + "]"
        case let .dictionary(values):
            return "{" + values.keys.sorted().map { "\(JSONValue.quoted($0)):\(jsonValue(values[$0]!))" }.joined(separator: ",") + "}"
        }
    }

    /// UTC to the millisecond, as RFC 3339: `2026-11-26T06:30:00.123Z`.
    private static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
