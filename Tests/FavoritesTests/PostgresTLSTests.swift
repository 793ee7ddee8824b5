import Favorites
import Foundation
import PTableTestSupport
import Testing

/// `sslmode` against a server whose certificate no client trusts (self-signed, or signed by a
/// provider's own authority), as libpq's modes treat it: `prefer` and `require` encrypt without
/// checking who signed the certificate.
@Suite struct PostgresTLSTests {
    @Test(arguments: [PostgresStoreAddress.TLSMode.prefer, .require])
    func aSelfSignedCertificateIsEncryptedTo(mode: PostgresStoreAddress.TLSMode) async throws {
        let server = try await PostgresTestServer.launch()
        defer { server.remove() }
        try await server.enableTLS()
        let url = try await server.makeDatabase("tls")
        var address = try PostgresFavoritesStoreTests.address(url)
        address.tlsMode = mode
        let store = PostgresFavoritesStore(address: address, poolSize: 1, operationTimeout: StoreBackend.operationTimeout)
        #expect(try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").created)
        // The pool keeps its connection open: the server says whether it is encrypted.
        let encrypted = try await PostgresFavoritesStoreTests.runSQL(url, """
            SELECT s.ssl::text FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
            WHERE a.datname = '\(address.database)' AND a.pid <> pg_backend_pid()
            """)
        #expect(encrypted == ["true"])
        try await store.close()
    }

    /// `verify-ca` and `verify-full` check the certificate against `sslrootcert` (the test
    /// server's own, named for localhost only), and a refusal says which check failed and is a
    /// setting to fix (not an outage, which the store would wait out).
    @Test func verifyingModesCheckTheAuthorityAndTheHostName() async throws {
        let server = try await PostgresTestServer.launch()
        defer { server.remove() }
        try await server.enableTLS()
        let url = try await server.makeDatabase("verified")
        let authority = server.folder + "/data/server.crt"
        let database = try PostgresFavoritesStoreTests.address(url).database
        func store(_ host: String) -> String { "postgres://ptable@\(host):\(server.port)/\(database)" }
        func listing(host: String, _ mode: PostgresStoreAddress.TLSMode, _ roots: PostgresStoreAddress.RootCertificates) async throws -> Int {
            var address = try PostgresFavoritesStoreTests.address(url)
            (address.host, address.tlsMode, address.rootCertificates) = (host, mode, roots)
            let store = PostgresFavoritesStore(address: address, poolSize: 1, operationTimeout: StoreBackend.operationTimeout)
            return try await StoreBackend.closing(store) { try await $0.list(by: nil).count }
        }
        #expect(try await listing(host: "localhost", .verifyFull, .file(authority)) == 0)
        #expect(try await listing(host: "127.0.0.1", .verifyCA, .file(authority)) == 0)
        await #expect(throws: FavoritesError.storeFailed(path: store("127.0.0.1"),
                                                         reason: "the server's certificate does not name the host connected to (sslmode=verify-full)")) {
            try await listing(host: "127.0.0.1", .verifyFull, .file(authority))
        }
        await #expect(throws: FavoritesError.storeFailed(path: store("localhost"),
                                                         reason: "the server's certificate is not signed by an authority in sslrootcert")) {
            try await listing(host: "localhost", .verifyCA, .system)
        }
        let missing = server.folder + "/no-such-authority.pem"
        await #expect(throws: FavoritesError.storeFailed(path: store("localhost"),
                                                         reason: "sslrootcert \"\(missing)\" is not a readable PEM file of authority certificates (verify-full needs one, or sslrootcert=system)")) {
            try await listing(host: "localhost", .verifyFull, .file(missing))
        }
    }

    /// A server that authenticates a role by its certificate (`cert` in pg_hba.conf): the store
    /// shows the one `sslcert` and `sslkey` name, and a key others may read is refused, as libpq
    /// refuses it, before anything is sent.
    @Test func aClientCertificateLogsIn() async throws {
        let server = try await PostgresTestServer.launch()
        defer { server.remove() }
        try await server.enableTLS()
        let database = try PostgresFavoritesStoreTests.address(try await server.makeDatabase("certificate")).database
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await server.requireClientCertificate(role: "badge", writingTo: folder.url.path)
        let base = "postgres://badge@127.0.0.1:\(server.port)/\(database)?sslmode=require"
        let withCertificate = base + "&sslcert=\(folder.path("client.crt"))&sslkey=\(folder.path("client.key"))"
        func favourites(_ url: String) async throws -> Int {
            let store = try StoreLocation(parsing: url, environment: ["HOME": folder.url.path])
                .makeStore(poolSize: 1, operationTimeout: StoreBackend.operationTimeout)
            return try await StoreBackend.closing(store) { try await $0.list(by: nil).count }
        }
        #expect(try await favourites(withCertificate) == 0)
        let shown = "postgres://badge@127.0.0.1:\(server.port)/\(database)"
        await #expect(throws: FavoritesError.storeFailed(path: shown, reason: "connection requires a valid client certificate")) {
            try await favourites(base)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.path("client.key"))
        let exposed = FavoritesError.storeFailed(
            path: shown, reason: "sslkey \"\(folder.path("client.key"))\" may be read by others than its owner; chmod 600 it, as libpq asks")
        await #expect(throws: exposed) { try await favourites(withCertificate) }
    }
}
