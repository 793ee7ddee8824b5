import Foundation

/// A favourite's fields as the seed's list query reads them (see ``FavoritesQuery``).
extension Favorite: ListQueryRecord {
    /// A record's fields, as the JSON names them.
    public enum Field: String, Sendable, CaseIterable {
        /// The record's id, who favourited the element, the element's name and symbol, and when the record was made.
        case id, favoritedBy, elementName, elementSymbol, createdAt
    }

    /// "the favourites list".
    public static var listName: String { "the favourites list" }
    /// Every field.
    public static var queryFields: [Field] { Field.allCases }
    /// The record's words and its id, not its time.
    public static var searchedFields: [Field] { [.id, .favoritedBy, .elementName, .elementSymbol] }
    /// Id order.
    public static var defaultOrder: Field? { .id }

    /// The field as the JSON writes it: the id as digits, the time as ISO 8601 text.
    public func text(of field: Field) -> String? {
        switch field {
        case .id: String(id)
        case .favoritedBy: favoritedBy
        case .elementName: elementName
        case .elementSymbol: elementSymbol
        case .createdAt: FavoriteTime.string(from: createdAt)
        }
    }

    /// Ids by number, times by time, text by Unicode code point (upper case before lower case,
    /// the same on every machine).
    public func precedes(_ other: Favorite, by field: Field) -> Bool? {
        switch field {
        case .id: id == other.id ? nil : id < other.id
        case .createdAt: createdAt == other.createdAt ? nil : createdAt < other.createdAt
        default: Self.codePointOrder(text(of: field) ?? "", other.text(of: field) ?? "")
        }
    }
}
