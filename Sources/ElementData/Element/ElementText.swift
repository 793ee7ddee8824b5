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
        for scalar in text.unicodeScalars.prefix(maximumScalars) {
            switch hiddenKind(of: scalar) {
            case .control: scalars.append(" ")
            case .invisible: continue
            case nil: scalars.append(scalar)
            }
        }
        if !text.unicodeScalars.dropFirst(maximumScalars).isEmpty { scalars.append("…") }
        return String(scalars)
    }

    /// `text` with each scalar `sanitized` would blank or remove written as an escape (`\n`,
    /// `\t`, `\u{1B}`, `\u{202E}`, `\u{FFFE}`): a message then names exactly the value that was
    /// typed or read (`cannot read a\u{1B}b`, not `a b`), and still cannot drive a terminal,
    /// reorder its line or break it. Cut at `maximumScalars` as `sanitized` is.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars.prefix(maximumScalars) {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where hiddenKind(of: scalar) != nil || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.dropFirst(maximumScalars).isEmpty ? escaped : escaped + "…"
    }

    /// Escaped (see `escaped`) and cut to `limit` characters, so a message that quotes it stays
    /// on one readable line.
    public static func escapedForMessage(_ text: String, limit: Int = 60) -> String {
        let head = String(text.unicodeScalars.prefix(limit * 4))
        return head.count > limit ? escaped(String(head.prefix(limit - 1))) + "…" : escaped(head)
    }

    /// True when `text` shows nothing once sanitized: empty, white space, controls, overrides.
    package static func hasNothingVisible(_ text: String) -> Bool {
        sanitized(text).unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains)
    }

    /// An error's message as one line: its line breaks joined with spaces, each line trimmed,
    /// and what is left of control and bidi characters escaped (it may quote a path or a file's
    /// text and is printed on a terminal); "unknown error" when nothing is left.
    package static func errorLine(_ message: String) -> String {
        let text = escaped(message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
        return text.isEmpty ? "unknown error" : text
    }

    /// What `sanitized` does with a scalar: a control becomes a space, an invisible scalar
    /// (a bidi control or mark, a noncharacter) is removed; nil for every other scalar.
    private static func hiddenKind(of scalar: Unicode.Scalar) -> HiddenKind? {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: .control
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: .invisible
        case _ where scalar.isNoncharacter: .invisible
        default: nil
        }
    }

    private enum HiddenKind { case control, invisible }
}

public extension Unicode.Scalar {
    /// U+FDD0…U+FDEF and the last two code points of every plane (U+FFFE, U+1FFFF…): valid
    /// Unicode, but not for interchange; Cairo refuses strings holding them and XML forbids
    /// U+FFFE and U+FFFF, so every renderer leaves them out.
    var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
