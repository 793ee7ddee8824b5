/// A strict RFC 8259 JSON parser for data files, with limits that hold before memory is taken.
///
/// Foundation's `JSONSerialization` is not used for data files: it cannot tell `true` from `1`
/// on Linux, loses the text of numbers that do not fit (`1e300`, `92233720368547758070`), keeps
/// one of two repeated keys silently, and its nesting limit is an implementation detail. This
/// parser refuses nesting deeper than `maximumDepth` and more than `maximumValues` values before
/// it builds them, keeps every value's position for messages, and never traps on any input
/// (it is fuzzed: see `scripts/fuzz.sh`). Input must already be valid UTF-8.
struct JSONParser {
    /// A syntax error at a byte offset.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var reason: String
    }

    /// Deeper nesting is refused; the element schema needs 4 levels.
    static let maximumDepth = 64
    /// More values than this are refused: about 25 per element of the largest valid file
    /// (999 elements), with room to spare, and a bound on memory for a 64 MiB file of `[0,0,...`.
    static let maximumValues = 2_000_000

    let bytes: [UInt8]
    var position = 0
    var valueCount = 0
    /// The member count of the last object finished at each depth: objects at one depth of a
    /// data file share a shape (every element record has about 35 keys), so the next one's key
    /// index is made that size at once instead of growing four times. Capped, so that one huge
    /// object does not make every later one reserve room for as many keys. (Start-up of every
    /// command: see `endOfPlainCharacters` for the benchmark.)
    var lastObjectSize = [Int](repeating: 0, count: maximumDepth + 1)
    static let largestReservedIndex = 64

    /// The single value in `bytes` (a UTF-8 byte order mark before it is skipped).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        guard parser.position < bytes.count else {
            throw SyntaxError(offset: parser.position, reason: "the file has no JSON value")
        }
        let value = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw SyntaxError(offset: parser.position, reason: "unexpected text after the end of the JSON value")
        }
        return value
    }
}

// Members are internal rather than private: strings and escapes are read in
// JSONParser+Strings.swift.
extension JSONParser {
    mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        valueCount += 1
        guard valueCount <= Self.maximumValues else {
            throw SyntaxError(offset: position, reason: "more than \(Self.maximumValues) values in one file")
        }
        guard let byte = peek() else { throw endOfFile("a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let start = position
            return .string(try parseString(), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return .bool(true, offset: try parseLiteral("true"))
        case UInt8(ascii: "f"): return .bool(false, offset: try parseLiteral("false"))
        case UInt8(ascii: "n"): return .null(offset: try parseLiteral("null"))
        default: throw unexpected(expecting: "a value")
        }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode {
        let start = position
        try checkDepth(depth)
        position += 1
        var members: [(key: String, value: JSONNode)] = []
        // Each key's position: the object's lookup and the check for repeated keys in one.
        var index = [String: Int](minimumCapacity: lastObjectSize[depth])
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(JSONNodeObject(members: [], offset: start, index: [:]))
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw peek() == nil ? endOfFile("a key") : unexpected(expecting: "a key in double quotes")
            }
            let keyStart = position
            let key = try parseString()
            guard index.updateValue(members.count, forKey: key) == nil else {
                throw SyntaxError(offset: keyStart, reason: "key \"\(ElementText.escapedForMessage(key, limit: 40))\" appears twice in one object")
            }
            skipWhitespace()
            try expect(":", after: "a key")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard let next = peek() else { throw endOfFile("',' or '}'") }
            position += 1
            if next == UInt8(ascii: "}") {
                lastObjectSize[depth] = min(members.count, Self.largestReservedIndex)
                return .object(JSONNodeObject(members: members, offset: start, index: index))
            }
            guard next == UInt8(ascii: ",") else {
                position -= 1
                throw unexpected(expecting: "',' or '}' after a value in an object")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode {
        let start = position
        try checkDepth(depth)
        position += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array([], offset: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard let next = peek() else { throw endOfFile("',' or ']'") }
            position += 1
            if next == UInt8(ascii: "]") { return .array(items, offset: start) }
            guard next == UInt8(ascii: ",") else {
                position -= 1
                throw unexpected(expecting: "',' or ']' after a value in an array")
            }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func parseNumber() throws(SyntaxError) -> JSONNode {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw unexpected(expecting: "a digit") }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw SyntaxError(offset: start, reason: "a number must not start with 0 followed by more digits")
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let next = peek(), isDigit(next) else { throw unexpected(expecting: "a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let next = peek(), isDigit(next) else { throw unexpected(expecting: "a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // Double(_:) follows strtod: out-of-range text becomes ±infinity or ±0, never nil here.
        let value = Double(text) ?? .nan
        return .number(text: text, value: value, offset: start)
    }

    mutating func parseLiteral(_ literal: String) throws(SyntaxError) -> Int {
        let start = position
        for byte in literal.utf8 {
            guard peek() == byte else {
                position = start
                throw unexpected(expecting: "a value")
            }
            position += 1
        }
        return start
    }

    mutating func expect(_ character: Unicode.Scalar, after what: String) throws(SyntaxError) {
        guard peek() == UInt8(ascii: character) else {
            throw peek() == nil ? endOfFile("'\(character)'") : unexpected(expecting: "'\(character)' after \(what)")
        }
        position += 1
    }

    func checkDepth(_ depth: Int) throws(SyntaxError) {
        guard depth <= Self.maximumDepth else {
            throw SyntaxError(offset: position, reason: "arrays and objects are nested more than \(Self.maximumDepth) levels deep")
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    func peek(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    func endOfFile(_ expecting: String) -> SyntaxError {
        SyntaxError(offset: bytes.count, reason: "the file ends where \(expecting) should follow; is it truncated?")
    }

    func unexpected(expecting: String) -> SyntaxError {
        guard let byte = peek() else { return endOfFile(expecting) }
        return SyntaxError(offset: position, reason: "expected \(expecting), found \(describeCharacter(startingWith: byte))")
    }

    /// `'x'` for a printable ASCII character, `U+00E9` for any other character, from the bytes at `position`.
    func describeCharacter(startingWith byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        var iterator = bytes[position...].makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) {
            return "U+\(hex(scalar.value, digits: 4))"
        }
        return "byte 0x\(hex(byte, digits: 2))"
    }
}
