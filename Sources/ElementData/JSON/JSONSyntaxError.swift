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

    /// The byte offset of the first byte that is not part of valid UTF-8 (overlong forms,
    /// surrogates and code points past U+10FFFF included), or nil when all are valid.
    ///
    /// The standard library's validation says whether bytes are UTF-8, not where they stop
    /// being so; the error message names that place.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                offset < count && range.contains(buffer[offset])
            }
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                switch lead {
                case 0xC2...0xDF: length = continuation(index + 1) ? 2 : 0
                case 0xE0: length = continuation(index + 1, 0xA0...0xBF) && continuation(index + 2) ? 3 : 0
                case 0xE1...0xEC, 0xEE...0xEF: length = continuation(index + 1) && continuation(index + 2) ? 3 : 0
                case 0xED: length = continuation(index + 1, 0x80...0x9F) && continuation(index + 2) ? 3 : 0
                case 0xF0: length = continuation(index + 1, 0x90...0xBF) && continuation(index + 2) && continuation(index + 3) ? 4 : 0
                case 0xF1...0xF3: length = continuation(index + 1) && continuation(index + 2) && continuation(index + 3) ? 4 : 0
                case 0xF4: length = continuation(index + 1, 0x80...0x8F) && continuation(index + 2) && continuation(index + 3) ? 4 : 0
                default: length = 0
                }
                guard length > 0 else { return index }
                index += length
            }
            return nil
        }
    }
}
