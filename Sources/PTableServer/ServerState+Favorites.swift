import Favorites
import Foundation
import Hummingbird
import Layout

/// The seed's favourites API, answered as mockapi.io (its host) answers, on the same store as
/// `ptable favorite`: `GET /api/v1/favorites` with mockapi's query forms (see `FavoritesQuery`),
/// `POST /api/v1/favorites` (idempotent per person and element), and `GET`, `PUT` (or `PATCH`) and
/// `DELETE /api/v1/favorites/{id}`. An id with no record is 404 with mockapi's body, `"Not found"`.
extension ServerState {
    func addFavoriteRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/v1/favorites") { request, _ in
            let parameters = try QueryParameters(request.uri.query)
            // As on the elements list: an unknown name gets a suggestion (favouritedBy → favoritedBy).
            try parameters.requireOnly(FavoritesQuery.parameterNames)
            let query = try FavoritesQuery(parameters: parameters.dictionary)
            let records = query.apply(to: try await self.withStore("list") { try await $0.list(by: nil) })
            return try Self.current(records, request: request)
        }
        router.post("/api/v1/favorites") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            let body = try await self.body(of: request)
            let submission = try FavoriteSubmission(json: body, table: self.designs.current.table)
            let (record, created) = try await self.withStore("add") {
                try await $0.add(elementSymbol: submission.element.symbol, elementName: submission.element.name, by: submission.person)
            }
            var response = try Self.json(record, status: created ? .created : .ok)
            response.headers[.location] = "/api/v1/favorites/\(record.id)"
            return response
        }
        router.get("/api/v1/favorites/{id}") { request, context in
            try QueryParameters(request.uri.query).requireOnly([])
            guard let id = Self.favoriteID(context),
                  let record = try await self.withStore("get", { try await $0.favorite(id: id) }) else {
                return try Self.notFound()
            }
            return try Self.current(record, request: request)
        }
        router.put("/api/v1/favorites/{id}") { request, context in try await self.updateFavorite(request, context) }
        router.patch("/api/v1/favorites/{id}") { request, context in try await self.updateFavorite(request, context) }
        router.delete("/api/v1/favorites/{id}") { request, context in
            try QueryParameters(request.uri.query).requireOnly([])
            // mockapi answers a DELETE with the record it removed.
            guard let id = Self.favoriteID(context),
                  let record = try await self.withStore("get", { try await $0.favorite(id: id) }) else {
                return try Self.notFound()
            }
            try Self.requireNoneMatchAllows(changing: id, request: request)
            guard try await self.withStore("remove", { try await $0.remove(id: id) }) else { return try Self.notFound() }
            return try Self.json(record, status: .ok)
        }
    }

    /// `PUT` or `PATCH /api/v1/favorites/{id}`: the record changed as the body says (mockapi
    /// answers both alike); 404 for no such record, 409 when it would duplicate another.
    private func updateFavorite(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        try QueryParameters(request.uri.query).requireOnly([])
        let sent = try await body(of: request)
        guard let id = Self.favoriteID(context),
              let current = try await withStore("get", { try await $0.favorite(id: id) }) else {
            return try Self.notFound()
        }
        try Self.requireNoneMatchAllows(changing: id, request: request)
        let submission = try FavoriteSubmission(json: sent, table: designs.current.table, updating: current)
        do {
            guard let record = try await withStore("update", {
                try await $0.update(id: id, elementSymbol: submission.element.symbol, elementName: submission.element.name,
                                    by: submission.person)
            }) else {
                return try Self.notFound()
            }
            return try Self.json(record, status: .ok)
        } catch let error as FavoritesError {
            if case .duplicateFavorite = error { throw ServerError(.conflict, error.localizedDescription) }
            throw error
        }
    }

    /// The `{id}` of the path as a store id; nil for anything that names no record (mockapi then
    /// answers 404, not 400), `01` included: ids are the text records carry (`"1"`), as on mockapi.
    private static func favoriteID(_ context: BasicRequestContext) -> Int64? {
        let text = context.parameters.decoded("id")
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), let id = Int64(text), id > 0, String(id) == text else { return nil }
        return id
    }

    /// A GET's answer for the list (which always exists, if only as `[]`) or a record that was
    /// found. `If-None-Match: *` asks for it only when there is none (RFC 9110, section 13.1.2),
    /// so that is 304, as on the routes with an `ETag`; a tag names nothing here, none being sent.
    private static func current(_ value: some Encodable, request: Request) throws -> Response {
        guard matchesAny(request.headers[.ifNoneMatch]) else { return try json(value, status: .ok) }
        var headers = HTTPFields()
        headers[.cacheControl] = "no-store"
        return Response(status: .notModified, headers: headers)
    }

    /// 412 when a change of record `id`, which exists, is sent with `If-None-Match: *`: the
    /// client asks for the change only where there is no current record (RFC 9110, section 13.1.2).
    private static func requireNoneMatchAllows(changing id: Int64, request: Request) throws {
        guard matchesAny(request.headers[.ifNoneMatch]) else { return }
        throw ServerError(.preconditionFailed, "favourite \(id) exists, and If-None-Match: * asks that none does")
    }

    /// mockapi's answer for an id with no record: 404 and the JSON string `"Not found"`.
    private static func notFound() throws -> Response {
        try json("Not found", status: .notFound)
    }

    /// The atomic numbers `person` has favourited, and the symbols of their favourites that name
    /// no element of the design's data, sorted (nil when no person is named).
    func favorites(of person: String?, in design: Design) async throws -> (numbers: Set<Int>, unknown: [String])? {
        guard let name = person else { return nil }
        let person = try Self.person(name)
        let favorites = try await withStore("list") { try await $0.favorites(of: person, in: design.table) }
        return (Set(favorites.elements.map(\.number)), favorites.unknownSymbols)
    }

    /// The `X-Unknown-Favorites` value naming `symbols` (favourites the table could not show):
    /// each percent-encoded but for ASCII letters and digits, so any stored text is one legal
    /// header line and a comma inside a symbol cannot split it, joined by `", "`.
    static func unknownFavoritesHeader(_ symbols: [String]) -> String {
        let plain = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return symbols.map { $0.addingPercentEncoding(withAllowedCharacters: plain) ?? "" }.joined(separator: ", ")
    }

    /// Runs `work` on the store, counting its failures by `operation` for `/metrics`; 503 naming
    /// why when there is no store.
    func withStore<T>(_ operation: String, _ work: (any FavoritesStore) async throws -> T) async throws -> T {
        guard let favorites else {
            metrics.recordStoreError(operation: operation)
            throw ServerError(.serviceUnavailable, FavoritesError.noStoreLocation.localizedDescription)
        }
        do {
            return try await work(favorites)
        } catch let error as FavoritesError {
            switch error {
            case .invalidPerson, .duplicateFavorite, .invalidQuery: break
            default: metrics.recordStoreError(operation: operation)
            }
            throw error
        }
    }

    /// The body, read up to the configured limit (413 past it) within 10 seconds (408 after).
    private func body(of request: Request) async throws -> Data {
        // The media type whole, parameters aside: application/json, or a type that says it is JSON (`+json`).
        if let type = request.headers[.contentType],
           case let media = type.prefix(while: { $0 != ";" }).trimmingCharacters(in: .whitespaces).lowercased(),
           media != "application/json", !(media.hasPrefix("application/") && media.hasSuffix("+json")) {
            throw ServerError(.unsupportedMediaType, "a favourite is sent as application/json, got \(type)")
        }
        // JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread as it.
        if let type = request.headers[.contentType], let charset = Self.charset(of: type),
           !["utf-8", "utf8", "us-ascii"].contains(charset.lowercased()) {
            throw ServerError(.unsupportedMediaType, "a favourite is sent as UTF-8 JSON, got charset \"\(charset)\"")
        }
        // Taken as it is: a compressed body would be read as broken JSON.
        if let coding = request.headers[.contentEncoding], coding.lowercased() != "identity" {
            throw ServerError(.unsupportedMediaType, "a favourite is sent without Content-Encoding, got \(coding)")
        }
        let limit = configuration.maximumBodySize
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw ServerError(.contentTooLarge, "the request body is \(length) bytes; the limit is \(limit)")
        }
        let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                do {
                    return try await request.body.collect(upTo: limit)
                } catch let error as HTTPResponseError where error.status == .contentTooLarge {
                    // HTTPError, or NIOTooManyBytesError for a chunked body with no length to check first.
                    throw ServerError(.contentTooLarge, "the request body is over the limit of \(limit) bytes")
                }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(10))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        guard let buffer else { throw ServerError(.requestTimeout, "the request body did not arrive within 10 seconds") }
        return Data(buffer: buffer)
    }

    /// The `charset` parameter of a `Content-Type` value, unquoted; nil when there is none.
    static func charset(of type: String) -> String? {
        for parameter in type.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].lowercased() == "charset" else { continue }
            return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    /// A name for `favoritedBy` as it was sent, spaces and all, as mockapi.io keeps it (see
    /// `FavoritePerson.checked(_:)`); 400 when it breaks the rules for names.
    static func person(_ name: String) throws -> String {
        do {
            return try FavoritePerson.checked(name)
        } catch let error as FavoritesError {
            throw ServerError.badRequest(error.localizedDescription)
        }
    }

    /// A JSON answer no cache keeps (the seed's records, a status): keys in a fixed order, no escaped slashes.
    static func json(_ value: some Encodable, status: HTTPResponse.Status) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
