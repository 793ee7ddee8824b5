import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
@testable import PTableServer
import PTableTestSupport

/// A server driven in-process through HummingbirdTesting (no socket) whose log lines are
/// collected, and whose state (readiness, metrics) a test may reach.
struct CollectedLogServer: Sendable {
    let server: PTableServer
    private let collected = Locked<[String]>([])

    /// A server on the favourites store at `storePath`, logging in `logFormat`.
    init(storePath: String? = nil, logFormat: LogFormat = .text, cacheLimit: Int = 64 * 1024 * 1024) throws {
        let configuration = ServerConfiguration(port: 0, storePath: storePath, version: "test", cacheLimit: cacheLimit,
                                                logFormat: logFormat)
        let collected = collected
        server = try PTableServer(configuration: configuration,
                                  log: RequestLog(format: logFormat) { line in collected.withLock { $0.append(line) } })
    }

    /// The log lines written so far, newline included.
    var logLines: [String] { collected.value }

    /// The server's shared state (readiness, metrics).
    var state: ServerState { server.state }

    /// Runs `body` with a client of the server's router, then stops the server's render threads.
    func test<Value: Sendable>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await InProcessServer.test(server, body)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The body as a JSON object.
    var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] }
}
