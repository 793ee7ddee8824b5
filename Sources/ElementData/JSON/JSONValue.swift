import Foundation

/// A JSON document as a tree, for formats that are read strictly and written in a fixed key order.
///
/// Objects keep their members in order as pairs; reading a document keeps no order, writing
/// writes the pairs as given, two spaces an indent, one member a line.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// What the value is, for error messages: "a number", "an object".
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses a JSON document; a syntax error says where, as `invalidJSON(path: source, …)`.
    ///
    /// Uses the same strict parser as element data (`JSONParser`: UTF-8 checked, nesting and
    /// size limited, repeated keys refused, positions in every message). Object members come
    /// back sorted by key.
    package static func parse(_ data: Data, source: String) throws -> JSONValue {
        JSONValue(try JSONNode.parse(data, source: source))
    }

    /// The tree without positions.
    init(_ node: JSONNode) {
        switch node {
        case .null: self = .null
        case let .bool(value, _): self = .bool(value)
        case let .number(_, value, _): self = .number(value)
        case let .string(value, _): self = .string(value)
        case let .array(items, _): self = .array(items.map(JSONValue.init))
        case let .object(object):
            self = .object(object.members.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        }
    }

    /// The document as text: pretty-printed, members in their given order, ending in a newline.
    package var formatted: String {
        var text = ""
        write(to: &text, indent: 0)
        return text + "\n"
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .number(value): text += Self.format(value)
        case let .string(value): text += Self.quoted(value)
        case let .array(items):
            // Arrays of plain values fit on one line: "belowCenter": ["name", "mass"].
            if items.allSatisfy(\.isScalar) {
                text += "[" + items.map(\.formattedScalar).joined(separator: ", ") + "]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                item.write(to: &text, indent: indent + 1)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case let .object(members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += String(repeating: "  ", count: indent + 1) + Self.quoted(member.key) + ": "
                member.value.write(to: &text, indent: indent + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private var formattedScalar: String {
        var text = ""
        write(to: &text, indent: 0)
        return text
    }

    /// Whole numbers without a fraction, others in the shortest form that reads back the same.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    package static func quoted(_ string: String) -> String {
        let escaped = string.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            // C0 and C1 controls, line separators and bidi controls as escapes: the text is
            // shown on terminals, and a log collector splits its lines at U+2028 too.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                String(format: "\\u%04x", scalar.value)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
