import Foundation
import Layout

/// A `POST /api/v1/favorites` body: exactly the seed's three keys, strings, naming one
/// element of the served data by a symbol and a name that agree.
struct FavoriteSubmission {
    static let keys = ["favoritedBy", "elementName", "elementSymbol"]

    let person: String
    let element: Element

    init(json: Data, table: PeriodicTable) throws {
        // The strict parser data files use: repeated keys refused, every error placed.
        let document: JSONValue
        do {
            document = try JSONValue.parse(json, source: "the body")
        } catch {
            throw ServerError.badRequest("the body is not JSON (\(error.localizedDescription)); send {\"favoritedBy\": …, \"elementName\": …, \"elementSymbol\": …}")
        }
        guard case let .object(members) = document else {
            throw ServerError.badRequest("the body must be a JSON object with favoritedBy, elementName and elementSymbol, got \(document.kind)")
        }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in fields.keys.sorted() where !Self.keys.contains(key) {
            throw ServerError.badRequest("unknown key \"\(Self.shown(key))\"; a favourite has favoritedBy, elementName and elementSymbol")
        }
        func string(_ key: String) throws -> String {
            guard let value = fields[key] else { throw ServerError.badRequest("missing key \"\(key)\"") }
            guard case let .string(text) = value else { throw ServerError.badRequest("\"\(key)\" must be a string, got \(value.kind)") }
            return text
        }
        let person = try string("favoritedBy")
        let name = try string("elementName")
        let symbol = try string("elementSymbol")
        self.person = try ServerState.person(person)
        let trimmedSymbol = symbol.trimmingCharacters(in: .whitespaces)
        guard let element = table.elements.first(where: { $0.symbol.lowercased() == trimmedSymbol.lowercased() }) else {
            let hint = table.suggestion(for: trimmedSymbol).map { "; did you mean \($0.symbol) (\($0.name))?" } ?? ""
            throw ServerError.badRequest("unknown element symbol \"\(Self.shown(symbol))\"\(hint)")
        }
        guard element.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() else {
            throw ServerError.badRequest("elementName \"\(Self.shown(name))\" does not match elementSymbol \"\(element.symbol)\", which is \(element.name)")
        }
        self.element = element
    }

    /// A value as a message may quote it: one line, at most 40 characters.
    private static func shown(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }.prefix(40))
    }
}
