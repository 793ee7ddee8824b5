import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationCompat
@testable import PTableServer

/// The server's router driven in-process (HummingbirdTesting's `.router`): no socket, no child
/// process, for the route tests where the wiring to the network is not the point.
enum InProcessServer {
    /// Runs `body` against a server made from `configuration`, then stops its render threads.
    static func test<Value: Sendable>(
        _ configuration: ServerConfiguration = ServerConfiguration(version: "test", logsRequests: false),
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await test(PTableServer(configuration: configuration), body)
    }

    /// Runs `body` against `server`'s router, then stops the server's render threads.
    static func test<Value: Sendable>(
        _ server: PTableServer,
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        do {
            let value = try await Application(router: server.makeRouter()).test(.router) { client in try await body(client) }
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }
}

extension TestResponse {
    var data: Data { Data(buffer: body) }
    /// The `error` of a JSON error body.
    var errorMessage: String? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["error"] as? String
    }
}
