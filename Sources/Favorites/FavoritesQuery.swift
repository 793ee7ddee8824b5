import Foundation

/// A favourites list query in mockapi.io's forms, the way the seed's favourites host answers them:
/// `?FIELD=TEXT` keeps records whose field contains the text, `?search=TEXT` those where any
/// field does, `?sortBy=FIELD&order=asc|desc` sorts, `?page=P&limit=N` cuts out page P of N records.
///
/// Matching ignores case and compares names in NFC, so "ann", "Ann" and "ANN" find Ann; sorting
/// never depends on the machine's locale (text by code point, ids by number, times by time), and
/// equal keys keep id order, so the same records always come back in the same order.
public struct FavoritesQuery: Sendable, Equatable {
    /// A record's fields, as the JSON names them.
    public enum Field: String, Sendable, CaseIterable {
        /// The record's id, who favourited the element, the element's name and symbol, and when the record was made.
        case id, favoritedBy, elementName, elementSymbol, createdAt
    }

    /// Field filters (`?favoritedBy=ann`): every one must match.
    public var filters: [Field: String] = [:]
    /// `?search=`: text that some field of a record contains.
    public var search: String?
    /// `?sortBy=`: the field to sort by; records come in id order without it.
    public var sortBy: Field?
    /// `?order=desc`.
    public var descending = false
    /// `?page=` (from 1).
    public var page: Int?
    /// `?limit=`: records per page.
    public var limit: Int?

    /// The query parameter names this query takes.
    public static let parameterNames = Field.allCases.map(\.rawValue) + ["search", "sortBy", "order", "page", "limit"]

    /// Every record, in id order.
    public init() {}

    /// The query `parameters` spell (names as in `parameterNames`).
    ///
    /// - Throws: `FavoritesError.invalidQuery` for an unknown name, a `sortBy` that is no field,
    ///   an `order` other than asc/desc, a `page` or `limit` that is not a whole number from 1, or a
    ///   `page` without `limit`.
    public init(parameters: [String: String]) throws {
        for name in parameters.keys.sorted() where !Self.parameterNames.contains(name) {
            throw FavoritesError.invalidQuery(
                "unknown query parameter \"\(name)\"; the favourites list takes \(Self.parameterNames.joined(separator: ", "))")
        }
        for field in Field.allCases {
            if let value = parameters[field.rawValue] { filters[field] = value }
        }
        search = parameters["search"]
        if let name = parameters["sortBy"] {
            guard let field = Field(rawValue: name) else {
                throw FavoritesError.invalidQuery(
                    "sortBy \"\(name)\" is not a field; sort by \(Field.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sortBy = field
        }
        if let order = parameters["order"] {
            switch order.lowercased() {
            case "asc": descending = false
            case "desc": descending = true
            default: throw FavoritesError.invalidQuery("order \"\(order)\" is neither asc nor desc")
            }
        }
        page = try Self.count("page", in: parameters)
        limit = try Self.count("limit", in: parameters)
        if page != nil && limit == nil {
            throw FavoritesError.invalidQuery("page needs limit, the number of records on a page (?page=2&limit=10)")
        }
    }

    /// The records this query keeps, in its order, cut to its page.
    public func apply(to records: [Favorite]) -> [Favorite] {
        let needles = filters.mapValues(Self.folded)
        let searched = search.map(Self.folded)
        var kept = records.filter { record in
            needles.allSatisfy { field, needle in Self.text(of: record, field, contains: needle) }
                && searched.map { needle in Self.searchedFields.contains { Self.text(of: record, $0, contains: needle) } } ?? true
        }
        kept.sort { Self.precedes($0, $1, by: sortBy ?? .id, descending: descending) }
        guard let limit else { return kept }
        let start = ((page ?? 1) - 1).multipliedReportingOverflow(by: limit)
        guard !start.overflow, start.partialValue < kept.count else { return [] }
        let end = kept.count - start.partialValue <= limit ? kept.count : start.partialValue + limit
        return Array(kept[start.partialValue..<end])
    }

    /// The fields `search` looks in: the record's words and its id, not its time.
    static let searchedFields: [Field] = [.id, .favoritedBy, .elementName, .elementSymbol]

    /// A field as the JSON writes it.
    static func text(of record: Favorite, _ field: Field) -> String {
        switch field {
        case .id: String(record.id)
        case .favoritedBy: record.favoritedBy
        case .elementName: record.elementName
        case .elementSymbol: record.elementSymbol
        case .createdAt: FavoriteTime.string(from: record.createdAt)
        }
    }

    /// Whether the field holds `needle` (already `folded`); an empty needle matches every record.
    static func text(of record: Favorite, _ field: Field, contains needle: String) -> Bool {
        needle.isEmpty || folded(text(of: record, field)).range(of: needle) != nil
    }

    /// `text` in NFC with case folded, locale-free, for "contains, ignoring case".
    static func folded(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    private static func precedes(_ first: Favorite, _ second: Favorite, by field: Field, descending: Bool) -> Bool {
        let order: Bool?
        switch field {
        case .id: order = first.id == second.id ? nil : first.id < second.id
        case .createdAt: order = first.createdAt == second.createdAt ? nil : first.createdAt < second.createdAt
        default:
            let (a, b) = (text(of: first, field), text(of: second, field))
            order = a == b ? nil : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
        guard let order else { return first.id < second.id }
        return descending ? !order : order
    }

    private static func count(_ name: String, in parameters: [String: String]) throws -> Int? {
        guard let text = parameters[name] else { return nil }
        // A whole number past the largest integer is still one: a page past the end, a limit over every record.
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
            return Int.max
        }
        guard let value = Int(text), value >= 1 else {
            throw FavoritesError.invalidQuery("\(name) must be a whole number from 1, got \"\(text)\"")
        }
        return value
    }
}
