/// A strict CSV reader (RFC 4180) that knows where everything is: each record's line and each
/// field's column, so an error about a value can point at it.
///
/// Fields are separated by commas; a field may be quoted with `"` (a quote inside written
/// `""`), and a quoted field may hold commas and line breaks. Lines end in LF, CRLF or CR. A
/// quote inside an unquoted field, text after a closing quote and an unclosed quote are errors,
/// never guessed at. Blank lines are skipped. (SwiftCSV and CSV.swift report neither lines nor
/// columns and accept stray quotes, which is why ptable reads CSV itself.)
struct CSVReader {
    /// One record: the line it starts on and its fields with the column each starts at.
    struct Record: Equatable {
        var line: Int
        var fields: [String]
        var columns: [Int]
    }

    /// Why the text is not CSV, and where (one-based line and column, in characters).
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The records of `text`, in order.
    static func records(in text: String) throws(SyntaxError) -> [Record] {
        var reader = CSVReader(bytes: Array(text.utf8))
        return try reader.readAll()
    }

    // The reader walks UTF-8 bytes, not Characters: every byte CSV gives a meaning to is
    // ASCII, and a 64 MiB file as an array of Characters would take a gigabyte.
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private mutating func readAll() throws(SyntaxError) -> [Record] {
        var records: [Record] = []
        while index < bytes.count {
            let record = try readRecord()
            let isBlank = record.fields.count == 1 && record.fields[0].allSatisfy { $0 == " " || $0 == "\t" }
            if !isBlank { records.append(record) }
        }
        return records
    }

    private mutating func readRecord() throws(SyntaxError) -> Record {
        var record = Record(line: line, fields: [], columns: [])
        while true {
            record.columns.append(column)
            record.fields.append(try readField())
            guard index < bytes.count else { return record }
            if bytes[index] == Self.comma {
                advance()
            } else {
                skipLineEnd()
                return record
            }
        }
    }

    /// One field, leaving the reader on the comma or line end after it.
    private mutating func readField() throws(SyntaxError) -> String {
        let (start, startColumn) = (index, column)
        while index < bytes.count, Self.isBlank(bytes[index]) { advance() }
        guard index < bytes.count, bytes[index] == Self.quote else {
            (index, column) = (start, startColumn)
            return try readUnquoted(from: start)
        }
        let (openLine, openColumn) = (line, column)
        advance()
        var field: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw SyntaxError(line: openLine, column: openColumn, message: "the quoted field opened here is never closed")
            }
            if bytes[index] == Self.quote {
                advance()
                guard index < bytes.count, bytes[index] == Self.quote else { break }
            } else if bytes[index] == Self.carriageReturn || bytes[index] == Self.newline {
                field.append(Self.newline)
                skipLineEnd()
                continue
            }
            field.append(bytes[index])
            advance()
        }
        while index < bytes.count, Self.isBlank(bytes[index]) { advance() }
        if index < bytes.count, bytes[index] != Self.comma, !Self.isLineEnd(bytes[index]) {
            throw SyntaxError(line: line, column: column,
                              message: "unexpected \(describe(at: index)) after a closing quote; a field is quoted whole")
        }
        return String(decoding: field, as: UTF8.self)
    }

    private mutating func readUnquoted(from start: Int) throws(SyntaxError) -> String {
        // One tight pass over the buffer: fields can be megabytes long.
        let (end, characters) = bytes.withUnsafeBufferPointer { buffer -> (Int, Int) in
            var position = index
            var characters = 0
            while position < buffer.count {
                let byte = buffer[position]
                if byte == Self.comma || byte == Self.newline || byte == Self.carriageReturn || byte == Self.quote { break }
                if byte & 0xC0 != 0x80 { characters += 1 }
                position += 1
            }
            return (position, characters)
        }
        index = end
        column += characters
        if index < bytes.count, bytes[index] == Self.quote {
            throw SyntaxError(line: line, column: column,
                              message: "a quote inside an unquoted field; quote the whole field and double the quote (\"\"\"\")")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Moves past one byte inside a line, counting columns in characters (UTF-8 lead bytes).
    private mutating func advance() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    /// Moves past LF, CRLF or CR.
    private mutating func skipLineEnd() {
        if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.newline { index += 1 }
        index += 1
        line += 1
        column = 1
    }

    private static func isLineEnd(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// The character at `offset` for a message: `'x'`, or `U+00A0` for an invisible one.
    private func describe(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return text.first.map(Self.describe) ?? "end of file"
    }

    /// `'x'`, or the code points of a character that would not show in a message: spaces,
    /// controls (C0, DEL, C1), format characters (U+202E, U+200B, U+FEFF), private-use and
    /// unassigned ones. Messages drop or blank those, and `unexpected ''` named nothing.
    static func describe(_ character: Character) -> String {
        let hidden: Set<Unicode.GeneralCategory> = [.control, .format, .privateUse, .unassigned, .surrogate,
                                                    .spaceSeparator, .lineSeparator, .paragraphSeparator]
        guard character.unicodeScalars.contains(where: { $0.properties.isWhitespace || hidden.contains($0.properties.generalCategory) }) else {
            return "'\(character)'"
        }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}
