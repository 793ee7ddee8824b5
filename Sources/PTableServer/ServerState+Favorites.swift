import Favorites
import Foundation
import Hummingbird
import Layout

/// The seed's favourites API on the same store as `ptable favorite`:
/// `GET /api/v1/favorites[?favoritedBy=NAME]`, `POST /api/v1/favorites`, `DELETE /api/v1/favorites/{id}`.
extension ServerState {
    func addFavoriteRoutes(to router: RouteRecorder) {
        router.get("/api/v1/favorites") { request, _ in
            let query = try QueryParameters(request.uri.query)
            try query.requireOnly(["favoritedBy"])
            let person = try query["favoritedBy"].map(Self.person)
            let records = try await self.withStore("list") { try await $0.list(by: person) }
            return try Self.json(records, status: .ok)
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
        router.delete("/api/v1/favorites/{id}") { request, context in
            try QueryParameters(request.uri.query).requireOnly([])
            let text = context.parameters.decoded("id")
            guard let id = Int64(text), id > 0, text.allSatisfy(\.isNumber) else {
                throw ServerError.badRequest("a favourite's id is a positive whole number, got \"\(text)\"")
            }
            guard try await self.withStore("remove", { try await $0.remove(id: id) }) else {
                throw ServerError.notFound("no favourite has id \(id)")
            }
            return Response(status: .noContent)
        }
    }

    /// The atomic numbers `person` has favourited (nil when no person is named).
    func favoriteNumbers(of person: String?, in design: Design) async throws -> Set<Int>? {
        guard let name = person else { return nil }
        let person = try Self.person(name)
        let symbols = try await withStore("list") { try await $0.symbols(favoritedBy: person) }
        return Set(design.table.elements.filter { symbols.contains($0.symbol) }.map(\.number))
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
            if case .invalidPerson = error {} else { metrics.recordStoreError(operation: operation) }
            throw error
        }
    }

    /// The body, read up to the configured limit (413 past it) within 10 seconds (408 after).
    private func body(of request: Request) async throws -> Data {
        if let type = request.headers[.contentType], !type.lowercased().hasPrefix("application/json") {
            throw ServerError(.unsupportedMediaType, "a favourite is sent as application/json, got \(type)")
        }
        let limit = configuration.maximumBodySize
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw ServerError(.contentTooLarge, "the request body is \(length) bytes; the limit is \(limit)")
        }
        let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                do {
                    return try await request.body.collect(upTo: limit)
                } catch let error as HTTPError where error.status == .contentTooLarge {
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

    /// A name for `favoritedBy`, by the CLI's rules; 400 when it breaks them.
    static func person(_ name: String) throws -> String {
        do {
            return try FavoritePerson.validated(name)
        } catch let error as FavoritesError {
            throw ServerError.badRequest(error.localizedDescription)
        }
    }

    /// The seed's JSON for records: keys in a fixed order, no escaped slashes.
    static func json(_ value: some Encodable, status: HTTPResponse.Status) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
