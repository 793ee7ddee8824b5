import ElementData
import Foundation

public extension DisplayLocale {
    /// The element `query` names in `table`: a symbol, a name or a number as
    /// `PeriodicTable.requireElement(matching:)` finds them, or else the element's name in this
    /// language in any case (`eisen` with German, `鉄` with Japanese), or without its accents when
    /// that names one element only (`αζωτο` and `ΑΖΩΤΟ` for Άζωτο, as Greek capitals are written).
    ///
    /// - Throws: the table's own error (with its suggestion) when neither names an element.
    func requireElement(matching query: String, in table: PeriodicTable) throws -> Element {
        do {
            return try table.requireElement(matching: query)
        } catch {
            let key = PeriodicTable.normalizedQuery(query).lowercased()
            guard !isEnglish, !key.isEmpty else { throw error }
            if let found = table.elements.first(where: { name(of: $0).lowercased() == key }) { return found }
            let folded = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
            let foldedKey = folded(key)
            let unaccented = table.elements.filter { folded(name(of: $0)) == foldedKey }
            guard unaccented.count == 1 else { throw error }
            return unaccented[0]
        }
    }
}
