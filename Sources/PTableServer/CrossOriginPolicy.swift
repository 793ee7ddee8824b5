import Foundation

/// Which other web origins may use the server from a browser (CORS): `--cors-origin`.
///
/// Reads (GET and HEAD of the elements, images, favourites and the page) are public, as the
/// seed's hosts are: every origin may make them. Writes (favourites' POST and DELETE) are
/// allowed from `writers`: every origin (`*`, the default, as mockapi.io allows), or only the
/// listed ones. A page served by ptable itself is never cross-origin and may always write.
///
/// ```swift
/// let policy = try CrossOriginPolicy(["http://localhost:3000", "https://app.example"])
/// policy.allowsWrites(from: "http://localhost:3000")   // true
/// ```
public struct CrossOriginPolicy: Equatable, Sendable {
    /// The origins whose pages may change favourites.
    public enum Writers: Equatable, Sendable {
        /// Every origin (`*`).
        case anyOrigin
        /// Only these origins, in their serialised form (`http://localhost:3000`); none when empty.
        case only(Set<String>)
    }

    /// Who may write.
    public var writers: Writers

    /// How long a browser may keep a preflight's answer, in seconds (Chromium keeps it at most 2 hours).
    public static let maximumAge = 7200

    /// The request headers a cross-origin request may send beyond the CORS-safelisted ones:
    /// `Content-Type` for a favourite's JSON, `If-None-Match` to revalidate an image, `Range`
    /// and `If-Range` to fetch part of one (a browser safelists only the simplest `Range`).
    public static let allowedHeaders = ["Content-Type", "If-None-Match", "If-Range", "Range"]

    /// The request headers a preflight grants: `allowedHeaders` and every other header it asks
    /// for (`Access-Control-Request-Headers`), as mockapi.io grants them: a student's request with
    /// `X-Requested-With` or `Authorization` was refused by the browser before it was sent. No
    /// credentials are ever allowed, so a header grants a page nothing it could not do already.
    /// A name that is not an HTTP token is left out.
    public static func allowedHeaders(asked: String?) -> String {
        var names = allowedHeaders
        for name in (asked ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where isToken(name) {
            if !names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { names.append(name.lowercased()) }
        }
        return names.joined(separator: ", ")
    }

    /// RFC 9110's token: the characters a header name may hold.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0)) }
    }

    /// The response headers a cross-origin script may read beyond the CORS-safelisted ones
    /// (`Content-Range` says which part of an image a 206 holds, and how long the whole is;
    /// `X-Unknown-Favorites` names the favourites a `favorites-of` table could not show).
    public static let exposedHeaders = ["Content-Range", "ETag", "Location", "X-Cache", "X-Unknown-Favorites"]

    /// Every origin may read and write.
    public static let open = CrossOriginPolicy(writers: .anyOrigin)

    /// A policy letting `writers` change favourites; every origin may read.
    public init(writers: Writers) {
        self.writers = writers
    }

    /// The policy for the values of `--cors-origin`: `*`, `none`, or origins such as
    /// `http://localhost:3000`, each value possibly a comma-separated list.
    ///
    /// - Throws: `ServeError.invalidOrigin` naming the first value that is none of these, and
    ///   `ServeError.originsBesideNone` for `none` beside anything else.
    public init(_ values: [String]) throws {
        let items = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let others = items.filter { $0.lowercased() != "none" }
        // `none,*` names two policies: which one was meant cannot be told.
        if others.count < items.count, !others.isEmpty {
            throw ServeError.originsBesideNone(others)
        }
        if items.contains("*") {
            self.init(writers: .anyOrigin)
            return
        }
        var origins = Set<String>()
        for item in others {
            guard let origin = Self.serialized(item) else { throw ServeError.invalidOrigin(item) }
            origins.insert(origin)
        }
        self.init(writers: .only(origins))
    }

    /// Whether a page from `origin` (an `Origin` header) may change favourites.
    public func allowsWrites(from origin: String) -> Bool {
        switch writers {
        case .anyOrigin: true
        case let .only(origins): Self.serialized(origin).map(origins.contains) ?? false
        }
    }

    /// `scheme://host[:port]` as a browser sends it in `Origin`: scheme and host in lower case,
    /// the scheme's default port left out; nil for anything else (a path, a query, no scheme).
    static func serialized(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              ["http", "https"].contains(scheme), let host = components.host?.lowercased(), !host.isEmpty,
              components.path.isEmpty, components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil, !text.hasSuffix("?"), !text.hasSuffix("#"),
              // No browser sends a port out of range; --cors-origin http://a:99999 named no page.
              components.port.map({ (1...65535).contains($0) }) ?? true else {
            return nil
        }
        let defaultPort = scheme == "https" ? 443 : 80
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        guard let port = components.port, port != defaultPort else { return "\(scheme)://\(shownHost)" }
        return "\(scheme)://\(shownHost):\(port)"
    }
}
