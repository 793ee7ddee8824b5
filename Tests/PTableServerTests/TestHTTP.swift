import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1

/// A real HTTP client (AsyncHTTPClient) for the tests, shared by all of them; every request
/// has a deadline, so a hung server fails a test instead of hanging the suite.
enum TestHTTP {
    /// One response, read whole.
    struct Result: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers.first(name: name) }
        /// The `error` of a JSON error body.
        var errorMessage: String? {
            (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["error"] as? String
        }
        func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }
    }

    /// Enough connections per server for the concurrency tests, and a connect deadline that
    /// allows for a machine busy with the rest of the suite.
    static let client: HTTPClient = {
        var pool = HTTPClient.Configuration.ConnectionPool()
        pool.concurrentHTTP1ConnectionsPerHostSoftLimit = 32
        let configuration = HTTPClient.Configuration(timeout: .init(connect: .seconds(60)), connectionPool: pool)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    static func get(_ url: String, headers: [(String, String)] = []) async throws -> Result {
        try await send("GET", url, headers: headers)
    }

    static func send(_ method: String, _ url: String, body: Data? = nil, headers: [(String, String)] = [],
                     timeout: Int64 = 60) async throws -> Result {
        var request = HTTPClientRequest(url: url)
        request.method = HTTPMethod(rawValue: method)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await client.execute(request, timeout: .seconds(timeout))
        let bytes = try await response.body.collect(upTo: 256 * 1024 * 1024)
        return Result(status: Int(response.status.code), headers: response.headers, body: Data(buffer: bytes))
    }

    /// The width and height a PNG's header states.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard data.count > 24, Array(data.prefix(8)) == signature else { return nil }
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }
}
