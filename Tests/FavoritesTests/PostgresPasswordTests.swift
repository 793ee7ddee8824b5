import Favorites
import Foundation
import PTableTestSupport
import Testing

/// A role that logs in with a password, given as libpq takes it: in the URL, in `PGPASSWORD`
/// or in the password file, so it need not stand in a URL that `ps` and shell histories show.
@Suite struct PostgresPasswordTests {
    @Test func thePasswordFromTheVariableOrTheFileLogsIn() async throws {
        let server = try await PostgresTestServer.launch()
        defer { server.remove() }
        let database = try PostgresFavoritesStoreTests.address(try await server.makeDatabase("password")).database
        try await server.requirePassword(role: "keeper", password: "s3cret")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let passwordFile = folder.path("pgpass")
        try "127.0.0.1:\(server.port):\(database):keeper:s3cret\n".write(toFile: passwordFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passwordFile)
        let url = "postgres://keeper@127.0.0.1:\(server.port)/\(database)?application_name=poster-wall"
        func favourites(_ environment: [String: String]) async throws -> Int {
            let store = try StoreLocation(parsing: url, environment: environment).makeStore(poolSize: 1, operationTimeout: StoreBackend.operationTimeout)
            return try await StoreBackend.closing(store) { store in
                _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
                let names = try await PostgresFavoritesStoreTests.runSQL(
                    "postgres://ptable@127.0.0.1:\(server.port)/\(database)",
                    "SELECT application_name FROM pg_stat_activity WHERE usename = 'keeper'")
                #expect(names.contains("poster-wall"), "the server shows the URL's application_name")
                return try await store.list(by: nil).count
            }
        }
        #expect(try await favourites(["PGPASSWORD": "s3cret", "PGPASSFILE": "/nonexistent"]) == 1)
        #expect(try await favourites(["PGPASSFILE": passwordFile]) == 1)
        let asked = FavoritesError.storeFailed(
            path: "postgres://keeper@127.0.0.1:\(server.port)/\(database)",
            reason: "the server asks for a password; give it in the URL (postgres://USER:PASSWORD@…), in PGPASSWORD or in ~/.pgpass")
        await #expect(throws: asked, "without the password the role cannot log in") {
            try await favourites(["PGPASSFILE": "/nonexistent"])
        }
    }
}
