import ElementData

/// How a rendered file differs from its reference.
public enum ReferenceChange: Sendable, Equatable, CustomStringConvertible {
    /// Images that differ beyond the tolerance, or in size.
    case pixels(ImageDiff)
    /// Text that differs, first at 1-based line `firstLine`.
    case lines(firstLine: Int)
    /// Binary files (PDF) that differ, first at byte `firstOffset`.
    case bytes(firstOffset: Int)
    /// A reference that could not be read as its format, e.g. a corrupt PNG.
    case unreadable(reason: String)

    /// A few words for a summary line: `3.1% pixels`, `line 14`, `size 256×256 → 128×128`.
    public var summary: String {
        switch self {
        case let .pixels(diff) where diff.sizeMismatch:
            "size \(diff.expectedSize) → \(diff.actualSize)"
        case let .pixels(diff):
            "\(Self.percent(diff.differingFraction)) pixels"
        case let .lines(line):
            "line \(line)"
        case let .bytes(offset):
            "byte \(offset)"
        case let .unreadable(reason):
            reason
        }
    }

    /// The change in a sentence: the image difference, the first differing line or byte, or why the reference could not be read.
    public var description: String {
        switch self {
        case let .pixels(diff): diff.description
        default: summary
        }
    }

    /// `3.1%`, with more digits below 1% so a single pixel never shows as `0.0%`.
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        if value >= 1 || value == 0 { return String(posixFormat: "%.1f%%", value) }
        return String(posixFormat: "%.2g%%", value)
    }
}
