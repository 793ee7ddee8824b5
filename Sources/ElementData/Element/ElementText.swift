import Foundation

/// Cleaning of text that comes from a data file before it is shown.
package enum ElementText {
    /// Text longer than this many Unicode scalars is cut and ends in `…`: far more than any
    /// tile, row or message shows, and a bound on the work a 60 MB name can cause.
    public static let maximumScalars = 4096

    /// Removes control characters (ESC, BEL, CR, backspace, C1 controls such as CSI U+009B...),
    /// noncharacters (U+FFFE, U+FDD0: valid Unicode no renderer may draw) and bidirectional
    /// overrides and marks, so that data can never drive a terminal or
    /// reorder a line; cuts text longer than `maximumScalars` with `…`. Control characters
    /// become spaces (a tab or line break in a name still separates words).
    public static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumScalars {
                scalars.append("…")
                break
            }
            count += 1
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F:
                scalars.append(" ")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            case _ where scalar.isNoncharacter:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Sanitized and cut to a length that keeps an error message on one readable line.
    public static func sanitizedForMessage(_ text: String, limit: Int = 60) -> String {
        let clean = sanitized(String(text.unicodeScalars.prefix(limit * 4)))
        return clean.count > limit ? String(clean.prefix(limit - 1)) + "…" : clean
    }

    /// True when `text` shows nothing once sanitized: empty, white space, controls, overrides.
    package static func hasNothingVisible(_ text: String) -> Bool {
        sanitized(text).unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains)
    }

    /// An error's message as one line, sanitized (it may quote a file's text and is printed on a
    /// terminal); "unknown error" when nothing is left.
    package static func errorLine(_ message: String) -> String {
        let text = sanitized(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        return text.isEmpty ? "unknown error" : text
    }
}

public extension Unicode.Scalar {
    /// U+FDD0…U+FDEF and the last two code points of every plane (U+FFFE, U+1FFFF…): valid
    /// Unicode, but not for interchange; Cairo refuses strings holding them and XML forbids
    /// U+FFFE and U+FFFF, so every renderer leaves them out.
    var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
