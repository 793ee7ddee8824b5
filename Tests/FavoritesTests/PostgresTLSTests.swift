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
}
