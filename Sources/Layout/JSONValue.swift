import Foundation

/// A JSON document as a tree, for formats that are read strictly and written in a fixed key order.
///
/// Objects keep their members in order as pairs; reading a document keeps no order, writing
/// writes the pairs as given, two spaces an indent, one member a line.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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

    /// The member named `key` of an object, if any.
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the value is, for error messages: "a number", "an object".
    var kind: String {
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
    static func parse(_ data: Data, source: String) throws -> JSONValue {
        guard String(data: data, encoding: .utf8) != nil else { throw LayoutError.notUTF8(path: source) }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw LayoutError.invalidJSON(path: source, detail: JSONSyntaxError.describe(error, in: data))
        }
        do {
            return try JSONDecoder().decode(Decoded.self, from: data).value
        } catch {
            throw LayoutError.invalidJSON(path: source, detail: "unreadable JSON value")
        }
    }

    /// The document as text: pretty-printed, members in their given order, ending in a newline.
    var formatted: String {
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
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default:
                if scalar.value < 0x20 {
                    text += String(format: "\\u%04x", scalar.value)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    /// Decodes any JSON value, telling booleans from numbers.
    private struct Decoded: Decodable {
        var value: JSONValue

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = .null
            } else if let bool = try? container.decode(Bool.self) {
                value = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                value = .number(number)
            } else if let string = try? container.decode(String.self) {
                value = .string(string)
            } else if let array = try? container.decode([Decoded].self) {
                value = .array(array.map(\.value))
            } else {
                let object = try container.decode([String: Decoded].self)
                value = .object(object.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value) })
            }
        }
    }
}
