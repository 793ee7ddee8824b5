import Foundation

/// Marks free the cross-reference entries of a PDF that Cairo wrote for objects it never wrote.
///
/// Cairo 1.16 gives the structure tree root an object number as soon as a link is tagged
/// (`cairo_tag_begin` with `CAIRO_TAG_LINK`), but writes that object only when a structure tag
/// such as "Document" holds the link. ptable tags links alone (a tile's back links its source),
/// and Cairo then leaves the number's entry in use with another object's offset: the file is
/// damaged. qpdf says so and rebuilds the table; Acrobat repairs it silently and asks to save on
/// closing; a print shop's preflight reports a syntax error. Nothing reachable refers to the
/// number, and a reference to a free object reads as null (PDF 1.7, 7.3.10), so a free entry
/// makes the file say what is true. Entries stay 20 bytes, so no offset moves.
enum PDFUnwrittenObjects {
    /// `pdf` with every in-use cross-reference entry whose offset does not hold `N 0 obj`
    /// turned into a free entry, chained into the table's list of free objects (7.5.4).
    static func freed(in pdf: Data) throws -> Data {
        // A fresh copy, so offsets start at 0 whatever slice `pdf` was.
        var bytes = Data(pdf)
        guard let table = PDFBytes.startxref(in: bytes) else { throw failure("no startxref") }
        let entries = try PDFBytes.crossReferenceEntries(in: bytes, tableAt: table.value, failure: failure)
        let unwritten = Set(entries.filter { $0.inUse && !holdsObject($0, in: bytes, before: table.value) }.map(\.number))
        guard !unwritten.isEmpty else { return bytes }
        // The free list runs from object 0 through every free entry in turn, back to 0.
        let free = entries.filter { !$0.inUse || unwritten.contains($0.number) }.sorted { $0.number < $1.number }
        guard free.first?.number == 0 else { throw failure("no free entry for object 0") }
        for (index, entry) in free.enumerated() {
            let next = index + 1 < free.count ? free[index + 1].number : 0
            let generation = entry.number == 0 ? 65535 : 0
            let text = String(format: "%010d %05d f", next, generation)
            bytes.replaceSubrange(entry.position..<(entry.position + 18), with: Array(text.utf8))
        }
        return bytes
    }
}

private extension PDFUnwrittenObjects {
    /// Whether `entry`'s offset, before the table, starts that object (`N 0 obj`, as Cairo writes it).
    static func holdsObject(_ entry: PDFBytes.CrossReferenceEntry, in bytes: Data, before table: Int) -> Bool {
        let header = Data("\(entry.number) 0 obj".utf8)
        guard entry.offset + header.count <= table else { return false }
        return bytes[entry.offset..<(entry.offset + header.count)] == header
    }

    static func failure(_ what: String) -> CairoRendererError {
        .cairoFailure(operation: "free the PDF's unwritten objects", status: "unexpected PDF structure: \(what)")
    }
}
