import Favorites
import Testing

/// `--store` values: a path is an SQLite file, `postgres://` a database, any other URL an error.
@Suite struct StoreLocationTests {
    @Test func pathsAreSQLiteFiles() throws {
        #expect(try StoreLocation(parsing: "favorites.sqlite") == .sqlite(path: "favorites.sqlite"))
        #expect(try StoreLocation(parsing: "/var/lib/ptable/fav.sqlite") == .sqlite(path: "/var/lib/ptable/fav.sqlite"))
        #expect(try StoreLocation(parsing: "data/a:b.sqlite") == .sqlite(path: "data/a:b.sqlite"), "a colon alone is no URL")
        #expect(try StoreLocation(parsing: "file:///srv/fav.sqlite") == .sqlite(path: "/srv/fav.sqlite"))
    }

    @Test func postgresURLsNameADatabase() throws {
        #expect(try StoreLocation(parsing: "postgres://ptable@127.0.0.1:5433/favorites")
            == .postgres(PostgresStoreAddress(host: "127.0.0.1", port: 5433, user: "ptable", database: "favorites")))
        #expect(try StoreLocation(parsing: "postgresql://ann:s%40cret@db.example:5432/fav?sslmode=require")
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", password: "s@cret", database: "fav", tlsMode: .require)))
        // An IPv6 address without the brackets the URL needs: they reached the resolver, and
        // postgres://ptable@[::1]:5432/fav failed with 'the host name "[::1]" does not resolve'.
        let loopback = try StoreLocation(parsing: "postgres://ptable@[::1]:5433/favorites")
        #expect(loopback == .postgres(PostgresStoreAddress(host: "::1", port: 5433, user: "ptable", database: "favorites")))
        #expect(loopback.description == "postgres://ptable@[::1]:5433/favorites")
        // The modes that check the certificate, with libpq's sslrootcert (a file, or system).
        var verified = PostgresStoreAddress(host: "db.example", user: "ann", database: "fav", tlsMode: .verifyFull)
        #expect(verified.rootCertificates == .libpqDefault)
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=verify-full") == .postgres(verified))
        verified.rootCertificates = .file("/etc/ptable/ca.pem")
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslmode=verify-full&sslrootcert=/etc/ptable/ca.pem")
            == .postgres(verified))
        (verified.tlsMode, verified.rootCertificates) = (.verifyCA, .system)
        #expect(try StoreLocation(parsing: "postgres://ann@db.example/fav?sslrootcert=system&sslmode=verify-ca") == .postgres(verified))
        let defaultPort = try StoreLocation(parsing: "postgres://ptable@localhost/favorites")
        #expect(defaultPort.description == "postgres://ptable@localhost:5432/favorites")
    }

    @Test func aURLWithSpacesOrQuotesAroundItIsRefusedNotTakenAsAPath() throws {
        for text in [" postgres://ann:hunter2@db:5432/fav", "postgres://ann:hunter2@db:5432/fav\n", "'postgres://ann:hunter2@db:5432/fav'"] {
            #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann@db:5432/fav",
                                                           reason: "it has spaces or quotes around it; remove them"), "\(text)") {
                try StoreLocation(parsing: text)
            }
        }
        #expect(throws: FavoritesError.unknownStoreScheme(location: "mysql://db/fav", scheme: "mysql")) {
            try StoreLocation(parsing: " mysql://db/fav")
        }
        #expect(try StoreLocation(parsing: " notes.sqlite") == .sqlite(path: " notes.sqlite"), "a path may start with a space")
    }

    @Test func thePasswordIsNeverShown() throws {
        let location = try StoreLocation(parsing: "postgres://ann:hunter2@db:5432/fav")
        #expect(location.description == "postgres://ann@db:5432/fav")
        #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann:***@db:5432/", reason: "no database name; write it as postgres://USER@HOST:PORT/DATABASE")) {
            try StoreLocation(parsing: "postgres://ann:hunter2@db:5432/")
        }
    }

    @Test(arguments: [
        ("mysql://root@localhost/fav", "mysql"),
        ("sqlite://fav.sqlite", "sqlite"),
        ("https://example.com/favorites", "https"),
        ("redis://127.0.0.1:6379", "redis"),
    ])
    func urlsOfOtherSchemesAreErrorsNotPaths(text: String, scheme: String) {
        #expect(throws: FavoritesError.unknownStoreScheme(location: text, scheme: scheme)) { try StoreLocation(parsing: text) }
        let message = FavoritesError.unknownStoreScheme(location: text, scheme: scheme).localizedDescription
        #expect(message == "unknown favourites store \"\(text)\": ptable keeps favourites in an SQLite file (a path) or in PostgreSQL (postgres://USER@HOST:PORT/DB), not in \"\(scheme):\"")
    }

    @Test(arguments: [
        ("postgres:favorites", "not a URL; write it as postgres://USER@HOST:PORT/DATABASE"),
        ("postgres://ptable@/favorites", "no host; write it as postgres://USER@HOST:PORT/DATABASE"),
        ("postgres://127.0.0.1/favorites", "no user; write it as postgres://USER@HOST:PORT/DATABASE"),
        ("postgres://ptable@127.0.0.1:0/favorites", "port 0 is not between 1 and 65535"),
        ("postgres://ptable@127.0.0.1/a/b", "\"a/b\" is not a database name (it holds \"/\")"),
        ("postgres://ptable@127.0.0.1/fav?pool=3", "unknown parameter \"pool\" (the parameters taken are sslmode and sslrootcert)"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=always", "sslmode \"always\" is not one of disable, prefer, require, verify-ca, verify-full"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=require&sslrootcert=ca.pem",
         "sslrootcert is used by sslmode=verify-ca or verify-full only; add one of them"),
        ("postgres://ptable@127.0.0.1/fav?sslmode=verify-full&sslrootcert=", "sslrootcert needs a file of authority certificates, or system"),
    ])
    func unusablePostgresURLsSayWhy(text: String, reason: String) {
        #expect(throws: FavoritesError.invalidStoreURL(location: text, reason: reason)) { try StoreLocation(parsing: text) }
    }

    /// libpq takes a host that starts with "/" as the folder of a Unix socket; ptable connects
    /// over TCP only, and such a host was looked up as a name, failing as "does not resolve" at
    /// every request of a server that had started as if the database were only away.
    @Test func aUnixSocketFolderAsHostIsRefused() {
        let text = "postgres://ptable@%2Fvar%2Frun%2Fpostgresql/favorites"
        #expect(throws: FavoritesError.invalidStoreURL(
            location: text, reason: "\"/var/run/postgresql\" is a Unix socket folder; ptable connects over TCP: give the server's name or address")) {
            try StoreLocation(parsing: text)
        }
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
            try StoreLocation(parsing: text)
        }
    }

    @Test func aPasswordWithAnAtSignIsTakenWholeAndNeverShown() throws {
        #expect(try StoreLocation(parsing: "postgres://ann:p@ss@db.example/fav")
            == .postgres(PostgresStoreAddress(host: "db.example", user: "ann", password: "p@ss", database: "fav")))
        #expect(throws: FavoritesError.invalidStoreURL(location: "postgres://ann:***@db.example/",
                                                       reason: "no database name; write it as postgres://USER@HOST:PORT/DATABASE")) {
            try StoreLocation(parsing: "postgres://ann:p@ss@db.example/")
        }
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
