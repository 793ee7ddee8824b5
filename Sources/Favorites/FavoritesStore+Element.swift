import ElementData

extension FavoritesStore {
    /// Marks `element` as a favourite of `person`, with the element's own symbol and name.
    public func add(_ element: Element, by person: String) async throws -> (favorite: Favorite, created: Bool) {
        try await add(elementSymbol: element.symbol, elementName: element.name, by: person)
    }

    /// Deletes `person`'s favourite of `element`; false when there was none.
    public func remove(_ element: Element, by person: String) async throws -> Bool {
        try await remove(elementSymbol: element.symbol, by: person)
    }

    /// The symbols `person` favourited, for highlighting them on an artwork.
    public func symbols(favoritedBy person: String) async throws -> Set<String> {
        Set(try await list(by: person).map(\.elementSymbol))
    }

    /// `person`'s favourites as `table` has them: its elements they name, in the table's order,
    /// and the symbols of the others, sorted, which an artwork must say it leaves out (the store
    /// may hold symbols another data file had).
    public func favorites(of person: String, in table: PeriodicTable) async throws -> (elements: [Element], unknownSymbols: [String]) {
        let symbols = try await symbols(favoritedBy: person)
        let elements = table.elements.filter { symbols.contains($0.symbol) }
        let known = Set(elements.map(\.symbol))
        return (elements, symbols.filter { !known.contains($0) }.sorted())
    }
}
