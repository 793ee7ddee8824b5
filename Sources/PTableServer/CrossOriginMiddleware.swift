import Hummingbird

/// Answers `OPTIONS` (a CORS preflight, or a plain question about a path's methods) and refuses
/// a favourites write from an origin the policy does not allow, before any route runs.
///
/// Hummingbird's own `CORSMiddleware` allows one origin, or all, for every method alike; the
/// seed's API reads from anywhere but writes only from the listed origins, so the policy is ours.
/// The headers of the other responses are added by `CrossOriginPolicy.decorate(_:for:)` on the
/// way out, errors included, so a page on another origin can read why a request failed.
struct CrossOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: CrossOriginPolicy
    /// The methods each path takes.
    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let origin = request.headers[.origin]
        if request.method == .options {
            let methods = routes.methods(at: request.uri.path)
            guard !methods.isEmpty else { throw HTTPError(.notFound) }
            if let origin, let asked = request.headers[.accessControlRequestMethod] {
                return try preflight(request, origin: origin, asking: asked.uppercased(), methods: methods)
            }
            var headers = HTTPFields()
            headers[.allow] = methods.joined(separator: ", ")
            return Response(status: .noContent, headers: headers)
        }
        if let origin, !CrossOriginPolicy.reads(request.method), !policy.allowsWrites(from: origin, request: request) {
            throw policy.refusal(of: origin)
        }
        return try await next(request, context)
    }

    /// The answer to a browser asking whether `origin` may send `asked` to this path: 204 with
    /// the methods, headers and lifetime it may use, or 403 for a write the policy refuses.
    private func preflight(_ request: Request, origin: String, asking asked: String, methods: [String]) throws -> Response {
        let writes = policy.allowsWrites(from: origin, request: request)
        if !CrossOriginPolicy.reads(HTTPRequest.Method(asked) ?? .get), methods.contains(asked), !writes {
            throw policy.refusal(of: origin)
        }
        let allowed = methods.filter { writes || CrossOriginPolicy.reads(HTTPRequest.Method($0) ?? .post) || $0 == "OPTIONS" }
        var headers = HTTPFields()
        headers[.accessControlAllowOrigin] = policy.allowedOrigin(for: origin, writing: writes)
        headers[.accessControlAllowMethods] = allowed.joined(separator: ", ")
        headers[.accessControlAllowHeaders] = CrossOriginPolicy.allowedHeaders(asked: request.headers[.accessControlRequestHeaders])
        headers[.accessControlMaxAge] = String(CrossOriginPolicy.maximumAge)
        headers[.vary] = "Origin, Access-Control-Request-Method, Access-Control-Request-Headers"
        return Response(status: .noContent, headers: headers)
    }
}
