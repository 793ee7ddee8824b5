import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One HTTP exchange with a favourites endpoint through AsyncHTTPClient: a timeout, one more try
/// when the connection fails, error statuses and network failures as `FavoritesError`.
///
/// AsyncHTTPClient rather than URLSession: URLSession on Linux is FoundationNetworking over
/// libcurl, which every ptable command loaded at start-up (about 40 shared libraries) and which
/// cannot be linked statically.
struct HTTPTransport: Sendable {
    /// Bodies larger than this are refused: a favourites list is small, and a runaway answer is an error.
    static let maximumBodySize = 16 << 20

    let timeout: TimeInterval

    /// The body of a 2xx answer to `method url`.
    func send(method: String, to url: URL, body: Data?) async throws -> Data {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Accept", value: "application/json")
        if let body {
            request.body = .bytes(ByteBuffer(bytes: body))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let (status, data) = try await exchange(request, on: client, url: url)
            try await client.shutdown()
            guard (200..<300).contains(status) else {
                throw FavoritesError.endpointStatus(url: url.absoluteString, status: status,
                                                    message: Self.message(in: data, status: status))
            }
            return data
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    /// Every wait bounded by the timeout, and no silent retries of a refused connection (one
    /// more try is ours, below, and says so by its speed).
    private var configuration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        let limit = TimeAmount.milliseconds(Int64((timeout * 1000).rounded()))
        configuration.timeout = .init(connect: limit, read: limit)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
        return configuration
    }

    /// The status and body of `request`, sent once more after a short pause when no connection
    /// could be made. The timeout bounds each try as a whole, body included: the client's own
    /// deadline ends with the response head and its read timeout with a silence, so a server
    /// that sent its body a byte a second held `ptable favorite list` for as long as it liked.
    private func exchange(_ request: HTTPClientRequest, on client: HTTPClient, url: URL) async throws -> (Int, Data) {
        let deadline = TimeAmount.milliseconds(Int64((timeout * 1000).rounded()))
        var attempt = 0
        while true {
            do {
                return try await Deadline.run(within: .milliseconds(Int64((timeout * 1000).rounded()))) {
                    let response = try await client.execute(request, timeout: deadline)
                    let buffer = try await response.body.collect(upTo: Self.maximumBodySize)
                    return (Int(response.status.code), Data(buffer.readableBytesView))
                }
            } catch is NIOTooManyBytesError {
                throw FavoritesError.endpointResponse(url: url.absoluteString,
                                                      reason: "an answer over \(Self.maximumBodySize >> 20) MiB")
            } catch {
                attempt += 1
                let failure = HTTPFailure.of(error)
                guard attempt < 2, failure.isConnectionFailure else {
                    throw FavoritesError.endpointUnreachable(url: url.absoluteString, reason: failure.reason)
                }
                try? await Task.sleep(nanoseconds: 300_000_000)
            }
        }
    }

    /// The server's own explanation: a JSON `{"error": …}` or `{"message": …}`, else the status's name.
    static func message(in data: Data, status: Int) -> String {
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let text = (object["error"] ?? object["message"]) as? String {
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            let clean = String(line.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })
            return String(clean.prefix(160))
        }
        return HTTPResponseStatus(statusCode: status).reasonPhrase.lowercased()
    }
}
