import Foundation

/// A PostgreSQL database named by a URL: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`,
/// optionally with `?sslmode=disable|prefer|require|verify-ca|verify-full` (default `prefer`)
/// and, for the two that check the server's certificate, `&sslrootcert=FILE|system`, as libpq's;
/// see `init(parsing:environment:)` for the other parameters and libpq's environment variables.
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
        public static var libpqDefault: RootCertificates { libpqDefault(in: ProcessInfo.processInfo.environment) }

        /// libpq's default in the home folder `environment` names (see `libpqHome(in:)`).
        static func libpqDefault(in environment: [String: String]) -> RootCertificates {
            .file(PostgresStoreAddress.libpqHome(in: environment).appendingPathComponent(".postgresql/root.crt").path)
        }
    }

    /// The folder libpq keeps a user's files in (`.pgpass`, `.postgresql/`): `HOME`, else the
    /// account's home folder; one place, so the password file and certificates agree.
    static func libpqHome(in environment: [String: String]) -> URL {
        URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
    }

    /// The server's name or address, or the folder of its Unix socket (starting with `/`).
    public var host: String
    /// The server's TCP port, which also names its Unix socket (`.s.PGSQL.5432`).
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
    /// The name the server shows for ptable's connections (`application_name`, seen in
    /// `pg_stat_activity`); nil leaves the server's default.
    public var applicationName: String?
    /// The most one connection attempt may take (`connect_timeout`); nil for the store's time
    /// limit per call, which bounds an attempt in any case.
    public var connectTimeout: Duration?
    /// The PEM file of the certificate ptable shows the server (`sslcert`), for a server that
    /// authenticates by certificate; nil for none. libpq's `~/.postgresql/postgresql.crt` when
    /// the URL names none and it exists.
    public var clientCertificateFile: String?
    /// The PEM file of the client certificate's private key, without a passphrase (`sslkey`;
    /// libpq's `~/.postgresql/postgresql.key` when the URL names none).
    public var clientKeyFile: String?

    /// The usual PostgreSQL port.
    public static let defaultPort = 5432
    /// The folder of the server's Unix socket when a URL names no host, as Debian's libpq has it.
    public static let defaultSocketFolder = "/var/run/postgresql"

    /// Whether `host` is the folder of the server's Unix socket rather than a name or address.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The server's Unix socket in the folder `host`, named by the port as PostgreSQL names it.
    var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

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

    /// The URL without the password, for messages and logs.
    public var description: String {
        let shownHost = isUnixSocket ? host.replacingOccurrences(of: "/", with: "%2F") : host.contains(":") ? "[\(host)]" : host
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
    static func hasUnencodedCredentials(_ text: String) -> Bool {
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
