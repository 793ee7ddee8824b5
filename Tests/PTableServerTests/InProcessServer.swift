import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat
import HummingbirdTesting
@testable import PTableServer
import PTableTestSupport

/// A server driven in-process through HummingbirdTesting (no socket), its log lines collected.
struct InProcessServer: Sendable {
    let server: PTableServer
    private let collected = Locked<[String]>([])

    /// A server with `configuration` (loopback, free port, test version unless set) logging in `format`.
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

    /// Runs `body` with a client of the server's router.
    func test<Value>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await Application(router: server.makeRouter()).test(.router, body)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The body as a JSON object.
    var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] }
}
