/// Strings: the characters JSON allows, escapes and surrogate pairs.
extension JSONParser {
    /// A string from its opening quote; escapes decoded, raw control characters refused.
    mutating func parseString() throws(SyntaxError) -> String {
        let start = position
        position += 1
        let plainEnd = endOfPlainCharacters(from: position)
        // Most strings have no escape: made straight from the file's bytes, one copy.
        if plainEnd < bytes.count, bytes[plainEnd] == UInt8(ascii: "\"") {
            defer { position = plainEnd + 1 }
            return String(decoding: bytes[position..<plainEnd], as: UTF8.self)
        }
        return try parseEscapedString(start: start)
    }

    /// The offset of the first quote, backslash or control character from `offset` on (the
    /// end of the file if none): one pass over the buffer, without the parser's per-byte checks.
    /// Every command reads the bundled data through here; kept for the `Table SVG (A4)` and
    /// `Table PDF (A4)` jobs of `scripts/benchmark.sh compare`, which its start-up dominates.
    func endOfPlainCharacters(from offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < buffer.count {
                let byte = buffer[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                index += 1
            }
            return index
        }
    }

    /// A string with an escape (or an error) in it, from its first character at `position`;
    /// `start` is its opening quote.
    private mutating func parseEscapedString(start: Int) throws(SyntaxError) -> String {
        var result: [UInt8] = []
        var runStart = position
        while true {
            position = endOfPlainCharacters(from: position)
            guard let byte = peek() else {
                throw SyntaxError(offset: start, reason: "the file ends inside the string starting here; is it truncated?")
            }
            switch byte {
            case UInt8(ascii: "\""):
                result += bytes[runStart..<position]
                position += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                result += bytes[runStart..<position]
                try parseEscape(into: &result)
                runStart = position
            case 0x0A, 0x0D:
                throw SyntaxError(offset: position, reason: "a line break inside a string (is a closing quote missing?)")
            default:
                throw SyntaxError(offset: position, reason: "a control character (byte 0x\(hex(byte, digits: 2))) must be escaped in a string")
            }
        }
    }

    mutating func parseEscape(into result: inout [UInt8]) throws(SyntaxError) {
        let start = position
        position += 1
        guard let byte = peek() else { throw endOfFile("an escape sequence") }
        position += 1
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            result.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw SyntaxError(offset: start, reason: "invalid escape sequence in a string")
        }
        var code = try parseHexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(code) {
            guard peek() == UInt8(ascii: "\\"), peek(at: position + 1) == UInt8(ascii: "u") else {
                throw SyntaxError(offset: start, reason: "\\u\(hex(code, digits: 4)) is half of a surrogate pair without its other half")
            }
            let lowStart = position
            position += 2
            let low = try parseHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError(offset: start, reason: "\\u\(hex(code, digits: 4)) is half of a surrogate pair without its other half")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw SyntaxError(offset: start, reason: "\\u\(hex(code, digits: 4)) is half of a surrogate pair without its other half")
        }
        // Every code point left is a valid scalar: surrogates were combined or refused above.
        guard let scalar = Unicode.Scalar(code) else {
            throw SyntaxError(offset: start, reason: "invalid escape sequence in a string")
        }
        result += Array(String(Character(scalar)).utf8)
    }

    mutating func parseHexQuad(escapeStart: Int) throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw SyntaxError(offset: escapeStart, reason: "\\u must be followed by four hexadecimal digits")
            }
            code = code << 4 | digit
            position += 1
        }
        return code
    }
}
