import Favorites
import Foundation
import Testing

/// `--store` values: a path is an SQLite file, `postgres://` a database, any other URL an error.
@Suite struct StoreLocationTests {
    @Test func pathsAreSQLiteFiles() throws {
        #expect(try StoreLocation(parsing: "favorites.sqlite", environment: [:]) == .sqlite(path: "favorites.sqlite"))
        #expect(try StoreLocation(parsing: "/var/lib/ptable/fav.sqlite", environment: [:]) == .sqlite(path: "/var/lib/ptable/fav.sqlite"))
        #expect(try StoreLocation(parsing: "data/a:b.sqlite", environment: [:]) == .sqlite(path: "data/a:b.sqlite"), "a colon alone is no URL")
        #expect(try StoreLocation(parsing: "file:///srv/fav.sqlite", environment: [:]) == .sqlite(path: "/srv/fav.sqlite"))
    }

    @Test func postgresURLsNameADatabase() throws {
        #expect(try StoreLocation(parsing: "postgres://ptable@127.0.0.1:5433/favorites", environment: [:])
            == .postgres(PostgresStoreAddress(host: "127.0.0.1", port: 5433, user: "ptable", database: "favorites")))
        #expect(try StoreLocation(parsing: "postgresql://ann:s%40cret@db.example:5432/fav?sslmode=require", environment: [:])
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", password: "s@cret", database: "fav", tlsMode: .require)))
        // An IPv6 address without the brackets the URL needs: they reached the resolver, and
        // postgres://ptable@[::1]:5432/fav failed with 'the host name "[::1]" does not resolve'.
        let loopback = try StoreLocation(parsing: "postgres://ptable@[::1]:5433/favorites", environment: [:])
        #expect(loopback == .postgres(PostgresStoreAddress(host: "::1", port: 5433, user: "ptable", database: "favorites")))
        #expect(loopback.description == "postgres://ptable@[::1]:5433/favorites")
        // The modes that check the certificate, with libpq's sslrootcert (a file, or system).
        var verified = PostgresStoreAddress(host: "db.example", user: "ann", database: "fav", tlsMode: .verifyFull)
        #expect(verified.rootCertificates == .libpqDefault)
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=verify-full", environment: [:]) == .postgres(verified))
        verified.rootCertificates = .file("/etc/ptable/ca.pem")
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=verify-full&sslrootcert=/etc/ptable/ca.pem", environment: [:])
            == .postgres(verified))
        (verified.tlsMode, verified.rootCertificates) = (.verifyCA, .system)
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslrootcert=system&sslmode=verify-ca", environment: [:]) == .postgres(verified))
        // libpq's root.crt in the HOME the store is given, as the password file and client
        // certificate are: it was looked up in the process's home whatever HOME said.
        guard case let .postgres(home) = try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=verify-full",
                                                           environment: ["HOME": "/home/ann"]) else { Issue.record(); return }
        #expect(home.rootCertificates == .file("/home/ann/.postgresql/root.crt"))
        let defaultPort = try StoreLocation(parsing: "postgres://ptable@localhost/favorites", environment: [:])
        #expect(defaultPort.description == "postgres://ptable@localhost:5432/favorites")
    }

    @Test func aURLWithSpacesOrQuotesAroundItIsRefusedNotTakenAsAPath() throws {
        for text in [" postgres://ann:hunter2@db:5432/fav", "postgres://ann:hunter2@db:5432/fav\n", "'postgres://ann:hunter2@db:5432/fav'"] {
            #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann@db:5432/fav",
                                                           reason: "it has spaces or quotes around it; remove them"), "\(text)") {
                try StoreLocation(parsing: text, environment: [:])
            }
        }
        #expect(throws: FavoritesError.unknownStoreScheme(location: "mysql://db/fav", scheme: "mysql")) {
            try StoreLocation(parsing: " mysql://db/fav", environment: [:])
        }
        #expect(try StoreLocation(parsing: " notes.sqlite", environment: [:]) == .sqlite(path: " notes.sqlite"), "a path may start with a space")
        #expect(throws: FavoritesError.standardStreamStore) { try StoreLocation(parsing: "-", environment: [:]) }
        #expect(try StoreLocation(parsing: "./-", environment: [:]) == .sqlite(path: "./-"))
    }

    @Test func thePasswordIsNeverShown() throws {
        let location = try StoreLocation(parsing: "postgres://ann:hunter2@db:5432/fav", environment: [:])
        #expect(location.description == "postgres://ann@db:5432/fav")
        #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann:***@db:5432/fav?sslmode=on",
                                                       reason: "sslmode \"on\" is not one of disable, prefer, require, verify-ca, verify-full")) {
            try StoreLocation(parsing: "postgres://ann:hunter2@db:5432/fav?sslmode=on", environment: [:])
        }
    }

    @Test(arguments: [
        ("mysql://root@localhost/fav", "mysql"),
        ("sqlite://fav.sqlite", "sqlite"),
        ("https://example.com/favorites", "https"),
        ("redis://127.0.0.1:6379", "redis"),
    ])
    func urlsOfOtherSchemesAreErrorsNotPaths(text: String, scheme: String) {
        #expect(throws: FavoritesError.unknownStoreScheme(location: text, scheme: scheme)) { try StoreLocation(parsing: text, environment: [:]) }
        let message = FavoritesError.unknownStoreScheme(location: text, scheme: scheme).localizedDescription
        #expect(message == "unknown favourites store \"\(text)\": ptable keeps favourites in an SQLite file (a path) or in PostgreSQL (postgres://USER@HOST:PORT/DB), not in \"\(scheme):\"")
    }

    @Test(arguments: [
        ("postgres:favorites", "not a URL; write it as postgres://USER@HOST:PORT/DATABASE"),
        ("postgres://ptable@127.0.0.1:0/favorites", "port 0 is not between 1 and 65535"),
        ("postgres://ptable@127.0.0.1/a/b", "\"a/b\" is not a database name (it holds \"/\")"),
        ("postgres://ptable@127.0.0.1/fav?pool=3", "unknown parameter \"pool\" (the parameters taken are sslmode, sslrootcert, application_name, connect_timeout, channel_binding, sslcert and sslkey)"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=always", "sslmode \"always\" is not one of disable, prefer, require, verify-ca, verify-full"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=require&sslrootcert=ca.pem",
         "sslrootcert is used by sslmode=verify-ca or verify-full only; add one of them"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=verify-full&sslrootcert=", "sslrootcert needs a file of authority certificates, or system"),
    ])
    func unusablePostgresURLsSayWhy(text: String, reason: String) {
        #expect(throws: FavoritesError.invalidStoreURL(location: text, reason: reason)) { try StoreLocation(parsing: text, environment: [:]) }
    }

    /// libpq takes a host that starts with "/" as the folder of a Unix socket, and no host at
    /// all as its default folder; such a host was refused, so a Debian server reached over its
    /// socket (peer authentication, no password) could not be used.
    @Test func aHostStartingWithASlashIsTheFolderOfAUnixSocket() throws {
        let location = try StoreLocation(parsing: "postgres://ptable@%2Fvar%2Frun%2Fpostgresql:5433/favorites", environment: [:])
        guard case let .postgres(address) = location else { Issue.record("not PostgreSQL"); return }
        #expect(address.isUnixSocket && address.host == "/var/run/postgresql" && address.port == 5433)
        #expect(location.description == "postgres://ptable@%2Fvar%2Frun%2Fpostgresql:5433/favorites")
        #expect(try StoreLocation(parsing: "postgres://ptable@/favorites", environment: [:]) == location.withPort(5432))
        #expect(try StoreLocation(parsing: "postgres:///favorites", environment: ["PGUSER": "ptable", "PGPORT": "5433"]) == location)
        #expect(try StoreLocation(parsing: "postgres:///favorites", environment: ["PGUSER": "ptable", "PGHOST": "/var/run/postgresql",
                                                                                  "PGPORT": "5433"]) == location)
    }

    /// A password with "/", "?", "#" or "%" written as it is: the URL's host then starts inside
    /// the password, and the message showed the rest of it ("postgres://ann:***@ss/w@db/fav").
    @Test(arguments: ["postgres://ann:p@ss/w@db.example:5432/fav", "postgres://ann:pa/ss@db.example/fav",
                      "postgres://ann:pa?ss@db.example/fav", "postgres://ann:50%off@db.example/fav"])
    func aPasswordNotPercentEncodedIsNamedAndNeverShown(text: String) {
        let shown = "postgres://ann:***@" + text.split(separator: "@").last!
        #expect(throws: FavoritesError.invalidStoreURL(
            location: shown,
            reason: "the user or password holds \"/\", \"?\", \"#\" or \"%\" as it is: percent-encode them (%2F, %3F, %23, %25)")) {
            try StoreLocation(parsing: text, environment: [:])
        }
    }

    @Test func aPasswordWithAnAtSignIsTakenWholeAndNeverShown() throws {
        #expect(try StoreLocation(parsing: "postgres://ann:p@ss@db.example/fav", environment: [:])
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", password: "p@ss", database: "fav")))
        #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann:***@db.example/fav?sslmode=on",
                                                       reason: "sslmode \"on\" is not one of disable, prefer, require, verify-ca, verify-full")) {
            try StoreLocation(parsing: "postgres://ann:p@ss@db.example/fav?sslmode=on", environment: [:])
        }
    }

    /// A URL copied from a provider or written for `psql` often carries libpq's other
    /// parameters; `?connect_timeout=10` was refused as an unknown parameter.
    @Test func libpqsConnectionParametersAreTaken() throws {
        guard case let .postgres(address) = try StoreLocation(
            parsing: "postgres://ann@db.example/fav?application_name=poster-wall&connect_timeout=10&channel_binding=prefer",
            environment: [:]) else { Issue.record("not PostgreSQL"); return }
        #expect(address.applicationName == "poster-wall")
        #expect(address.connectTimeout == .seconds(10))
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=allow", environment: [:])
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", database: "fav", tlsMode: .prefer)),
            "libpq's allow connects wherever prefer does")
        let libpqMinimum = try StoreLocation(parsing: "postgres://ann@db.example/fav?connect_timeout=1", environment: [:])
        #expect(libpqMinimum == .postgres(Self.address(connectTimeout: .seconds(2))), "libpq waits at least 2 s")
        let unbounded = try StoreLocation(parsing: "postgres://ann@db.example/fav?connect_timeout=0&channel_binding=disable", environment: [:])
        #expect(unbounded == .postgres(Self.address(connectTimeout: nil)), "0 leaves the store's time limit")
    }

    @Test(arguments: [
        ("postgres://ann@db.example/fav?connect_timeout=ten", "connect_timeout \"ten\" is not a whole number of seconds"),
        ("postgres://ann@db.example/fav?channel_binding=require",
         "channel_binding \"require\" cannot be used: ptable's PostgreSQL client does not bind the channel; write prefer"),
        ("postgres://ann@db.example/fav?channel_binding=maybe", "channel_binding \"maybe\" cannot be used: write disable or prefer"),
        ("postgres://ann@db.example/fav?sslcert=", "sslcert needs a file"),
        ("postgres://ann@db.example/fav?target_session_attrs=read-write",
         "unknown parameter \"target_session_attrs\" (the parameters taken are sslmode, sslrootcert, application_name, connect_timeout, channel_binding, sslcert and sslkey)"),
    ])
    func libpqParametersPtableCannotHonourSayWhy(text: String, reason: String) {
        #expect(throws: FavoritesError.invalidStoreURL(location: text, reason: reason)) { try StoreLocation(parsing: text, environment: [:]) }
    }

    /// What the URL leaves out comes from libpq's variables, as it does for `psql`; the URL wins.
    @Test func libpqsEnvironmentFillsInWhatTheURLLeavesOut() throws {
        let environment = ["PGHOST": "db.example", "PGPORT": "5433", "PGUSER": "ann", "PGDATABASE": "fav", "PGPASSWORD": "hunter2",
                           "PGSSLMODE": "verify-full", "PGSSLROOTCERT": "/etc/ptable/ca.pem", "PGAPPNAME": "wall",
                           "PGCONNECT_TIMEOUT": "7", "PGCHANNELBINDING": "prefer", "PGPASSFILE": "/nonexistent"]
        var expected = PostgresStoreAddress(host: "db.example", port: 5433, user: "ann", password: "hunter2", database: "fav",
                                            tlsMode: .verifyFull)
        (expected.rootCertificates, expected.applicationName, expected.connectTimeout) = (.file("/etc/ptable/ca.pem"), "wall", .seconds(7))
        #expect(try StoreLocation(parsing: "postgres:///", environment: environment) == .postgres(expected))
        #expect(try StoreLocation(parsing: "postgresql://", environment: environment) == .postgres(expected))
        let written = try StoreLocation(parsing: "postgres://bob:pw@other.example:6000/prod?sslmode=require&application_name=api",
                                        environment: environment)
        expected = PostgresStoreAddress(host: "other.example", port: 6000, user: "bob", password: "pw", database: "prod", tlsMode: .require)
        (expected.rootCertificates, expected.applicationName, expected.connectTimeout) = (.file("/etc/ptable/ca.pem"), "api", .seconds(7))
        #expect(written == .postgres(expected), "the URL wins; PGSSLROOTCERT stays, unused by require, as in libpq")
        // As libpq: the system user is the role, and the role's name the database; an empty
        // variable counts as unset.
        let systemUser = ProcessInfo.processInfo.userName
        #expect(try StoreLocation(parsing: "postgres://db.example", environment: ["PGUSER": "", "PGDATABASE": ""])
            == .postgres(PostgresStoreAddress(host: "db.example", user: systemUser, database: systemUser)))
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/", environment: [:])
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", database: "ann")))
    }

    @Test(arguments: [
        (["PGPORT": "54x"], "PGPORT \"54x\" is not a port between 1 and 65535"),
        (["PGSSLMODE": "always"], "PGSSLMODE \"always\" is not one of disable, prefer, require, verify-ca, verify-full"),
        (["PGCONNECT_TIMEOUT": "soon"], "PGCONNECT_TIMEOUT \"soon\" is not a whole number of seconds"),
        (["PGCHANNELBINDING": "require"],
         "PGCHANNELBINDING \"require\" cannot be used: ptable's PostgreSQL client does not bind the channel; write prefer"),
    ])
    func aVariableThatCannotBeUsedIsNamed(environment: [String: String], reason: String) {
        let text = "postgres://ann@db.example/fav"
        #expect(throws: FavoritesError.invalidStoreURL(location: text, reason: reason)) { try StoreLocation(parsing: text, environment: environment) }
    }

    /// The password comes from the URL, else `PGPASSWORD`, else the password file, as in libpq,
    /// so it need not stand in a URL that `ps` and shell histories show.
    @Test func thePasswordComesFromTheURLThenPGPASSWORDThenThePasswordFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("pgpass")
        try "db.example:5432:fav:ann:from-file\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        func password(_ text: String, _ environment: [String: String]) throws -> String? {
            guard case let .postgres(address) = try StoreLocation(parsing: text, environment: environment) else { return nil }
            return address.password
        }
        let url = "postgres://ann@db.example/fav"
        #expect(try password(url, ["PGPASSFILE": file.path]) == "from-file")
        #expect(try password(url, ["PGPASSFILE": file.path, "PGPASSWORD": "from-variable"]) == "from-variable")
        #expect(try password("postgres://ann:in-url@db.example/fav", ["PGPASSFILE": file.path, "PGPASSWORD": "v"]) == "in-url")
        #expect(try password(url, ["HOME": folder.url.path]) == nil, "no .pgpass in that home")
        try FileManager.default.copyItem(at: file, to: folder.url.appendingPathComponent(".pgpass"))
        #expect(try password(url, ["HOME": folder.url.path]) == "from-file", "~/.pgpass by default")
        try "localhost:5432:fav:ann:local\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try password("postgres://ann@/fav", ["PGPASSFILE": file.path]) == "local", "libpq's socket folder is localhost there")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(try password("postgres://ann@/fav", ["PGPASSFILE": file.path]) == nil, "a file others may read is ignored, as libpq ignores it")
    }

    /// A client certificate as libpq finds it: named by the URL or `PGSSLCERT`/`PGSSLKEY`, else
    /// `~/.postgresql/postgresql.crt` and `.key` when the certificate is there.
    @Test func aClientCertificateIsNamedOrFoundWhereLibpqLooks() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        func certificate(_ text: String, _ environment: [String: String]) throws -> [String?] {
            guard case let .postgres(address) = try StoreLocation(parsing: text, environment: environment.merging(["HOME": home.url.path]) { $1 })
            else { return [] }
            return [address.clientCertificateFile, address.clientKeyFile]
        }
        let url = "postgres://ann@db.example/fav"
        let folder = home.path(".postgresql")
        #expect(try certificate(url, [:]) == [nil, nil], "no certificate in the home folder")
        #expect(try certificate(url + "?sslcert=/etc/c.pem&sslkey=/etc/k.pem", [:]) == ["/etc/c.pem", "/etc/k.pem"])
        #expect(try certificate(url + "?sslcert=/etc/c.pem", ["PGSSLKEY": "/etc/env.key"]) == ["/etc/c.pem", "/etc/env.key"])
        #expect(try certificate(url + "?sslcert=/etc/c.pem", [:]) == ["/etc/c.pem", folder + "/postgresql.key"])
        #expect(try certificate(url + "?sslkey=/etc/k.pem", [:]) == [nil, nil], "a key without a certificate is unused")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "".write(toFile: folder + "/postgresql.crt", atomically: true, encoding: .utf8)
        #expect(try certificate(url, [:]) == [folder + "/postgresql.crt", folder + "/postgresql.key"])
    }

    private static func address(connectTimeout: Duration?) -> PostgresStoreAddress {
        var address = PostgresStoreAddress(host: "db.example", user: "ann", database: "fav")
        address.connectTimeout = connectTimeout
        return address
    }

    @Test func theEnvironmentNamesAURLToo() throws {
        let environment = ["PTABLE_STORE": "postgres://ptable@127.0.0.1:5433/fav", "HOME": "/home/ann"]
        #expect(try FavoritesStoreLocation.location(option: nil, environment: environment).description
            == "postgres://ptable@127.0.0.1:5433/fav")
        #expect(throws: FavoritesError.unknownStoreScheme(location: "mongodb://x/y", scheme: "mongodb")) {
            try FavoritesStoreLocation.location(option: "mongodb://x/y", environment: environment)
        }
    }
}

private extension StoreLocation {
    func withPort(_ port: Int) -> StoreLocation {
        guard case var .postgres(address) = self else { return self }
        address.port = port
        return .postgres(address)
    }
}
