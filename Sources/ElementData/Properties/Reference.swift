import Foundation

/// A publication, database or package that values are taken from, as listed in full in
/// `ElementProperties.json` (resolved by the generator from mendeleev's bibliography and the
/// sources periodictable names).
public struct Reference: Codable, Hashable, Sendable {
    /// The citation key values name it by, e.g. `haynes2014crc`.
    public var key: String
    /// `article`, `book`, `misc` or `software`.
    public var type: String
    public var authors: [String]
    public var title: String
    public var year: Int?
    public var journal: String?
    public var volume: String?
    /// The issue number.
    public var number: String?
    public var pages: String?
    public var publisher: String?
    public var edition: String?
    public var version: String?
    public var doi: String?
    public var url: String?
    public var isbn: String?
    public var note: String?

    /// Where to find it: `https://doi.org/…` for a DOI, else the URL, else `ISBN …`.
    public var link: String? {
        if let doi { return "https://doi.org/\(doi)" }
        if let url { return url }
        return isbn.map { "ISBN \($0)" }
    }

    /// The reference in one line: `J. C. Slater, "Atomic Radii in Crystals", The Journal of
    /// Chemical Physics 41(10), 3199 (1964). https://doi.org/10.1063/1.1725697`.
    public var citation: String {
        var text = authorList.isEmpty ? "" : authorList + ", "
        text += "\"\(title)\""
        if let journal {
            text += ", \(journal)"
            if let volume { text += " \(volume)" + (number.map { "(\($0))" } ?? "") }
            if let pages { text += ", \(pages)" }
        } else {
            let details = [edition.map { "\($0) ed." }, version.map { "version \($0)" }, publisher].compactMap { $0 }
            if !details.isEmpty { text += ", " + details.joined(separator: ", ") }
        }
        if let year { text += " (\(year))" }
        text += "."
        if let link { text += " \(link)" }
        return text
    }

    /// A short form for footers: `Haynes, CRC Handbook of Chemistry and Physics, 95th ed. (2014)`,
    /// `Slater, Atomic Radii in Crystals (1964)`; the first author's surname, "et al." after it
    /// when there are more.
    public var shortCitation: String {
        let surname = authors.first.map { name in
            name.hasPrefix("IUPAC") || name.hasSuffix("contributors") ? name : String(name.split(separator: " ").last ?? "")
        }
        let who = surname.map { $0 + (authors.count > 1 ? " et al." : "") + ", " } ?? ""
        let edition = self.edition.map { ", \($0) ed." } ?? ""
        return who + title + edition + (year.map { " (\($0))" } ?? "")
    }

    /// Up to three authors, then "et al.".
    private var authorList: String {
        authors.count > 3 ? authors[0] + " et al." : authors.joined(separator: ", ")
    }
}
