import Foundation

extension PostgresStoreAddress {
    /// The URL parameters taken, each with the libpq environment variable that gives it when the
    /// URL does not.
    static let parameters: KeyValuePairs = [
        "sslmode": "PGSSLMODE", "sslrootcert": "PGSSLROOTCERT", "application_name": "PGAPPNAME",
        "connect_timeout": "PGCONNECT_TIMEOUT", "channel_binding": "PGCHANNELBINDING", "sslcert": "PGSSLCERT", "sslkey": "PGSSLKEY",
    ]

    /// The database a `postgres://` or `postgresql://` URL names, with what it leaves out taken
    /// from libpq's environment variables, so a deployment set up for `psql` works unchanged.
    ///
    /// Besides `sslmode` and `sslrootcert`, the URL may give `application_name`,
    /// `connect_timeout` (whole seconds; 0 or less leaves the store's time limit per call, and 1
    /// counts as 2, as in libpq) and `channel_binding=disable|prefer` (`require` is refused:
    /// ptable's client authenticates without binding the channel), and a client certificate,
    /// `sslcert` and `sslkey` (see `clientCertificateFile`). A host starting with `/`
    /// (percent-encoded in the URL, `%2Fvar%2Frun%2Fpostgresql`) is the folder of the server's
    /// Unix socket, where `sslmode` does not apply; a URL with no host and no `PGHOST` uses
    /// `defaultSocketFolder`, as libpq does. A host, port, user or
    /// database the URL leaves out comes from `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE` (else,
    /// as in libpq, the system user's name for the user, and the user's for the database), a
    /// parameter from its variable (`PGSSLMODE`, `PGSSLROOTCERT`, `PGAPPNAME`,
    /// `PGCONNECT_TIMEOUT`, `PGCHANNELBINDING`, `PGSSLCERT`, `PGSSLKEY`); the password from the URL, else `PGPASSWORD`,
    /// else the password file (`PostgresPasswordFile`). An empty variable counts as unset.
    ///
    /// - Throws: `FavoritesError.invalidStoreURL` naming what is missing or wrong, and the
    ///   variable when the value came from one.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let form = "write it as postgres://USER@HOST:PORT/DATABASE"
        func invalid(_ reason: String) -> FavoritesError {
            .invalidStoreURL(location: Self.redacted(text), reason: reason)
        }
        func variable(_ name: String) -> (source: String, value: String)? {
            environment[name].flatMap { $0.isEmpty ? nil : (name, $0) }
        }
        if Self.hasUnencodedCredentials(text) {
            throw invalid("the user or password holds \"/\", \"?\", \"#\" or \"%\" as it is: percent-encode them (%2F, %3F, %23, %25)")
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              ["postgres", "postgresql"].contains(scheme), text.range(of: "://") != nil else {
            throw invalid("not a URL; \(form)")
        }
        guard components.fragment == nil else { throw invalid("a store URL has no #fragment") }
        let host = Self.host(components.host.flatMap { $0.isEmpty ? nil : ("the host", $0) } ?? variable("PGHOST"))
        guard let user = components.user.flatMap({ $0.isEmpty ? nil : $0 }) ?? variable("PGUSER")?.value ?? Self.systemUserName else {
            throw invalid("no user; \(form)")
        }
        let port = try Self.port(components.port.map { ("the URL", String($0)) } ?? variable("PGPORT"), invalid: invalid)
        var path = components.path
        if path.hasPrefix("/") { path.removeFirst() }
        let database = path.isEmpty ? variable("PGDATABASE")?.value ?? user : path
        guard !database.contains("/") else { throw invalid("\"\(database)\" is not a database name (it holds \"/\")") }
        self.init(host: host, port: port, user: user, database: database)
        let home = Self.libpqHome(in: environment)
        rootCertificates = .libpqDefault(in: environment)
        try applyParameters(components.queryItems ?? [], environment: variable, home: home, invalid: invalid)
        // libpq looks up its default socket folder in the password file as localhost.
        let passwordFileHost = host == Self.defaultSocketFolder ? "localhost" : host
        password = components.password.flatMap { $0.isEmpty ? nil : $0 } ?? variable("PGPASSWORD")?.value
            ?? PostgresPasswordFile(environment: environment)?.password(host: passwordFileHost, port: port, database: database, user: user)
    }

