import Hummingbird
import NIOConcurrencyHelpers

/// Which methods the routes answer at each path pattern, so that a known path asked with a
/// method it does not take gets 405 with an `Allow` header (RFC 9110) instead of the router's 404.
///
/// The middleware that asks is made before the routes are added, so the table is filled once
/// they all are, from the router's own list of them (it cannot drift from the routes).
final class RouteTable: Sendable {
    private let routes = NIOLockedValueBox<[(path: RouterPath, method: HTTPRequest.Method)]>([])

    /// Takes the routes of `router`, all of them added.
    func record(_ router: Router<BasicRequestContext>) {
        let added = router.routes.map { (path: $0.path, method: $0.method) }
        routes.withLockedValue { $0 = added }
    }

    /// The methods answered at `path` (a request's path), sorted, with HEAD wherever GET is
    /// (the router answers HEAD from the GET route) and OPTIONS wherever any is (answered by
    /// `CrossOriginMiddleware`); empty when no route has that path.
    /// `*` (the target of `OPTIONS *`, a question about the server as a whole, RFC 9110 9.3.7)
    /// gets every method some path takes.
    func methods(at path: String) -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        var methods = Set<String>()
        for route in routes.withLockedValue({ $0 }) where path == "*" || Self.pattern(route.path, matches: segments) {
            methods.insert(route.method.rawValue)
            if route.method == .get { methods.insert(HTTPRequest.Method.head.rawValue) }
            methods.insert(HTTPRequest.Method.options.rawValue)
        }
        return methods.sorted()
    }

    /// Whether a router pattern (`/tiles/{name}/s7.png`) matches the segments of a path.
    private static func pattern(_ pattern: RouterPath, matches segments: [Substring]) -> Bool {
        var remaining = segments[...]
        for element in pattern {
            if element == .recursiveWildcard { return true }
            guard let segment = remaining.popFirst(), element ~= segment else { return false }
        }
        return remaining.isEmpty
    }
}
