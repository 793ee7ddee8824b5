/// Cleaning of text that comes from a data file before it is shown.
public enum ElementText {
    /// Removes control characters (ESC, BEL, CR, backspace, ...) and bidirectional
    /// overrides so that data can never drive a terminal or reorder a line.
    public static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F:
                scalars.append(" ")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Sanitized and cut to a length that keeps an error message on one readable line.
    public static func sanitizedForMessage(_ text: String, limit: Int = 60) -> String {
        let clean = sanitized(text)
        return clean.count > limit ? String(clean.prefix(limit - 1)) + "…" : clean
    }
}
