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
        var reader = CSVReader(characters: Array(text))
        return try reader.readAll()
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func readAll() throws(SyntaxError) -> [Record] {
        var records: [Record] = []
        while index < characters.count {
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
            guard index < characters.count else { return record }
            let separator = advance()
            if separator != "," { return record }
        }
    }

    /// One field, leaving the reader on the comma or line end after it.
    private mutating func readField() throws(SyntaxError) -> String {
        var leading = ""
        while index < characters.count, characters[index] == " " || characters[index] == "\t" {
            leading.append(advance())
        }
        guard index < characters.count, characters[index] == "\"" else {
            return leading + (try readUnquoted())
        }
        let (openLine, openColumn) = (line, column)
        advance()
        var field = ""
        while true {
            guard index < characters.count else {
                throw SyntaxError(line: openLine, column: openColumn, message: "the quoted field opened here is never closed")
            }
            let character = advance()
            if character == "\"" {
                if index < characters.count, characters[index] == "\"" {
                    advance()
                    field.append("\"")
                    continue
                }
                break
            }
            field.append(character)
        }
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { advance() }
        if index < characters.count, characters[index] != ",", !Self.isLineEnd(characters[index]) {
            throw SyntaxError(line: line, column: column,
                              message: "unexpected \(Self.describe(characters[index])) after a closing quote; a field is quoted whole")
        }
        return field
    }

    private mutating func readUnquoted() throws(SyntaxError) -> String {
        var field = ""
        while index < characters.count, characters[index] != ",", !Self.isLineEnd(characters[index]) {
            if characters[index] == "\"" {
                throw SyntaxError(line: line, column: column,
                                  message: "a quote inside an unquoted field; quote the whole field and double the quote (\"\"\"\")")
            }
            field.append(advance())
        }
        return field
    }

    @discardableResult
    private mutating func advance() -> Character {
        let character = characters[index]
        index += 1
        if Self.isLineEnd(character) {
            line += 1
            column = 1
        } else {
            column += 1
        }
        return character
    }

    private static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    static func describe(_ character: Character) -> String {
        character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.value < 0x20 })
            ? "U+" + String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
            : "'\(character)'"
    }
}
