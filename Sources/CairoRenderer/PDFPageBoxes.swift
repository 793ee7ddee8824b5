import Foundation

/// Adds a TrimBox and a BleedBox to the page of a PDF that Cairo wrote, which Cairo 1.16 has no
/// API for. Print shops and imposition tools read the TrimBox to know where to cut; without it
/// they take the whole page, bleed included, as the finished size.
///
/// The boxes go right after the page's `/MediaBox [ … ]`; every cross-reference offset past that
/// point and `startxref` move by the inserted length. The rewrite relies on what Cairo writes
/// (a classic `xref` table of 20-byte entries, no object streams) and refuses anything else
/// rather than write a PDF whose offsets are wrong.
enum PDFPageBoxes {
    /// `pdf` with every page's trim box set `bleed` points inside its media box of
    /// `width` × `height` points, and its bleed box equal to the media box.
    /// With a `slug`, the bleed box is `slug` points inside the media box (the marks lie between).
    static func addingTrimBox(to pdf: Data, bleed: Double, slug: Double = 0, width: Double, height: Double) throws -> Data {
        // A fresh copy, so offsets start at 0 whatever slice `pdf` was.
        var bytes = Data(pdf)
        let boxes = " /TrimBox [ \(number(bleed)) \(number(bleed)) \(number(width - bleed)) \(number(height - bleed)) ]"
            + " /BleedBox [ \(number(slug)) \(number(slug)) \(number(width - slug)) \(number(height - slug)) ]"
        let insertion = Array(boxes.utf8)

        guard let startxrefKeyword = lastRange(of: "startxref", in: bytes),
              let xrefOffset = integer(in: bytes, from: startxrefKeyword.upperBound) else {
            throw failure("no startxref")
        }
        let insertionPoints = try mediaBoxEnds(in: bytes)
        guard insertionPoints.allSatisfy({ $0 < xrefOffset.value }) else {
            throw failure("no page /MediaBox before the cross-reference table")
        }
        let shifted = { (offset: Int) in
            offset + insertion.count * insertionPoints.filter { $0 <= offset }.count
        }
        try shiftCrossReferences(in: &bytes, tableAt: xrefOffset.value, by: shifted)
        let startxrefDigits = Array(String(shifted(xrefOffset.value)).utf8)
        bytes.replaceSubrange(xrefOffset.start..<xrefOffset.end, with: startxrefDigits)
        for point in insertionPoints.reversed() {
            bytes.insert(contentsOf: insertion, at: point)
        }
        return bytes
    }

    /// Points as Cairo writes them: up to six decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

private extension PDFPageBoxes {
    struct Integer {
        var value: Int
        var start: Int
        var end: Int
    }

    /// Where to insert the boxes, found before anything moves: just after the `]` of the
    /// MediaBox of each page object, looked for only between `/Type /Page` and that object's
    /// `endobj`, never inside a stream.
    static func mediaBoxEnds(in bytes: Data) throws -> [Int] {
        var insertionPoints: [Int] = []
        var searchFrom = 0
        while let page = range(of: "/Type /Page", in: bytes, from: searchFrom) {
            searchFrom = page.upperBound
            guard page.upperBound < bytes.count, bytes[page.upperBound] != UInt8(ascii: "s") else { continue }
            guard let end = range(of: "endobj", in: bytes, from: page.upperBound),
                  let mediaBox = range(of: "/MediaBox [", in: bytes, from: page.upperBound),
                  mediaBox.upperBound < end.lowerBound,
                  let close = bytes[mediaBox.upperBound..<end.lowerBound].firstIndex(of: UInt8(ascii: "]")) else {
                throw failure("a page object without a /MediaBox")
            }
            insertionPoints.append(close + 1)
            searchFrom = end.upperBound
        }
        guard !insertionPoints.isEmpty else { throw failure("no page /MediaBox") }
        return insertionPoints
    }

    /// Rewrites, in place, every in-use offset of the cross-reference table at `tableOffset`
    /// (`xref`, then subsections `first count` of 20-byte entries) to `shifted(offset)`.
    static func shiftCrossReferences(in bytes: inout Data, tableAt tableOffset: Int, by shifted: (Int) -> Int) throws {
        guard range(of: "xref", in: bytes, from: tableOffset)?.lowerBound == tableOffset else {
            throw failure("no xref table at startxref")
        }
        var cursor = tableOffset + 4
        skipWhitespace(bytes, &cursor)
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "t") {
            guard let firstObject = integer(in: bytes, from: cursor),
                  let countField = integer(in: bytes, from: firstObject.end) else {
                throw failure("a malformed xref subsection header")
            }
            cursor = nextLine(bytes, after: countField.end)
            for _ in 0..<countField.value {
                guard cursor + 20 <= bytes.count, bytes[cursor + 17] == UInt8(ascii: "n") || bytes[cursor + 17] == UInt8(ascii: "f"),
                      let offset = Int(String(decoding: bytes[cursor..<(cursor + 10)], as: UTF8.self)) else {
                    throw failure("a malformed xref entry")
                }
                if bytes[cursor + 17] == UInt8(ascii: "n") {
                    let digits = Array(String(format: "%010d", shifted(offset)).utf8)
                    guard digits.count == 10 else { throw failure("an offset past 10 digits") }
                    bytes.replaceSubrange(cursor..<(cursor + 10), with: digits)
                }
                cursor += 20
            }
            skipWhitespace(bytes, &cursor)
        }
    }

    static func failure(_ what: String) -> CairoRendererError {
        .cairoFailure(operation: "write the PDF trim box", status: "unexpected PDF structure: \(what)")
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