    /// The URL's parameters, each else from its variable (see `parameters`).
    private mutating func applyParameters(_ items: [URLQueryItem], environment variable: (String) -> (source: String, value: String)?, home: URL,
                                          invalid: (String) -> FavoritesError) throws {
        var given: [String: (source: String, value: String)] = [:]
        for item in items {
            guard Self.parameters.contains(where: { $0.key == item.name }) else {
                let names = Self.parameters.map(\.key)
                throw invalid("unknown parameter \"\(item.name)\" (the parameters taken are \(names.dropLast().joined(separator: ", ")) and \(names.last!))")
            }
            given[item.name] = (item.name, item.value ?? "")
        }
        // Given in the URL, authorities with a mode that checks nothing would be silently ignored;
        // from the environment, which serves every connection, they are ignored as libpq does.
        let mode = (given["sslmode"] ?? variable("PGSSLMODE")).flatMap { TLSMode(rawValue: $0.value) }
        if given["sslrootcert"] != nil, mode?.verifiesCertificate != true {
            throw invalid("sslrootcert is used by sslmode=verify-ca or verify-full only; add one of them")
        }
        for (name, variableName) in Self.parameters where name != "sslcert" && name != "sslkey" {
            guard let (source, value) = given[name] ?? variable(variableName) else { continue }
            try apply(name, value, source: source, invalid: invalid)
        }
        for name in ["sslcert", "sslkey"] where given[name]?.value.isEmpty == true {
            throw invalid("\(name) needs a file")
        }
        let folder = home.appendingPathComponent(".postgresql")
        let defaultCertificate = folder.appendingPathComponent("postgresql.crt").path
        // As libpq: the named certificate, else its default where it exists; a key alone is unused.
        clientCertificateFile = (given["sslcert"] ?? variable("PGSSLCERT"))?.value
            ?? (FileManager.default.fileExists(atPath: defaultCertificate) ? defaultCertificate : nil)
        if clientCertificateFile != nil {
            clientKeyFile = (given["sslkey"] ?? variable("PGSSLKEY"))?.value ?? folder.appendingPathComponent("postgresql.key").path
        }
    }

    private mutating func apply(_ name: String, _ value: String, source: String, invalid: (String) -> FavoritesError) throws {
        switch name {
        case "sslmode":
            // libpq's `allow` tries plain TCP first, then TLS; ptable's client tries TLS first, so
            // `allow` is taken as `prefer`: it connects wherever `allow` would, encrypted when it can.
            guard let mode = value == "allow" ? .prefer : TLSMode(rawValue: value) else {
                throw invalid("\(source) \"\(value)\" is not one of \(TLSMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            tlsMode = mode
        case "sslrootcert":
            guard !value.isEmpty else { throw invalid("\(source) needs a file of authority certificates, or system") }
            rootCertificates = value == "system" ? .system : .file(value)
        case "application_name":
            applicationName = value
        case "connect_timeout":
            guard let seconds = Int(value.trimmingCharacters(in: .whitespaces)) else {
                throw invalid("\(source) \"\(value)\" is not a whole number of seconds")
            }
            connectTimeout = seconds <= 0 ? nil : .seconds(max(seconds, 2))
        default: // channel_binding
            guard ["disable", "prefer"].contains(value) else {
                let reason = value == "require" ? "ptable's PostgreSQL client does not bind the channel; write prefer" : "write disable or prefer"
                throw invalid("\(source) \"\(value)\" cannot be used: \(reason)")
            }
        }
    }

    /// The name of the system user ptable runs as, libpq's default role.
    static var systemUserName: String? {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// The host, without the brackets URLComponents keeps around an IPv6 address (`[::1]`),
    /// which no resolver takes; libpq's socket folder when none is given.
    private static func host(_ given: (source: String, value: String)?) -> String {
        guard let written = given?.value else { return defaultSocketFolder }
        return written.hasPrefix("[") && written.hasSuffix("]") ? String(written.dropFirst().dropLast()) : written
    }

    private static func port(_ given: (source: String, value: String)?, invalid: (String) -> FavoritesError) throws -> Int {
        guard let (source, text) = given else { return defaultPort }
        guard let port = Int(text), (1...65535).contains(port) else {
            throw invalid(source == "PGPORT" ? "PGPORT \"\(text)\" is not a port between 1 and 65535" : "port \(text) is not between 1 and 65535")
        }
        return port
    }
}
