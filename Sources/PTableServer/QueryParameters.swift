import ElementData
import Layout
import Foundation

/// A request's query string, decoded strictly: each name at most once, valid percent escapes,
/// `+` as a space. Every value is text; nothing here ever names a file the server reads.
struct QueryParameters: Sendable {
    private var values: [String: String] = [:]
    private var order: [String] = []

    /// Parses `query` (the part after `?`, without it).
    init(_ query: String?) throws {
        guard let query, !query.isEmpty else { return }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = parts.count > 1 ? try Self.decode(parts[1]) : ""
            guard !name.isEmpty else { throw ServerError.badRequest("query parameter without a name: \"\(pair)\"") }
            // The cache-buster jQuery's `cache: false` and many clients add (`?_=1700000000000`)
            // names nothing: every route ignores it, as mockapi.io does, rather than refusing it.
            if name == Self.cacheBuster { continue }
            guard values[name] == nil else {
                throw ServerError.badRequest("query parameter \"\(name)\" is given more than once")
            }
            values[name] = value
            order.append(name)
        }
    }

    /// The parameter a client adds only to defeat caches.
    static let cacheBuster = "_"

    /// Every parameter by name.
    var dictionary: [String: String] { values }

    /// The value of `name`, if given.
    subscript(name: String) -> String? { values[name] }

    /// Refuses any parameter not in `known`, suggesting the closest known name.
    func requireOnly(_ known: [String]) throws {
        for name in order where !known.contains(name) {
            let hint = EditDistance.closest(to: name, among: known, within: 2).map { "; did you mean \"\($0)\"?" } ?? ""
            let list = known.isEmpty ? "none" : known.joined(separator: ", ")
            throw ServerError.badRequest("unknown query parameter \"\(name)\"\(hint) (this path takes: \(list))")
        }
    }

    /// `name` as a whole number in `range`, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, describedAs unit: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw ServerError.badRequest("\(name) must be between \(range.lowerBound) and \(range.upperBound)\(unit), got \"\(text)\"")
        }
        return value
    }

    /// `name` as a finite length on paper in millimetres (`3`, `3mm`, `0.125in`, `9pt`), or nil
    /// when absent.
    func millimetres(_ name: String) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let millimetres = PrintLength.millimetres(text), millimetres.isFinite else {
            throw ServerError.badRequest("\(name) must be \(PrintLength.expected), got \"\(text)\"")
        }
        return millimetres
    }

    /// `name` as true (`true`, `1`, `yes`, or empty) or false (`false`, `0`, `no`), or nil when absent.
    func flag(_ name: String) throws -> Bool? {
        guard let text = values[name] else { return nil }
        switch text.lowercased() {
        case "", "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw ServerError.badRequest("\(name) must be true or false, got \"\(text)\"")
        }
    }

    /// `name` as one of `Choice`'s raw values (any case), or nil when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, as type: Choice.Type) throws -> Choice?
    where Choice.RawValue == String {
        guard let text = values[name] else { return nil }
        if let value = Choice(rawValue: text.lowercased()) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let hint = EditDistance.closest(to: text, among: names, within: 2).map { "; did you mean \"\($0)\"?" } ?? ""
        let choices = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        throw ServerError.badRequest("\(name) must be \(choices), got \"\(text)\"\(hint)")
    }

    /// `+` as a space and `%XX` escapes as bytes, which must then be UTF-8 without control
    /// characters; anything else is a 400 naming the text.
    private static func decode(_ text: Substring) throws -> String {
        guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
            // Foundation only says no: a malformed escape is told apart from bytes that are not UTF-8.
            let escapesAreWellFormed = text.wholeMatch(of: /(?:[^%]|%[0-9A-Fa-f]{2})*/) != nil
            throw ServerError.badRequest(escapesAreWellFormed ? "query is not UTF-8 after decoding: \"\(text)\""
                                                             : "query has a bad percent escape: \"\(text)\"")
        }
        guard !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ServerError.badRequest("query has a control character: \"\(text)\"")
        }
        return decoded
    }
}
