import CairoRenderer
import Favorites
import Foundation
import Hummingbird
import Layout

/// Wraps every route (and the not-found fallback): turns any error into a JSON
/// `{"error": "…"}` with the right status, and writes the request's log line.
struct ErrorAndLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: RequestLog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = Self.response(for: Self.serverError(for: error))
        }
        let elapsed = start.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        log.request(method: request.method.rawValue, uri: request.uri.string, status: response.status.code,
                    milliseconds: milliseconds)
        return response
    }

    /// The JSON error response.
    static func response(for error: ServerError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: error.status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: error.jsonBody)))
    }

    /// What a client is told for `error`: its own status for a refusal, 400 for a value the
    /// request chose that cannot be drawn, 404 for no route, 500 (with the reason) for a bug.
    static func serverError(for error: any Error) -> ServerError {
        switch error {
        case let error as ServerError:
            return error
        case let error as HTTPError:
            if error.status == .notFound { return .notFound("no such path; see / for the page and the README for the API") }
            return ServerError(error.status, error.body ?? error.status.reasonPhrase)
        case let error as FavoritesError:
            if case .invalidPerson = error { return .badRequest(error.localizedDescription) }
            return ServerError(.serviceUnavailable, error.localizedDescription)
        case let error as ColorScaleError:
            return .badRequest(error.localizedDescription)
        case let error as CairoRendererError where error.isSizeProblem:
            return .badRequest(error.localizedDescription)
        default:
            return ServerError(.internalServerError, "internal error: \(error.localizedDescription)")
        }
    }
}

private extension CairoRendererError {
    /// Sizes a request asked for, as opposed to failures inside Cairo.
    var isSizeProblem: Bool {
        switch self {
        case .invalidCanvasSize, .invalidScale, .canvasTooLarge: true
        default: false
        }
    }
}
