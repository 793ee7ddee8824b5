import Foundation

/// ISO 8601 UTC times as favourite records carry them: written with milliseconds
/// (`2026-11-23T01:42:09.123Z`, what JavaScript's `toISOString()` writes), read with or without.
public enum FavoriteTime {
    /// `date` as `yyyy-MM-ddTHH:mm:ss.SSSZ` in UTC.
    public static func string(from date: Date) -> String {
        // Formatters are not Sendable; one per call keeps this free of shared state.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// The time in `text`, with or without fractional seconds; nil when it is not ISO 8601.
    public static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `date` rounded down to whole milliseconds, the precision records keep, so a record read
    /// back equals the one written.
    static func millisecondPrecision(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
