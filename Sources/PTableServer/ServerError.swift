import Foundation
import Hummingbird
import Layout

/// A request the server refuses: a status and one line saying why, sent as `{"error": "…"}`.
public struct ServerError: Error, Equatable, Sendable {
    /// 400, 404, 405, 413, 415, 416 or 500.
    public let status: HTTPResponse.Status
    /// One line naming the value and the problem.
    public let message: String

    /// Headers the answer carries besides its type (`Allow` for 405).
    public let headers: HTTPFields

    /// A refusal with `status` and a one-line `message`, plus any `headers` the answer needs.
    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = HTTPFields()) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// 400: a parameter or body the server cannot use.
    static func badRequest(_ message: String) -> ServerError { ServerError(.badRequest, message) }

    /// 404: no such element, image or route.
    static func notFound(_ message: String) -> ServerError { ServerError(.notFound, message) }

    /// 405: the path exists but does not take `method`; `Allow` lists the methods it takes.
    static func methodNotAllowed(_ method: String, path: String, allowed: [String]) -> ServerError {
        let list = allowed.joined(separator: ", ")
        var headers = HTTPFields()
        headers[.allow] = list
        return ServerError(.methodNotAllowed, "\(method) is not allowed on \(path); it takes \(list)", headers: headers)
    }

    /// The JSON body: `{"error": "…"}`. A message quotes what the request sent as it came; here
    /// it loses what could drive a terminal or reorder the line, and a quoted value over 60
    /// characters is cut, so the answer stays one readable line.
    var jsonBody: Data {
        let shown = ElementText.sanitized(message).replacing(/"([^"]*)"/) { "\"" + ElementText.escapedForMessage(String($0.1)) + "\"" }
        let object = ["error": shown]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data(#"{"error": "internal error"}"#.utf8)
    }
}
