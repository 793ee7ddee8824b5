/// Positions in a file for messages: "line L, column C".
enum JSONSyntaxError {
    /// "line 3, column 14: expected ',' or ']' after a value in an array".
    static func describe(_ error: JSONParser.SyntaxError, in bytes: [UInt8]) -> String {
        "\(location(ofByte: error.offset, in: bytes)): \(error.reason)"
    }

    /// "line 3, column 14".
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> String {
        let (line, column) = position(ofByte: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    /// One-based line and column of a byte offset; columns count characters, not bytes.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Refuses `bytes` that are not UTF-8 with `ElementDataError.notUTF8`, naming `source` and the
    /// line, column and value of the first byte that is not.
    static func checkUTF8(_ bytes: [UInt8], source: String) throws {
        guard let offset = firstInvalidUTF8Offset(in: bytes) else { return }
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw ElementDataError.notUTF8(path: source, detail: "\(location(ofByte: offset, in: bytes)): byte 0x\(byte)")
    }

    /// The byte offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil when all are valid.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return nil
        } catch {
            return error.byteOffsets.lowerBound
        }
    }
}
