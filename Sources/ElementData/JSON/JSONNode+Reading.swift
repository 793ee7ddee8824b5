/// Plain readings of parsed values for the bundled tables' fast path: each returns nil for
/// anything unexpected, and the caller then decodes with `JSONDecoder` for a precise message.
extension JSONNode {
    var object: JSONNodeObject? { if case let .object(object) = self { object } else { nil } }
    var array: [JSONNode]? { if case let .array(items, _) = self { items } else { nil } }
    var string: String? { if case let .string(text, _) = self { text } else { nil } }
    var bool: Bool? { if case let .bool(value, _) = self { value } else { nil } }
    var isNull: Bool { if case .null = self { true } else { false } }

    /// A number written as a whole number within `Int`'s range.
    var integer: Int? { if case let .number(text, _, _) = self { Int(text) } else { nil } }

    /// A finite number.
    var double: Double? {
        if case let .number(_, value, _) = self, value.isFinite { value } else { nil }
    }

    /// An array of strings, nil when any item is not one.
    var strings: [String]? {
        guard let items = array else { return nil }
        let texts = items.compactMap(\.string)
        return texts.count == items.count ? texts : nil
    }
}

extension JSONNodeObject {
    /// The value of `key`, treating null like absence (as `decodeIfPresent` does).
    func present(_ key: String) -> JSONNode? {
        guard let value = self[key], !value.isNull else { return nil }
        return value
    }
}
