import Foundation
import Hummingbird
import HummingbirdTesting
@testable import PTableServer

/// The favourites routes driven in-process (through `InProcessServer`), with answers read as
/// the seed's JSON.
struct FavoritesRouteClient {
    /// One answer: status, headers and body text.
    struct Answer {
        let status: Int
        let headers: HTTPFields
        let text: String

        func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) }
        /// The body as records.
        func records() throws -> [[String: Any]] { try json() as? [[String: Any]] ?? [] }
        /// The body as one record.
        func record() throws -> [String: Any] { try json() as? [String: Any] ?? [:] }
        /// `{"error": …}`'s message.
        var errorMessage: String? { (try? json() as? [String: Any])?["error"] as? String }
        func header(_ name: String) -> String? { headers.first { $0.name.canonicalName == name.lowercased() }?.value }
    }

    let client: any TestClientProtocol

    /// Runs `body` against a server whose store is `store` (a path or a URL).
    /// `operationTimeout`: far above production's 5 s by default, as in the store's own tests: on
    /// a machine busy with parallel suites and builds, connecting to a new PostgreSQL database
    /// and creating its tables can take longer, and these tests are not about time.
    static func with(store: String?, poolSize: Int = 4, operationTimeout: Duration = .seconds(60),
                     _ body: @escaping @Sendable (FavoritesRouteClient) async throws -> Void) async throws {
        var configuration = ServerConfiguration(port: 0, storePath: store, version: "test", logsRequests: false)
        configuration.storePoolSize = poolSize
        configuration.storeOperationTimeout = operationTimeout
        try await InProcessServer.test(configuration) { client in try await body(FavoritesRouteClient(client: client)) }
    }

    func send(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> Answer {
        var headers = HTTPFields()
        if json != nil { headers[.contentType] = "application/json" }
        return try await client.execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) }) { response in
            Answer(status: Int(response.status.code), headers: response.headers, text: String(buffer: response.body))
        }
    }

    func get(_ uri: String) async throws -> Answer { try await send(.get, uri) }

    /// POSTs a favourite; its answer.
    @discardableResult
    func favorite(_ symbol: String, _ name: String, by person: String) async throws -> Answer {
        try await send(.post, "/api/v1/favorites",
                       json: #"{"favoritedBy": "\#(person)", "elementName": "\#(name)", "elementSymbol": "\#(symbol)"}"#)
    }
}
