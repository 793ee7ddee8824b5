/// A publication, database or package that values are taken from, as listed in full in
/// `ElementProperties.json` (resolved by the generator from mendeleev's bibliography and the
/// sources periodictable names).
public struct Reference: Codable, Hashable, Sendable {
    /// The citation key values name it by, e.g. `haynes2014crc`.
    public var key: String
    /// `article`, `book`, `misc` or `software`.
    public var type: String
    /// The authors in order, each as the bibliography writes the name (`William M Haynes`), or an
    /// organisation (`IUPAC Commission on Isotopic Abundances and Atomic Weights`).
    public var authors: [String]
    /// The title of the work, e.g. "Atomic Radii in Crystals".
    public var title: String
    /// The year of publication; nil when the bibliography gives none.
    public var year: Int?
    /// The journal an article appeared in; nil for a book, database or package.
    public var journal: String?
    /// The journal volume, as text; nil when not an article or not given.
    public var volume: String?
    /// The issue number.
    public var number: String?
    /// The pages of an article (`573-600`) or the length of a book; nil when not given.
    public var pages: String?
    /// The publisher of a book or database; nil when not given.
    public var publisher: String?
    /// A book's edition, e.g. "97th"; nil when not given.
    public var edition: String?
    /// A package's or database's version, e.g. "1.3.0"; nil when not given.
    public var version: String?
    /// The DOI without its `https://doi.org/` prefix; nil when the work has none.
    public var doi: String?
    /// A web address for the work; nil when it has none (`link` prefers the DOI).
    public var url: String?
    /// A book's ISBN; nil when not given.
    public var isbn: String?
    /// A remark the bibliography adds, e.g. when a web page was read or which part of the work is
    /// used; nil for none.
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
