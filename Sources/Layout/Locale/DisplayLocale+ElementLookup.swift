import ElementData

public extension DisplayLocale {
    /// The element `query` names in `table`: a symbol, a name or a number as
    /// `PeriodicTable.requireElement(matching:)` finds them, or else the element's name in this
    /// language in any case (`eisen` with German, `鉄` with Japanese).
    ///
    /// - Throws: the table's own error (with its suggestion) when neither names an element.
    func requireElement(matching query: String, in table: PeriodicTable) throws -> Element {
        do {
            return try table.requireElement(matching: query)
        } catch {
            let key = query.trimmingCharacters(in: .whitespaces).lowercased()
            guard !isEnglish, !key.isEmpty, let found = table.elements.first(where: { name(of: $0).lowercased() == key }) else {
                throw error
            }
            return found
        }
    }
}
