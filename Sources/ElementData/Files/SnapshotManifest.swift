import Foundation

/// What a snapshot folder's `ptable-snapshot.json` says: which formats, sides, sizes and
/// elements were recorded. Read strictly, with the same limits as the command line, so a
/// manifest cannot ask `snapshot verify` for more work than `--size` or `--elements` could.
///
/// It lives here, beside the strict JSON reader (`JSONValue`) it shares with data and theme
/// files, so every problem names its key with the same care and the fuzz target reaches it.
public struct SnapshotManifest: Equatable, Sendable {
    /// The names each list may hold.
    public static let formatNames = ["svg", "png", "json", "pdf", "ansi"]
    /// The tile sides `sides` may name: the front and the back (the summary side).
    public static let sideNames = ["front", "back"]
    /// The limits of `--size` and `--table-width`.
    public static let tileSizes = 16...2048
    /// The table widths in pixels `tableWidth` may hold, the limits of `--table-width`.
    public static let tableWidths = 256...8192
    /// The most `elements` entries (each element at most once makes 999 the useful bound),
    /// and the longest entry in characters.
    public static let maximumElementCount = 999
    /// The longest `elements` entry in characters.
    public static let maximumQueryLength = 64
    /// Manifests larger than this are refused before they are read.
    public static let maximumFileSize = 256 * 1024

    /// The formats recorded, from `formatNames`; nil (the key left out) records `snapshot record`'s default SVG, PNG and JSON.
    public var formats: [String]?
    /// The sides of each tile recorded, from `sideNames`; nil records the front only.
    public var sides: [String]?
    /// The tile size in pixels, within `tileSizes`; nil records the default 256.
    public var tileSize: Int?
    /// The table's width in pixels, within `tableWidths`; nil records the default 1200.
    public var tableWidth: Int?
    /// Whether the standard table is recorded beside the tiles; nil records it.
    public var table: Bool?
    /// The `--elements` queries (names, symbols, numbers or ranges) recorded; nil records every element.
    public var elements: [String]?
    /// Whether hypothetical elements (past oganesson, such as 119 in the bundled data) are recorded
    /// too; nil leaves them out.
    public var includeHypothetical: Bool?

    /// An empty manifest: every key left out, so each takes the command line's default.
    public init() {}

    /// The manifest in `data`; keys left out stay nil.
    ///
    /// - Throws: `ElementDataError.invalidJSON` or `.notUTF8` for a file that is not JSON, and
    ///   `.invalidElementData(path: source, …)` naming the key for an unknown key, a value of
    ///   the wrong type or one out of range.
    public init(data: Data, source: String) throws {
        let document = try JSONValue.parse(data, source: source)
        guard case let .object(members) = document else {
            throw Self.error(source, "a snapshot manifest must be a JSON object, got \(document.kind)")
        }
        let keys = ["formats", "sides", "tileSize", "tableWidth", "table", "elements", "includeHypothetical"]
        for (key, value) in members {
            guard keys.contains(key) else {
                throw Self.error(source, "unknown key \"\(ElementText.escapedForMessage(key))\"; keys: \(keys.joined(separator: ", "))")
            }
            if case .null = value { continue }
            switch key {
            case "formats": formats = try Self.names(value, key: key, allowed: Self.formatNames, source: source)
            case "sides": sides = try Self.names(value, key: key, allowed: Self.sideNames, source: source)
            case "tileSize": tileSize = try Self.integer(value, key: key, in: Self.tileSizes, source: source)
            case "tableWidth": tableWidth = try Self.integer(value, key: key, in: Self.tableWidths, source: source)
            case "table": table = try Self.boolean(value, key: key, source: source)
            case "includeHypothetical": includeHypothetical = try Self.boolean(value, key: key, source: source)
            default: elements = try Self.queries(value, key: key, source: source)
            }
        }
    }

    private static func error(_ source: String, _ detail: String) -> ElementDataError {
        .invalidElementData(path: source, detail: detail)
    }

    private static func integer(_ value: JSONValue, key: String, in range: ClosedRange<Int>, source: String) throws -> Int {
        guard case let .number(number) = value, number == number.rounded(), number.isFinite else {
            throw error(source, "\"\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(describe(value))")
        }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(source, "\"\(key)\" must be from \(range.lowerBound) to \(range.upperBound), got \(describe(value))")
        }
        return Int(number)
    }

    private static func boolean(_ value: JSONValue, key: String, source: String) throws -> Bool {
        guard case let .bool(flag) = value else {
            throw error(source, "\"\(key)\" must be true or false, got \(describe(value))")
        }
        return flag
    }

    /// A non-empty list of known names, each once, in the order given.
    private static func names(_ value: JSONValue, key: String, allowed: [String], source: String) throws -> [String] {
        guard case let .array(items) = value, !items.isEmpty else {
            throw error(source, "\"\(key)\" must be a non-empty list of \(allowed.joined(separator: ", ")), got \(describe(value))")
        }
        var names: [String] = []
        for (index, item) in items.enumerated() {
            guard case let .string(name) = item, allowed.contains(name) else {
                throw error(source, "\"\(key)[\(index)]\" must be one of \(allowed.joined(separator: ", ")), got \(describe(item))")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func queries(_ value: JSONValue, key: String, source: String) throws -> [String] {
        guard case let .array(items) = value, !items.isEmpty, items.count <= maximumElementCount else {
            throw error(source, "\"\(key)\" must be a list of 1 to \(maximumElementCount) symbols, names or numbers, got \(describe(value))")
        }
        return try items.enumerated().map { index, item in
            guard case let .string(query) = item, !query.allSatisfy(\.isWhitespace), query.count <= maximumQueryLength else {
                throw error(source, "\"\(key)[\(index)]\" must be a symbol, name or number of at most \(maximumQueryLength) characters, got \(describe(item))")
            }
            return query
        }
    }

    /// The value as a message quotes it: short strings and numbers as written, else the kind.
    private static func describe(_ value: JSONValue) -> String {
        switch value {
        // A JSON literal, as the file has it: `quoted` escapes the controls itself.
        case let .string(text): JSONValue.quoted(text.count > 60 ? text.prefix(59) + "…" : text)
        case let .number(number): number.isFinite ? JSONValue.format(number) : "a number out of range"
        case let .array(items): "a list of \(items.count)"
        default: value.kind
        }
    }
}
