import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import Testing

/// Requests through HummingbirdTesting's in-process client, answered as the socket tests'
/// `TestHTTP.Result`, so a route test reads the same whichever way it reaches the server.
extension TestClientProtocol {
    func get(_ path: String, headers: [(String, String)] = []) async throws -> TestHTTP.Result {
        try await send("GET", path, headers: headers)
    }

    func send(_ method: String, _ path: String, body: Data? = nil, headers: [(String, String)] = []) async throws -> TestHTTP.Result {
        var fields = HTTPFields()
        for (name, value) in headers {
            fields.append(HTTPField(name: try #require(HTTPField.Name(name)), value: value))
        }
        let response = try await execute(uri: path, method: try #require(HTTPRequest.Method(method)), headers: fields,
                                         body: body.map { ByteBuffer(data: $0) })
        let responseHeaders = HTTPHeaders(response.headers.map { ($0.name.rawName, $0.value) })
        return TestHTTP.Result(status: response.status.code, headers: responseHeaders, body: Data(buffer: response.body))
    }
}
