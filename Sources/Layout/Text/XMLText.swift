import ElementData

/// Makes arbitrary strings safe to place in an XML 1.0 document.
package enum XMLText {
    /// `text` on one line and legal in XML 1.0: the characters XML forbids (NUL, ESC, BEL and the
    /// other C0 controls but tab, line feed and carriage return; U+FFFE and U+FFFF) and the C1
    /// controls it discourages removed, so data can never make the document ill-formed; tabs,
    /// line feeds and carriage returns become spaces.
    package static func singleLine(_ text: String) -> String {
        text.replacingScalars { scalar in
            guard isLegal(scalar) else { return "" }
            return scalar == "\t" || scalar == "\n" || scalar == "\r" ? " " : nil
        }
    }

    /// Whether two spaces (U+0020) follow each other, which SVG would collapse into one:
    /// compared by scalars, as XML collapses them, whatever mark follows the second.
    package static func hasDoubleSpace(_ text: String) -> Bool {
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " "
            if isSpace, previousWasSpace { return true }
            previousWasSpace = isSpace
        }
        return false
    }

    /// `text` with the characters XML forbids or discourages removed (as `singleLine` removes
    /// them) and `&`, `<`, `>`, `"` and `'` replaced by entities: safe in element content and in
    /// quoted attribute values.
    package static func escaped(_ text: String) -> String {
        // Most values (numbers, colours, ids) need nothing: return them as they are.
        if text.utf8.allSatisfy(isPlain) { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case _ where !isLegal(scalar): ""
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            default: nil
            }
        }
    }

    /// Printable ASCII that XML takes as is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    private static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
