import Foundation

/// A list query in mockapi.io's forms, as the seed's host answers them: `?FIELD=TEXT` keeps
/// records whose field contains the text, `?search=TEXT` those where a searched field does,
/// `?sortBy=FIELD&order=asc|desc` sorts, `?page=P&limit=N` cuts out page P of N records
/// (`limit` alone is the first page; a page past the end is empty).
///
/// Matching ignores case and compares text in NFC, so "ann", "Ann" and "ANN" find Ann; sorting
/// never depends on the machine's locale (see ``ListQueryRecord/precedes(_:by:)``), a record
/// without the value comes last in either order, and equal keys keep the record's default order,
/// so the same records always come back in the same order.
public struct ListQuery<Record: ListQueryRecord>: Sendable, Equatable {
    /// A record's fields, as the JSON names them.
    public typealias Field = Record.Field

    /// Field filters (`?favoritedBy=ann`): every one must match.
    public var filters: [Field: String] = [:]
    /// `?search=`: text that some searched field of a record contains.
    public var search: String?
    /// `?sortBy=`: the field to sort by; records come in the record's default order without it.
    public var sortBy: Field?
    /// `?order=desc`.
    public var descending = false
    /// `?page=` (from 1).
    public var page: Int?
    /// `?limit=`: records per page.
    public var limit: Int?

    /// The query parameter names this query takes: the record's fields, then mockapi's own.
    public static var parameterNames: [String] {
        Record.queryFields.map(\.rawValue) + ["search", "sortBy", "order", "page", "limit"]
    }

    /// Every record, in the default order.
    public init() {}

    /// The query `parameters` spell (names as in `parameterNames`).
    ///
    /// - Throws: `FavoritesError.invalidQuery` for an unknown name, a `sortBy` that is no field to
    ///   sort by, an `order` other than asc/desc, a `page` or `limit` that is not a whole number
    ///   from 1, or a `page` without `limit`.
    public init(parameters: [String: String]) throws {
        for name in parameters.keys.sorted() where !Self.parameterNames.contains(name) {
            throw FavoritesError.invalidQuery(
                "unknown query parameter \"\(name)\"; \(Record.listName) takes \(Self.parameterNames.joined(separator: ", "))")
        }
        for field in Record.queryFields {
            if let value = parameters[field.rawValue] { filters[field] = value }
        }
        search = parameters["search"]
        sortBy = try parameters["sortBy"].map(Self.sortField)
        descending = try parameters["order"].map(Self.isDescending) ?? false
        page = try Self.count("page", in: parameters)
        limit = try Self.count("limit", in: parameters)
        if page != nil && limit == nil {
            throw FavoritesError.invalidQuery("page needs limit, the number of records on a page (?page=2&limit=10)")
        }
    }

    /// The records this query keeps, in its order, cut to its page.
    public func apply(to records: [Record]) -> [Record] {
        let needles = filters.mapValues(Self.folded)
        let searched = search.map(Self.folded)
        let kept = records.enumerated().filter { _, record in
            needles.allSatisfy { field, needle in Self.text(of: record, field, contains: needle) }
                && searched.map { needle in Record.searchedFields.contains { Self.text(of: record, $0, contains: needle) } } ?? true
        }
        return cut(kept.sorted(by: precedes).map(\.element))
    }

    /// Whether the field holds `needle` (already `folded`); an empty needle matches every record.
    static func text(of record: Record, _ field: Field, contains needle: String) -> Bool {
        needle.isEmpty || record.text(of: field).map { folded($0).range(of: needle) != nil } ?? false
    }

    /// `text` in NFC with case folded, locale-free, for "contains, ignoring case".
    static func folded(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    /// By `sortBy` (or the default order), then by the default order ascending, then as given;
    /// `order=desc` alone reverses the order records are given in when there is no default.
    private func precedes(_ first: (offset: Int, element: Record), _ second: (offset: Int, element: Record)) -> Bool {
        if let field = sortBy ?? Record.defaultOrder, let order = order(first.element, second.element, by: field) {
            return order
        }
        if sortBy != nil, let field = Record.defaultOrder, let order = first.element.precedes(second.element, by: field) {
            return order
        }
        return (first.offset < second.offset) != (sortBy == nil && Record.defaultOrder == nil && descending)
    }

    /// Whether `first` comes before `second` by `field` in this query's direction, nil when they
    /// tie. A record without the value comes after one with it either way: the list sorted by
    /// melting point, highest first, starts with a melting point.
    private func order(_ first: Record, _ second: Record, by field: Field) -> Bool? {
        switch (first.text(of: field) != nil, second.text(of: field) != nil) {
        case (true, true): first.precedes(second, by: field).map { $0 != descending }
        case (false, false): nil
        case let (firstHasValue, _): firstHasValue
        }
    }

    /// Page `page` (1 without it) of `limit` records; every record without a limit.
    private func cut(_ records: [Record]) -> [Record] {
        guard let limit else { return records }
        let start = ((page ?? 1) - 1).multipliedReportingOverflow(by: limit)
        guard !start.overflow, start.partialValue < records.count else { return [] }
        let end = records.count - start.partialValue <= limit ? records.count : start.partialValue + limit
        return Array(records[start.partialValue..<end])
    }

    private static func sortField(_ name: String) throws -> Field {
        guard let field = Record.queryFields.first(where: { $0.rawValue == name }) else {
            throw FavoritesError.invalidQuery(
                "sortBy \"\(name)\" is not a field to sort by; sort by \(Record.queryFields.map(\.rawValue).joined(separator: ", "))")
        }
        return field
    }

    private static func isDescending(_ order: String) throws -> Bool {
        switch order.lowercased() {
        case "asc": false
        case "desc": true
        default: throw FavoritesError.invalidQuery("order \"\(order)\" is neither asc nor desc")
        }
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
