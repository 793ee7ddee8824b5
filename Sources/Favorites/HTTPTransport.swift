import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange with a favourites endpoint through URLSession: a timeout, one more try when
/// the connection fails, error statuses and network failures as `FavoritesError`.
struct HTTPTransport: Sendable {
    /// Bodies larger than this are refused: a favourites list is small, and a runaway answer is an error.
    static let maximumBodySize = 16 << 20

    let timeout: TimeInterval

    /// The body of a 2xx answer to `method url`.
    func send(method: String, to url: URL, body: Data?) async throws -> Data {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await exchange(request, url: url)
        guard let http = response as? HTTPURLResponse else {
            throw FavoritesError.endpointResponse(url: url.absoluteString, reason: "not an HTTP answer")
        }
        guard (200..<300).contains(http.statusCode) else {
            throw FavoritesError.endpointStatus(url: url.absoluteString, status: http.statusCode,
                                                message: Self.message(in: data, status: http.statusCode))
        }
        guard data.count <= Self.maximumBodySize else {
            throw FavoritesError.endpointResponse(url: url.absoluteString, reason: "an answer over \(Self.maximumBodySize >> 20) MiB")
        }
        return data
    }

    /// Sends `request`, once more after a short pause when no connection could be made.
    private func exchange(_ request: URLRequest, url: URL) async throws -> (Data, URLResponse) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var attempt = 0
        while true {
            do {
                return try await session.data(for: request)
            } catch let error as URLError {
                attempt += 1
                guard attempt < 2, Self.isConnectionFailure(error) else {
                    throw FavoritesError.endpointUnreachable(url: url.absoluteString, reason: Self.reason(error))
                }
                try? await Task.sleep(nanoseconds: 300_000_000)
            } catch {
                throw FavoritesError.endpointUnreachable(url: url.absoluteString, reason: error.localizedDescription)
            }
        }
    }

    /// Failures of the connection itself (refused, lost, no such host), worth one more try.
    static func isConnectionFailure(_ error: URLError) -> Bool {
        [.cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet]
            .contains(error.code)
    }

    /// A network failure in a few words.
    static func reason(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused (is the server running?)"
        case .timedOut: "no answer within the timeout"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "offline"
        case .networkConnectionLost: "the connection was lost"
        default: error.localizedDescription
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
        return HTTPURLResponse.localizedString(forStatusCode: status)
    }
}
