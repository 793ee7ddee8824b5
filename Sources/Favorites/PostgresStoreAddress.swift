import Foundation

/// A PostgreSQL database named by a URL: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`,
/// optionally with `?sslmode=disable|prefer|require|verify-ca|verify-full` (default `prefer`)
/// and, for the two that check the server's certificate, `&sslrootcert=FILE|system`, as libpq's.
public struct PostgresStoreAddress: Sendable, Equatable, CustomStringConvertible {
    /// How the connection uses TLS.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Plain TCP.
        case disable
        /// TLS when the server offers it, plain TCP otherwise.
        case prefer
        /// TLS or no connection.
        case require
        /// TLS with a certificate signed by an authority in `rootCertificates`.
        case verifyCA = "verify-ca"
        /// As `verifyCA`, and the certificate names the host connected to.
        case verifyFull = "verify-full"

        /// Whether the server's certificate is checked.
        public var verifiesCertificate: Bool { self == .verifyCA || self == .verifyFull }
    }

    /// The authorities a `verify-ca` or `verify-full` connection trusts (`sslrootcert`).
    public enum RootCertificates: Sendable, Equatable {
        /// A PEM file of authority certificates.
        case file(String)
        /// The system's authorities (`sslrootcert=system`).
        case system

        /// libpq's default, `~/.postgresql/root.crt`.
        public static var libpqDefault: RootCertificates {
            .file(FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".postgresql/root.crt").path)
        }
    }

    /// The server's name or address.
    public var host: String
    /// The server's TCP port.
    public var port: Int
    /// The role ptable connects as.
    public var user: String
    /// The role's password, if the server asks for one.
    public var password: String?
    /// The database holding the `favorite` table.
    public var database: String
    /// How the connection uses TLS.
    public var tlsMode: TLSMode
    /// The authorities `verify-ca` and `verify-full` trust; `RootCertificates.libpqDefault` when
    /// the URL names none.
    public var rootCertificates = RootCertificates.libpqDefault

    /// The usual PostgreSQL port.
    public static let defaultPort = 5432

    /// A database given part by part.
    public init(host: String, port: Int = defaultPort, user: String, password: String? = nil, database: String,
                tlsMode: TLSMode = .prefer) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.tlsMode = tlsMode
    }

    /// The database a `postgres://` or `postgresql://` URL names.
    ///
    /// - Throws: `FavoritesError.invalidStoreURL` naming what is missing or wrong.
    public init(parsing text: String) throws {
        func invalid(_ reason: String) -> FavoritesError {
            .invalidStoreURL(location: Self.redacted(text), reason: reason)
        }
        let form = "write it as postgres://USER@HOST:PORT/DATABASE"
        if Self.hasUnencodedCredentials(text) {
            throw invalid("the user or password holds \"/\", \"?\", \"#\" or \"%\" as it is: percent-encode them (%2F, %3F, %23, %25)")
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              ["postgres", "postgresql"].contains(scheme), text.range(of: "://") != nil else {
            throw invalid("not a URL; \(form)")
        }
        // URLComponents keeps the brackets of an IPv6 address (`[::1]`), which no resolver takes.
        guard var host = components.host, !host.isEmpty else { throw invalid("no host; \(form)") }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw invalid("no host; \(form)") }
        // libpq's form for a Unix socket; looked up as a host name, it failed at every request.
        guard !host.hasPrefix("/") else {
            throw invalid("\"\(host)\" is a Unix socket folder; ptable connects over TCP: give the server's name or address")
        }
        guard let user = components.user, !user.isEmpty else { throw invalid("no user; \(form)") }
        let port = components.port ?? Self.defaultPort
        guard (1...65535).contains(port) else { throw invalid("port \(port) is not between 1 and 65535") }
        var path = components.path
        if path.hasPrefix("/") { path.removeFirst() }
        guard !path.isEmpty else { throw invalid("no database name; \(form)") }
        guard !path.contains("/") else { throw invalid("\"\(path)\" is not a database name (it holds \"/\")") }
        guard components.fragment == nil else { throw invalid("a store URL has no #fragment") }
        var tlsMode = TLSMode.prefer
        var rootCertificates: RootCertificates?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw invalid("sslmode \"\(item.value ?? "")\" is not one of \(modes)")
                }
                tlsMode = mode
            case "sslrootcert":
                guard let value = item.value, !value.isEmpty else {
                    throw invalid("sslrootcert needs a file of authority certificates, or system")
                }
                rootCertificates = value == "system" ? .system : .file(value)
            default:
                throw invalid("unknown parameter \"\(item.name)\" (the parameters taken are sslmode and sslrootcert)")
            }
        }
        // Given with a mode that checks nothing, the authorities would be silently ignored.
        if rootCertificates != nil, !tlsMode.verifiesCertificate {
            throw invalid("sslrootcert is used by sslmode=verify-ca or verify-full only; add one of them")
        }
        self.init(host: host, port: port, user: user, password: components.password.flatMap { $0.isEmpty ? nil : $0 },
                  database: path, tlsMode: tlsMode)
        if let rootCertificates { self.rootCertificates = rootCertificates }
    }

    /// The URL without the password, for messages and logs.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)"
    }

    /// `text` with any password between `:` and `@` replaced by `***`, so an error never prints it.
    /// The last `@` ends it, as it ends the user and password of a URL whose password holds an
    /// `@` not percent-encoded.
    static func redacted(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://"), let at = text[schemeEnd.upperBound...].lastIndex(of: "@") else {
            return text
        }
        let credentials = text[schemeEnd.upperBound..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return text }
        return String(text[..<colon]) + ":***" + String(text[at...])
    }

    /// Whether the user and password (up to the last `@`) hold a character that ends them or a
    /// `%` that starts no escape: the URL would then name another host, or none.
    private static func hasUnencodedCredentials(_ text: String) -> Bool {
        guard let schemeEnd = text.range(of: "://"), let at = text[schemeEnd.upperBound...].lastIndex(of: "@") else {
            return false
        }
        let credentials = Array(text[schemeEnd.upperBound..<at].utf8)
        let hexDigits = Set("0123456789abcdefABCDEF".utf8)
        for (index, byte) in credentials.enumerated() {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: "%") {
                let escape = credentials.dropFirst(index + 1).prefix(2)
                if escape.count < 2 || !escape.allSatisfy(hexDigits.contains) { return true }
            }
        }
        return false
    }
}
