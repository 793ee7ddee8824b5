import Foundation

/// A parsed JSON value that remembers where it started in the file, so an error about it
/// can name the line and column.
///
/// Not `indirect`: arrays and objects already keep their children on the heap, and boxing
/// every value cost an allocation per number and string of a data file.
enum JSONNode: Sendable {
    case object(JSONNodeObject)
    case array([JSONNode], offset: Int)
    case string(String, offset: Int)
    /// The number as written (`1e300`, `92233720368547758070`) and its nearest `Double`,
    /// which is infinite when the text is out of `Double`'s range.
    case number(text: String, value: Double, offset: Int)
    case bool(Bool, offset: Int)
    case null(offset: Int)

    /// Byte offset of the value's first character.
    var offset: Int {
        switch self {
        case let .object(object): object.offset
        case let .array(_, offset), let .string(_, offset), let .number(_, _, offset),
             let .bool(_, offset), let .null(offset):
            offset
        }
    }

    /// "a string", "an object", "null": how a message names what was found.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A JSON object: its members in file order and a lookup by key. Keys are unique; the
/// parser refuses an object that repeats one.
struct JSONNodeObject: Sendable {
    let members: [(key: String, value: JSONNode)]
    let offset: Int
    /// Each key's position in `members`, built by the parser as it reads.
    let index: [String: Int]

    subscript(key: String) -> JSONNode? {
        index[key].map { members[$0].value }
    }
}

extension JSONNode {
    /// Parses `data` as one JSON document; failures are `ElementDataError`s naming `source` and,
    /// for bad UTF-8 and syntax, the line and column.
    static func parse(_ data: Data, source: String) throws -> JSONNode {
        let bytes = [UInt8](data)
        guard !bytes.isEmpty else {
            throw ElementDataError.invalidJSON(path: source, detail: "the file is empty")
        }
        try JSONSyntaxError.checkUTF8(bytes, source: source)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ElementDataError.invalidJSON(path: source, detail: JSONSyntaxError.describe(error, in: bytes))
        }
    }
}
