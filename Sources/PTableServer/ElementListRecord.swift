import Favorites
import Layout

/// An element as its record in the seed's list, for the list's mockapi.io query forms
/// (`?symbol=Na`, `?search=`, `?sortBy=melt&order=desc`, `?page=2&limit=10`): numbers sort as
/// numbers and match as the JSON writes them (`?number=1` is "contains", as on mockapi: 1, 10…19,
/// 21…), strings sort by code point. The arrays and the photograph are neither filtered nor sorted by.
struct ElementListRecord: ListQueryRecord {
    typealias Field = Element.CodingKeys

    let element: Element
    private let values: [Field: ElementRecordValue]

    init(_ element: Element) {
        self.element = element
        values = Dictionary(uniqueKeysWithValues: ElementRecords.values(of: element))
    }

    static var listName: String { "the elements list" }

    /// The record's string and number keys, in its order.
    static let queryFields: [Field] = emptyRecord.compactMap { key, value in
        switch value {
        case .text, .number: key
        case .numbers, .image: nil
        }
    }

    /// The record's strings, as mockapi's `search` looks in: names, words, URLs and the summary.
    static let searchedFields: [Field] = emptyRecord.compactMap { key, value in
        if case .text = value { key } else { nil }
    }

    /// The record of an element with nothing but a name, number, symbol and place: which kind of
    /// value a key holds does not depend on the element.
    private static let emptyRecord = ElementRecords.values(of: Element(name: "", number: 0, symbol: "", xpos: 0, ypos: 0))

    /// The data's order (by atomic number in the bundled data).
    static var defaultOrder: Field? { nil }

    func text(of field: Field) -> String? {
        switch values[field] {
        case let .text(text): text
        case let .number(number): number.map(ElementRecords.number)
        default: nil
        }
    }

    func precedes(_ other: ElementListRecord, by field: Field) -> Bool? {
        if case let .number(first?) = values[field], case let .number(second?) = other.values[field] {
            return first == second ? nil : first < second
        }
        return Self.codePointOrder(text(of: field) ?? "", other.text(of: field) ?? "")
    }
}
