import ElementData
import Foundation

public extension DisplayLocale {
    /// The element `query` names in `table`: a symbol, a name or a number as
    /// `PeriodicTable.requireElement(matching:)` finds them, or else the element's name in this
    /// language in any case (`eisen` with German, `鉄` with Japanese), or without its accents when
    /// that names one element only (`αζωτο` and `ΑΖΩΤΟ` for Άζωτο, as Greek capitals are written).
    ///
    /// - Throws: the table's own error (with its suggestion) when neither names an element, or,
    ///   when the query is an element's name in other bundled languages only (`Natrium` in
    ///   English), an error that names the element and those languages.
    func requireElement(matching query: String, in table: PeriodicTable) throws -> Element {
        do {
            return try table.requireElement(matching: query)
        } catch {
            let key = PeriodicTable.normalizedQuery(query).lowercased()
            if let found = element(named: key, in: table) { return found }
            throw otherLanguagesError(for: query, key: key, in: table) ?? error
        }
    }
}

private extension DisplayLocale {
    /// The element whose name in this language is `key` (lowercased), in any case, or without
    /// accents when that leaves one element; nil in English, whose names the table looks up.
    func element(named key: String, in table: PeriodicTable) -> Element? {
        guard !isEnglish, !key.isEmpty else { return nil }
        if let found = table.elements.first(where: { name(of: $0).lowercased() == key }) { return found }
        let folded = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let foldedKey = folded(key)
        let unaccented = table.elements.filter { folded(name(of: $0)) == foldedKey }
        return unaccented.count == 1 ? unaccented[0] : nil
    }

    /// The error for a query that is one element's name in other bundled languages only
    /// (`Natrium`, `Kalium`, `Eisen` asked for in English): the table's nearest spelling would be
    /// a wrong guess (Yttrium for Natrium), so the message names the element and the languages
    /// instead. Nil when no other language names an element so, or they name different ones.
    func otherLanguagesError(for query: String, key: String, in table: PeriodicTable) -> ElementDataError? {
        // Longer than any element's name: not worth reading the other languages for.
        guard !key.isEmpty, key.count <= 40 else { return nil }
        var found: Element?
        var codes: [String] = []
        for code in Self.supportedCodes where code != self.code {
            // Only a name as that language writes it: an unaccented match would credit Spanish
            // (Sodio) with the Portuguese Sódio.
            guard let other = try? Self.bundled(code),
                  let element = table.elements.first(where: { other.name(of: $0).lowercased() == key }) else { continue }
            if let found, found.number != element.number { return nil }
            found = element
            codes.append(code)
        }
        guard let found else { return nil }
        return .noElementMatching(query,
                                  hint: "did you mean \(name(of: found))? that is its name in \(codes.joined(separator: ", "))")
    }
}
