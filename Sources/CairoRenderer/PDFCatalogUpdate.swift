import Foundation

/// Adds to the document catalog of a PDF that Cairo wrote what Cairo 1.16 has no API for: the
/// language of its text (`/Lang`, read by screen readers) and an sRGB output intent, so that a
/// print shop's RIP knows what the RGB values mean.
///
/// It appends an incremental update (PDF 1.7, 7.5.6): for the intent, the ICC profile as a
/// stream and an `/OutputIntent` dictionary naming it; the document catalog again with the
/// additions; a cross-reference section for those objects and a trailer whose `/Prev` points
/// at Cairo's own. Nothing before the update moves, so Cairo's offsets stay valid.
enum PDFCatalogUpdate {
    /// `pdf` with `language` (a BCP 47 tag) as its `/Lang` and, with `sRGBOutputIntent`, the
    /// intent; `pdf` itself when there is neither.
    static func adding(language: String?, sRGBOutputIntent: Bool, to pdf: Data) throws -> Data {
        let language = LanguageTag.checked(language)
        guard language != nil || sRGBOutputIntent else { return pdf }
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
        guard let header = pdf.range(of: Data("\n\(root) 0 obj".utf8)) ?? pdf.range(of: Data("\r\(root) 0 obj".utf8)),
              let end = pdf.range(of: Data("endobj".utf8), in: header.upperBound..<pdf.endIndex),
              let close = pdf.range(of: Data(">>".utf8), options: .backwards, in: header.upperBound..<end.lowerBound) else {
            throw failure("no catalog object \(root)")
        }
        let catalog = text(header.upperBound..<close.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines)
        let profile = size, intent = size + 1
        let info = reference(after: "/Info", in: trailer).map { " /Info \($0) 0 R" } ?? ""

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

        let xref = bytes.count
        var section = "xref\n"
        for (first, count) in [(root, 1)] + (sRGBOutputIntent ? [(profile, 2)] : []) {
            section += "\(first) \(count)\n"
            for number in first..<first + count {
                section += String(format: "%010d 00000 n \n", offsets[number] ?? 0)
            }
        }
        section += "trailer\n<< /Size \(size + (sRGBOutputIntent ? 2 : 0)) /Root \(root) 0 R\(info) /Prev \(previous) >>\nstartxref\n\(xref)\n%%EOF\n"
        bytes.append(Data(section.utf8))
        return bytes
    }

    /// The first integer after `key` in `text`.
    private static func reference(after key: String, in text: String) -> Int? {
        guard let range = key.isEmpty ? text.startIndex..<text.startIndex : text.range(of: key) else { return nil }
        let digits = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }.prefix { $0.isNumber }
        return Int(digits)
    }

    private static func failure(_ what: String) -> CairoRendererError {
        .cairoFailure(operation: "add the PDF's language and output intent", status: "unexpected PDF structure: \(what)")
    }
}
