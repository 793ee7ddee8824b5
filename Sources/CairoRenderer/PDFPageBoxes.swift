import ElementData
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

        guard let xrefOffset = PDFBytes.startxref(in: bytes) else {
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
        var text = String(posixFormat: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

private extension PDFPageBoxes {
    /// Where to insert the boxes, found before anything moves: just after the `]` of the
    /// MediaBox of each page object, looked for only between `/Type /Page` and that object's
    /// `endobj`, never inside a stream.
    static func mediaBoxEnds(in bytes: Data) throws -> [Int] {
        var insertionPoints: [Int] = []
        var searchFrom = 0
        while let page = PDFBytes.range(of: "/Type /Page", in: bytes, from: searchFrom) {
            searchFrom = page.upperBound
            guard page.upperBound < bytes.count, bytes[page.upperBound] != UInt8(ascii: "s") else { continue }
            guard let end = PDFBytes.range(of: "endobj", in: bytes, from: page.upperBound),
                  let mediaBox = PDFBytes.range(of: "/MediaBox [", in: bytes, from: page.upperBound),
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
    /// to `shifted(offset)`.
    static func shiftCrossReferences(in bytes: inout Data, tableAt tableOffset: Int, by shifted: (Int) -> Int) throws {
        for entry in try PDFBytes.crossReferenceEntries(in: bytes, tableAt: tableOffset, failure: failure) where entry.inUse {
            let digits = Array(String(format: "%010d", shifted(entry.offset)).utf8)
            guard digits.count == 10 else { throw failure("an offset past 10 digits") }
            bytes.replaceSubrange(entry.position..<(entry.position + 10), with: digits)
        }
    }

    static func failure(_ what: String) -> CairoRendererError {
        .cairoFailure(operation: "write the PDF trim box", status: "unexpected PDF structure: \(what)")
    }
}
