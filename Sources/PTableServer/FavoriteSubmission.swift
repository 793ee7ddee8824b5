import Favorites
import Foundation
import Layout

/// A favourite's body: `POST /api/v1/favorites` sends the seed's three keys, strings, naming one
/// element of the served data by a symbol and a name that agree. `PUT /api/v1/favorites/{id}`
/// sends any of them (the others keep the record's values, as mockapi merges) and may send the
/// whole record back, `id` and `createdAt` included, which the server keeps as they are.
/// A POST may carry `id` and `createdAt` too (an app that encodes its whole record type, or
/// posts a record it read): mockapi makes both itself and so does this server, ignoring them;
/// other keys it leaves out of the record.
struct FavoriteSubmission {
    static let keys = ["favoritedBy", "elementName", "elementSymbol"]
    /// The keys a body may hold: the seed's three, and the two the server makes itself.
    static let acceptedKeys = Set(keys + ["id", "createdAt"])

    let person: String
    let element: Element

    /// - Parameter current: the record a PUT changes; nil for a POST, which needs every key.
    init(json: Data, table: PeriodicTable, updating current: Favorite? = nil) throws {
        // The strict parser data files use: repeated keys refused, every error placed.
        let document: JSONValue
        let expected = #"send {"favoritedBy": …, "elementName": …, "elementSymbol": …}"#
        guard !json.isEmpty else { throw ServerError.badRequest("the body is empty; \(expected)") }
        do {
            document = try JSONValue.parse(json, source: "the body")
        } catch {
            // Its message names the body: "the body is not valid JSON: line 1, column 9: …".
            throw ServerError.badRequest("\(error.localizedDescription); \(expected)")
        }
        guard case let .object(members) = document else {
            throw ServerError.badRequest("the body must be a JSON object with favoritedBy, elementName and elementSymbol, got \(document.kind)")
        }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let unknown = fields.keys.sorted().filter { !Self.acceptedKeys.contains($0) }
        // A POST's other keys are left out of the record, as an app that posts its whole element
        // model sends them (a student's sent `spectral_img`; mockapi stored it). A PUT that names
        // only what it changes is refused one: a misspelt key would otherwise change nothing.
        if current != nil, let key = unknown.first {
            throw ServerError.badRequest("unknown key \"\(Self.shown(key))\"; a favourite has favoritedBy, elementName and elementSymbol")
        }
        func string(_ key: String) throws -> String? {
            guard let value = fields[key] else {
                let others = unknown.isEmpty ? "" : " (the body has " + unknown.map { "\"\(Self.shown($0))\"" }.joined(separator: ", ")
                    + ", not a favourite's key)"
                if current == nil { throw ServerError.badRequest("missing key \"\(key)\"\(others)") }
                return nil
            }
            guard case let .string(text) = value else { throw ServerError.badRequest("\"\(key)\" must be a string, got \(value.kind)") }
            return text
        }
        if let current {
            try Self.checkUnchanged(fields["id"], "id", is: String(current.id), number: Double(current.id))
            try Self.checkUnchangedTime(fields["createdAt"], current.createdAt)
        }
        let person = try string("favoritedBy")
        let name = try string("elementName")
        let symbol = try string("elementSymbol")
        self.person = try ServerState.person(person ?? current?.favoritedBy ?? "")
        element = try Self.element(symbol: symbol, name: name, current: current, in: table)
    }

    /// The element the symbol and the name name (both, and agreeing, for a POST); for a PUT, the
    /// one given decides and the other follows it.
    private static func element(symbol: String?, name: String?, current: Favorite?, in table: PeriodicTable) throws -> Element {
        if let symbol {
            let trimmedSymbol = symbol.trimmingCharacters(in: .whitespaces)
            guard let element = table.elements.first(where: { $0.symbol.lowercased() == trimmedSymbol.lowercased() }) else {
                if let name, let element = swapped(elementSymbol: trimmedSymbol, elementName: name, in: table) { return element }
                let hint = table.suggestion(for: trimmedSymbol).map { "; did you mean \($0.symbol) (\($0.name))?" } ?? ""
                throw ServerError.badRequest("unknown element symbol \"\(shown(symbol))\"\(hint)")
            }
            if let name, table.element(named: name.trimmingCharacters(in: .whitespaces))?.number != element.number {
                throw ServerError.badRequest("elementName \"\(shown(name))\" does not match elementSymbol \"\(element.symbol)\", which is \(element.name)")
            }
            return element
        }
        if let name {
            guard let element = table.element(named: name.trimmingCharacters(in: .whitespaces)) else {
                throw ServerError.badRequest("unknown elementName \"\(shown(name))\"")
            }
            return element
        }
        guard let current, let element = table.elements.first(where: { $0.symbol == current.elementSymbol }) else {
            throw ServerError.badRequest("the record's element \(current?.elementSymbol ?? "") is not in the served data")
        }
        return element
    }

    /// The element whose name is in `elementSymbol` and whose symbol is in `elementName`; nil
    /// when they name no one element. The assignment asks for "your own name, and the symbol and
    /// name of the element" for favoritedBy, elementName and elementSymbol "respectively", so an
    /// app written to the letter sends them this way round (mockapi stored it as sent); the record
    /// keeps each in its own field.
    private static func swapped(elementSymbol sentName: String, elementName sentSymbol: String, in table: PeriodicTable) -> Element? {
        let symbol = sentSymbol.trimmingCharacters(in: .whitespaces).lowercased()
        return table.element(named: sentName).flatMap { $0.symbol.lowercased() == symbol ? $0 : nil }
    }

    /// A PUT may echo `id` back, as a decoded record re-encoded does, but not change it.
    private static func checkUnchanged(_ value: JSONValue?, _ key: String, is text: String, number: Double) throws {
        switch value {
        case nil: return
        case let .string(given) where given == text: return
        case let .number(given) where given == number: return
        default: throw ServerError.badRequest("\(key) cannot be changed; it stays \(text)")
        }
    }

    /// `createdAt` echoed back as an app's date encoding writes the record's time: ISO 8601 to
    /// the precision it is written in (Swift's `.iso8601` drops the milliseconds), or a number of
    /// seconds since 2001 (`JSONEncoder`'s default), seconds or milliseconds since 1970; it
    /// cannot be changed.
    private static func checkUnchangedTime(_ value: JSONValue?, _ time: Date) throws {
        let seconds = time.timeIntervalSince1970
        switch value {
        case nil: return
        case let .string(given):
            guard let date = FavoriteTime.date(from: given) else { break }
            let wholeSeconds = !given.contains(".")
            if date == time || (wholeSeconds && date.timeIntervalSince1970 == seconds.rounded(.down)) { return }
        case let .number(given):
            let readings = [given + Date.timeIntervalBetween1970AndReferenceDate, given, given / 1000]
            if readings.contains(where: { abs($0 - seconds) < 0.0005 }) { return }
        default: break
        }
        throw ServerError.badRequest("createdAt cannot be changed; it stays \(FavoriteTime.string(from: time))")
    }

    /// A value as a message may quote it: one line, its controls escaped, at most 40 characters.
    private static func shown(_ text: String) -> String {
        ElementText.escapedForMessage(text, limit: 40)
    }
}
