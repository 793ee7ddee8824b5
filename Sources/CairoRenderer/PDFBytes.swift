import Foundation

/// Byte-level reading of the PDFs Cairo writes, shared by the rewrites Cairo 1.16 has no API
/// for (`PDFPageBoxes`, `PDFUnwrittenObjects`): searches as integer offsets, integers and the
/// classic cross-reference table of 20-byte entries.
enum PDFBytes {
    struct Integer {
        var value: Int
        var start: Int
        var end: Int
    }

    /// One entry of a cross-reference table: its object number, the 10-digit first field (an
    /// offset when in use), whether it is in use (`n`) and where the entry starts.
    struct CrossReferenceEntry {
        var number: Int
        var offset: Int
        var inUse: Bool
        var position: Int
    }

    /// The offset `startxref` names, and where its digits are.
    static func startxref(in bytes: Data) -> Integer? {
        guard let keyword = lastRange(of: "startxref", in: bytes) else { return nil }
        return integer(in: bytes, from: keyword.upperBound)
    }

    /// The entries of the cross-reference table at `tableOffset` (`xref`, then subsections
    /// `first count`), or `failure` named by what is malformed.
    static func crossReferenceEntries(in bytes: Data, tableAt tableOffset: Int,
                                      failure: (String) -> Error) throws -> [CrossReferenceEntry] {
        guard range(of: "xref", in: bytes, from: tableOffset)?.lowerBound == tableOffset else {
            throw failure("no xref table at startxref")
        }
        var entries: [CrossReferenceEntry] = []
        var cursor = tableOffset + 4
        skipWhitespace(bytes, &cursor)
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "t") {
            guard let firstObject = integer(in: bytes, from: cursor),
                  let countField = integer(in: bytes, from: firstObject.end) else {
                throw failure("a malformed xref subsection header")
            }
            cursor = nextLine(bytes, after: countField.end)
            for number in firstObject.value..<(firstObject.value + countField.value) {
                let kind = cursor + 20 <= bytes.count ? bytes[cursor + 17] : 0
                guard kind == UInt8(ascii: "n") || kind == UInt8(ascii: "f"),
                      let offset = Int(String(decoding: bytes[cursor..<(cursor + 10)], as: UTF8.self)) else {
                    throw failure("a malformed xref entry")
                }
                entries.append(CrossReferenceEntry(number: number, offset: offset,
                                                   inUse: kind == UInt8(ascii: "n"), position: cursor))
                cursor += 20
            }
            skipWhitespace(bytes, &cursor)
        }
        return entries
    }

    /// The first `needle` at or after `start`, as integer offsets (Foundation's search on Data).
    static func range(of needle: String, in bytes: Data, from start: Int) -> Range<Int>? {
        guard start <= bytes.count else { return nil }
        return bytes.range(of: Data(needle.utf8), in: start..<bytes.count)
    }

    static func lastRange(of needle: String, in bytes: Data) -> Range<Int>? {
        bytes.range(of: Data(needle.utf8), options: .backwards)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static func skipWhitespace(_ bytes: Data, _ cursor: inout Int) {
        while cursor < bytes.count, isWhitespace(bytes[cursor]) { cursor += 1 }
    }

    /// The decimal integer after optional whitespace at `start`.
    static func integer(in bytes: Data, from start: Int) -> Integer? {
        var cursor = start
        skipWhitespace(bytes, &cursor)
        let first = cursor
        while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) { cursor += 1 }
        guard cursor > first, cursor - first <= 15,
              let value = Int(String(decoding: bytes[first..<cursor], as: UTF8.self)) else { return nil }
        return Integer(value: value, start: first, end: cursor)
    }

    static func nextLine(_ bytes: Data, after start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
        while cursor < bytes.count, bytes[cursor] == 0x0D || bytes[cursor] == 0x0A { cursor += 1 }
        return cursor
    }
}
