import Foundation

/// Adds to the document catalog of a PDF that Cairo wrote what Cairo 1.16 has no API for: the
/// language of its text (`/Lang`, read by screen readers) and an sRGB output intent, so that a
/// print shop's RIP knows what the RGB values mean. It also writes the document's dates as PDF
/// dates (`D:20000101000000Z`): Cairo 1.16 leaves out the `D:` that PDF 2.0 requires and
/// PDF/A and PDF/X preflight checks look for.
///
/// It appends an incremental update (PDF 1.7, 7.5.6): for the intent, the ICC profile as a
/// stream and an `/OutputIntent` dictionary naming it; the document catalog and the document
/// information again with the changes; a cross-reference section for those objects and a
/// trailer whose `/Prev` points at Cairo's own. Nothing before the update moves, so Cairo's
/// offsets stay valid.
enum PDFCatalogUpdate {
    /// `pdf` with `language` (a BCP 47 tag) as its `/Lang`, with `sRGBOutputIntent` the intent,
    /// and its dates written as PDF dates.
    static func adding(language: String?, sRGBOutputIntent: Bool, to pdf: Data) throws -> Data {
        let language = LanguageTag.checked(language)
        // Searched as bytes, not as one String through Foundation's range(of:): for the `table A4
        // PDF` job.
        func text(_ range: Range<Data.Index>) -> String { String(decoding: pdf[range], as: UTF8.self) }
        guard let trailerRange = PDFBytes.lastRange(of: "trailer", in: pdf), let startxref = PDFBytes.lastRange(of: "startxref", in: pdf) else {
            throw failure("no trailer")
        }
        let trailer = text(trailerRange.upperBound..<startxref.lowerBound)
        guard let size = reference(after: "/Size", in: trailer),
              let root = reference(after: "/Root", in: trailer),
              let previous = reference(after: "", in: text(startxref.upperBound..<pdf.endIndex)) else {
            throw failure("a trailer without /Size, /Root or startxref")
        }
        let catalog = try dictionaryBody(of: root, in: pdf)
        let profile = size, intent = size + 1
        let info = reference(after: "/Info", in: trailer)

        var bytes = Data(pdf)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        var offsets: [Int: Int] = [:]
        func object(_ number: Int, _ body: Data) {
            offsets[number] = bytes.count
            bytes.append(Data("\(number) 0 obj\n".utf8) + body + Data("\nendobj\n".utf8))
        }
        var additions = language.map { "\n   /Lang (\($0))" } ?? ""
        if sRGBOutputIntent {
            let icc = SRGBProfile.bytes
            object(profile, Data("<< /N 3 /Length \(icc.count) >>\nstream\n".utf8) + icc + Data("\nendstream".utf8))
            object(intent, Data(("<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (sRGB IEC61966-2.1)"
                + " /RegistryName (http://www.color.org) /Info (sRGB IEC61966-2.1) /DestOutputProfile \(profile) 0 R >>").utf8))
            additions += "\n   /OutputIntents [ \(intent) 0 R ]"
        }
        object(root, Data("\(catalog)\(additions)\n>>".utf8))
        if let info {
            let dated = try dictionaryBody(of: info, in: pdf)
                .replacingOccurrences(of: #"Date \((\d)"#, with: "Date (D:$1", options: .regularExpression)
            object(info, Data("\(dated)\n>>".utf8))
        }

        let xref = bytes.count
        var section = "xref\n"
        for number in offsets.keys.sorted() {
            section += "\(number) 1\n" + String(format: "%010d 00000 n \n", offsets[number] ?? 0)
        }
        section += "trailer\n<< /Size \(size + (sRGBOutputIntent ? 2 : 0)) /Root \(root) 0 R"
            + (info.map { " /Info \($0) 0 R" } ?? "") + " /Prev \(previous) >>\nstartxref\n\(xref)\n%%EOF\n"
        bytes.append(Data(section.utf8))
        return bytes
    }

    /// The text of dictionary object `number` in `pdf` from its `<<` up to (not including) its
    /// closing `>>`.
    private static func dictionaryBody(of number: Int, in pdf: Data) throws -> String {
        guard let header = pdf.range(of: Data("\n\(number) 0 obj".utf8)) ?? pdf.range(of: Data("\r\(number) 0 obj".utf8)),
              let end = pdf.range(of: Data("endobj".utf8), in: header.upperBound..<pdf.endIndex),
              let close = pdf.range(of: Data(">>".utf8), options: .backwards, in: header.upperBound..<end.lowerBound) else {
            throw failure("no dictionary object \(number)")
        }
        return String(decoding: pdf[header.upperBound..<close.lowerBound], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first integer after `key` in `text`.
    private static func reference(after key: String, in text: String) -> Int? {
        guard let range = key.isEmpty ? text.startIndex..<text.startIndex : text.range(of: key) else { return nil }
        let digits = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }.prefix { $0.isNumber }
        return Int(digits)
    }

    private static func failure(_ what: String) -> CairoRendererError {
        .cairoFailure(operation: "add the PDF's language, output intent and dates", status: "unexpected PDF structure: \(what)")
    }
}
