import Hummingbird

extension CrossOriginPolicy {
    /// Whether `method` only reads (GET, HEAD): allowed from every origin.
    static func reads(_ method: HTTPRequest.Method) -> Bool {
        method == .get || method == .head
    }

    /// Whether a page from `origin` may write with `request`: the policy allows it, or the page
    /// is the server's own (same scheme, host and port, which a browser also says in
    /// `Sec-Fetch-Site`).
    func allowsWrites(from origin: String, request: Request) -> Bool {
        allowsWrites(from: origin) || Self.isSameOrigin(origin, request: request)
    }

    /// `Access-Control-Allow-Origin` for `origin`: `*` where every origin may, else the origin itself.
    func allowedOrigin(for origin: String, writing: Bool) -> String {
        guard writing, case .only = writers else { return "*" }
        return Self.serialized(origin) ?? origin
    }

    /// 403: `origin` may not change favourites. An origin `--cors-origin` cannot name (`null`,
    /// a page opened from a file or in a sandboxed frame) is allowed only by `*`.
    func refusal(of origin: String) -> ServerError {
        let option = Self.serialized(origin).map { "--cors-origin \($0) (or *)" } ?? "--cors-origin *"
        return ServerError(.forbidden, "\(origin) may not change favourites on this server; start it with \(option) to allow it")
    }

    /// Adds the CORS headers a response to a cross-origin request needs (any response, errors
    /// included; a preflight's answer already has them). A read gets them with or without an
    /// `Origin`: a copy a browser or a shared cache kept from a request without one (an `<img>`,
    /// the app, curl) must serve a page on another origin too. Sent only with `Origin`, Chromium
    /// reused its copy of a thumbnail an `<img>` had loaded and failed a page's `fetch` of it.
    func decorate(_ response: inout Response, for request: Request) {
        guard response.headers[.accessControlAllowOrigin] == nil, request.method != .options else { return }
        if Self.reads(request.method) {
            response.headers[.accessControlAllowOrigin] = "*"
        } else if let origin = request.headers[.origin], allowsWrites(from: origin) {
            let allowed = allowedOrigin(for: origin, writing: true)
            response.headers[.accessControlAllowOrigin] = allowed
            if allowed != "*" { response.headers[.vary] = "Origin" }
        } else {
            return
        }
        response.headers[.accessControlExposeHeaders] = Self.exposedHeaders.joined(separator: ", ")
    }

    /// Whether `origin` is the server's own address as the request reached it.
    static func isSameOrigin(_ origin: String, request: Request) -> Bool {
        if request.headers[.init("Sec-Fetch-Site")!] == "same-origin" { return true }
        guard let authority = request.head.authority, let own = serialized(origin) else { return false }
        return ["http", "https"].contains { serialized("\($0)://\(authority)") == own }
    }
}
