/// A record a ``ListQuery`` filters, searches and sorts: each field as the record's JSON writes it.
public protocol ListQueryRecord {
    /// A field of the record, as the JSON names it.
    associatedtype Field: RawRepresentable, Hashable, Sendable where Field.RawValue == String

    /// How an error names the list, e.g. "the favourites list".
    static var listName: String { get }
    /// The fields a query may filter and sort by, in the order an error lists them.
    static var queryFields: [Field] { get }
    /// The fields `?search=` looks in.
    static var searchedFields: [Field] { get }
    /// The field records come in order of without `?sortBy=`, and in which equal keys stay; nil
    /// keeps the order they are given in.
    static var defaultOrder: Field? { get }

    /// The field as the JSON writes it (a string without its quotes); nil when it is `null`.
    func text(of field: Field) -> String?

    /// Whether this record's `field` comes before `other`'s, nil when they are equal; both hold a value.
    func precedes(_ other: Self, by field: Field) -> Bool?
}

extension ListQueryRecord {
    /// Whether `first` comes before `second` by Unicode code point, nil when they are equal: an
    /// order that is the same on every machine, whatever its locale.
    public static func codePointOrder(_ first: String, _ second: String) -> Bool? {
        first == second ? nil : first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars)
    }
}
