import CairoRenderer
import Favorites
import Foundation
import Hummingbird
import Layout
import PTableRendering

/// Wraps every route (and the not-found fallback): turns any error into a JSON
/// `{"error": "…"}` with the right status (405 with `Allow` for a known path asked with a
/// method it does not take), adds the CORS headers a cross-origin request needs, answers HEAD
/// without a body, writes the request's log line and counts it in the metrics.
struct ErrorAndLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: RequestLog
    let metrics: ServerMetrics
    /// The methods each path takes, to tell a wrong method (405) from an unknown path (404).
    let routes: RouteTable
    /// Which origins may read and write from a browser.
    let crossOrigin: CrossOriginPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        metrics.inFlight.increment()
        defer { metrics.inFlight.decrement() }
        var response: Response
        var matched = true
        // Why the server failed a request (5xx), for the log: the client's body says it, and the
        // operator reading the log should not have to ask the route again to learn it.
        var failure: String?
        do {
            if let escape = PathNormalizingRouter<Context>.malformedEscape(in: request.uri.path) {
                throw ServerError.badRequest("the path is not valid percent-encoding: \"\(escape)\" (a % takes two hexadecimal digits)")
            }
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            matched = false
            response = Self.response(for: notFound(request))
        } catch {
            let serverError = Self.serverError(for: error)
            if serverError.status.code >= 500 { failure = serverError.message }
            response = Self.response(for: serverError)
        }
        crossOrigin.decorate(&response, for: request)
        if request.method == .head {
            // The headers of the GET answer (its Content-Length too), never a body. A body of
            // unknown length (the event stream) is not announced as 0 bytes long: the answer is
            // framed as the GET's would be.
            response = response.body.contentLength != nil ? response.createHeadResponse()
                : Response(status: response.status, headers: response.headers, body: ResponseBody { writer in try await writer.finish(nil) })
        }
        let elapsed = start.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        // The pattern that matched, never the raw path: the metrics' series stay bounded.
        let route = matched ? context.endpointPath ?? "(unmatched)" : "(unmatched)"
        log.request(method: request.method.rawValue, uri: request.uri.string, route: route, status: response.status.code,
                    milliseconds: milliseconds, failure: failure)
        metrics.recordRequest(route: route, method: request.method.rawValue, status: response.status.code, duration: elapsed)
        return response
    }

    /// No route answered: 405 naming the methods that path takes, or 404 when none does; 400
    /// for the target `*` with any method but OPTIONS, which alone may send it (RFC 9112, 3.2.4).
    func notFound(_ request: Request) -> ServerError {
        if request.uri.path == "*" {
            return .badRequest("the request target * asks about the whole server, for OPTIONS only; \(request.method.rawValue) needs a path")
        }
        let allowed = routes.methods(at: request.uri.path)
        guard !allowed.isEmpty else { return Self.serverError(for: HTTPError(.notFound)) }
        return .methodNotAllowed(request.method.rawValue, path: request.uri.path, allowed: allowed)
    }

    /// The JSON error response.
    static func response(for error: ServerError) -> Response {
        var headers = error.headers
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
            switch error {
            case .invalidPerson, .invalidQuery: return .badRequest(error.localizedDescription)
            case .duplicateFavorite: return ServerError(.conflict, error.localizedDescription)
            case .storeUnavailable:
                // The database is away for now; the pool reconnects by itself.
                var headers = HTTPFields()
                headers[.retryAfter] = "1"
                return ServerError(.serviceUnavailable, error.localizedDescription, headers: headers)
            default: return ServerError(.serviceUnavailable, error.localizedDescription)
            }
        case let error as TableOptionError:
            return .badRequest(error.message)
        case let error as ColorScaleError:
            return .badRequest(error.localizedDescription)
        case let error as CairoRendererError where error.isSizeProblem:
            return .badRequest(error.localizedDescription)
        default:
            return ServerError(.internalServerError, "internal error: \(error.localizedDescription)")
        }
    }
}
