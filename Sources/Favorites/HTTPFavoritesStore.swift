import Foundation

/// A favourites endpoint of the seed app's shape, for `--endpoint URL`:
/// `POST URL` with `{"favoritedBy", "elementName", "elementSymbol"}` answers the new record,
/// `GET URL` answers every record (filtered by person here, on the client), `DELETE URL/ID`
/// removes one.
///
/// Each request has a timeout and is tried once more when the connection fails; an endpoint that
/// cannot be reached or answers an error status is one `FavoritesError` line.
public struct HTTPFavoritesStore: FavoritesStore {
    /// The collection's URL, e.g. `http://127.0.0.1:8080/favorites`.
    public let endpoint: URL
    /// Seconds a request may take before it fails as timed out.
    public let timeout: TimeInterval

    /// A client of `endpoint`; nothing is sent yet.
    public init(endpoint: URL, timeout: TimeInterval = 10) {
        self.endpoint = endpoint
        self.timeout = timeout
    }

    /// The URL in an `--endpoint` value.
    ///
    /// - Throws: `FavoritesError.invalidEndpoint` unless it is an absolute http or https URL with a host.
    public static func endpoint(parsing text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else {
            throw FavoritesError.invalidEndpoint(text)
        }
        return url
    }

    /// Lists the person's records first (the seed's endpoint does not refuse duplicates), then POSTs.
    public func add(elementSymbol: String, elementName: String, by person: String) async throws -> (favorite: Favorite, created: Bool) {
        let person = try FavoritePerson.validated(person)
        if let existing = try await list(by: person).first(where: { $0.elementSymbol == elementSymbol }) {
            return (existing, false)
        }
        let body = try JSONEncoder().encode(["favoritedBy": person, "elementName": elementName, "elementSymbol": elementSymbol])
        let data = try await transport.send(method: "POST", to: endpoint, body: body)
        if let created = try? JSONDecoder().decode(Favorite.self, from: data) {
            return (created, true)
        }
        // Some endpoints answer a POST with no body or a status object: the list then has the record.
        if let created = try await list(by: person).first(where: { $0.elementSymbol == elementSymbol }) {
            return (created, true)
        }
        throw FavoritesError.endpointResponse(url: endpoint.absoluteString, reason: "the new record is neither in the answer nor in the list")
    }

    /// `GET endpoint/ID`; a 404 answer means there is none.
    public func favorite(id: Int64) async throws -> Favorite? {
        let data: Data
        do {
            data = try await transport.send(method: "GET", to: endpoint.appendingPathComponent(String(id)), body: nil)
        } catch FavoritesError.endpointStatus(_, 404, _) {
            return nil
        }
        do {
            return try JSONDecoder().decode(Favorite.self, from: data)
        } catch {
            throw FavoritesError.endpointResponse(url: endpoint.absoluteString, reason: Self.describe(error))
        }
    }

    /// `PUT endpoint/ID` with the seed's three keys, after checking the list for another record
    /// of the pair (the seed's endpoint does not refuse duplicates); a 404 answer means there is none.
    public func update(id: Int64, elementSymbol: String, elementName: String, by person: String) async throws -> Favorite? {
        let person = try FavoritePerson.validated(person)
        if let other = try await list(by: person).first(where: { $0.elementSymbol == elementSymbol && $0.id != id }) {
            throw FavoritesError.duplicateFavorite(person: person, elementSymbol: elementSymbol, id: other.id)
        }
        let body = try JSONEncoder().encode(["favoritedBy": person, "elementName": elementName, "elementSymbol": elementSymbol])
        let data: Data
        do {
            data = try await transport.send(method: "PUT", to: endpoint.appendingPathComponent(String(id)), body: body)
        } catch FavoritesError.endpointStatus(_, 404, _) {
            return nil
        }
        if let updated = try? JSONDecoder().decode(Favorite.self, from: data) { return updated }
        return try await favorite(id: id)
    }

    /// `DELETE endpoint/ID`; a 404 answer means there was none.
    public func remove(id: Int64) async throws -> Bool {
        do {
            _ = try await transport.send(method: "DELETE", to: endpoint.appendingPathComponent(String(id)), body: nil)
            return true
        } catch FavoritesError.endpointStatus(_, 404, _) {
            return false
        }
    }

    /// Deletes each of the person's records of the symbol, found by listing.
    public func remove(elementSymbol: String, by person: String) async throws -> Bool {
        var removed = false
        for favorite in try await list(by: person) where favorite.elementSymbol == elementSymbol {
            removed = try await remove(id: favorite.id) || removed
        }
        return removed
    }

    /// `GET endpoint`, filtered by person here and sorted in `listOrder`.
    public func list(by person: String?) async throws -> [Favorite] {
        let person = try person.map(FavoritePerson.validated)
        let data = try await transport.send(method: "GET", to: endpoint, body: nil)
        let records: [Favorite]
        do {
            records = try JSONDecoder().decode([Favorite].self, from: data)
        } catch {
            throw FavoritesError.endpointResponse(url: endpoint.absoluteString, reason: Self.describe(error))
        }
        return records.filter { person == nil || $0.favoritedBy == person }.sorted(by: Favorite.listOrder)
    }

    private var transport: HTTPTransport { HTTPTransport(timeout: timeout) }

    /// A decoding error in a few words: which key, what was wrong. Foundation's own wording
    /// ("Cannot get value of type String -- found null value instead") is left out: it names
    /// Swift types, and differs between Foundation versions.
    static func describe(_ error: Error) -> String {
        let shape = "not JSON of the expected shape (an array of records)"
        switch error {
        case let DecodingError.keyNotFound(key, _): return "a record has no \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(type, context):
            return context.codingPath.last.map { "\"\($0.stringValue)\" is not \(kind(type))" } ?? shape
        case let DecodingError.valueNotFound(type, context):
            return context.codingPath.last.map { "\"\($0.stringValue)\" is null, not \(kind(type))" } ?? shape
        case let DecodingError.dataCorrupted(context):
            // Favorite's own words ("createdAt \"x\" is not an ISO 8601 time"), or not JSON at all.
            return context.codingPath.isEmpty ? shape : context.debugDescription
        default: return "not JSON"
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int64.Type, is Int.Type: "a whole number"
        case is [Favorite].Type, is [Any].Type: "an array of records"
        default: "a record"
        }
    }
}
