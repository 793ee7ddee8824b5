import Favorites
import Foundation
import PTableTestSupport
import Testing

/// A database set up once and then used with fewer rights: a role granted only the rows of
/// ptable's tables, and a database made read-only (as a standby is).
@Suite struct PostgresRestrictedDatabaseTests {
    /// A database migrated by its owner, with one favourite.
    static func migratedDatabase(_ prefix: String) async throws -> String {
        let url = try await PostgresTestServer.shared().makeDatabase(prefix)
        let owner = try StoreLocation(parsing: url).makeStore(operationTimeout: StoreBackend.operationTimeout)
        _ = try await owner.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try await owner.close()
        return url
    }

    /// A login role of its own (roles belong to the whole server), allowed to connect to the
    /// database at `url` and to use its public schema, but not to create anything in it.
    static func roleWithoutCreate(on url: String) async throws -> String {
        let role = "rows_only_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(8)
        for statement in ["CREATE ROLE \(role) LOGIN", "REVOKE CREATE ON SCHEMA public FROM PUBLIC",
                          "GRANT USAGE ON SCHEMA public TO \(role)"] {
            _ = try await PostgresFavoritesStoreTests.runSQL(url, statement)
        }
        return role
    }

    static func store(_ url: String, as role: String? = nil) throws -> any FavoritesStore {
        var address = try PostgresFavoritesStoreTests.address(url)
        if let role { address.user = role }
        return PostgresFavoritesStore(address: address, poolSize: 2, operationTimeout: StoreBackend.operationTimeout)
    }

    @Test func aRoleGrantedOnlyTheRowsUsesTablesMadeBefore() async throws {
        let url = try await Self.migratedDatabase("rows_only")
        let role = try await Self.roleWithoutCreate(on: url)
        _ = try await PostgresFavoritesStoreTests.runSQL(
            url, "GRANT SELECT, INSERT, UPDATE, DELETE ON favorite, ptable_migrations TO \(role)")
        let store = try Self.store(url, as: role)
        #expect(try await store.list(by: nil).map(\.elementSymbol) == ["Na"])
        #expect(try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann").created)
        try await store.close()
    }

    @Test func aRoleThatMayNotCreateTheTablesIsToldSo() async throws {
        let url = try await PostgresTestServer.shared().makeDatabase("no_tables")
        let role = try await Self.roleWithoutCreate(on: url)
        let store = try Self.store(url, as: role)
        let address = try PostgresFavoritesStoreTests.address(url)
        await assertThrows(.storeFailed(path: PostgresStoreAddress(host: address.host, port: address.port, user: role,
                                                                   database: address.database).description,
                                        reason: "permission denied for schema public")) {
            _ = try await store.list(by: nil)
        }
        try await store.close()
    }

    @Test func aReadOnlyDatabaseIsReadAndRefusesWrites() async throws {
        let url = try await Self.migratedDatabase("read_only")
        let name = try PostgresFavoritesStoreTests.address(url).database
        _ = try await PostgresFavoritesStoreTests.runSQL(url, "ALTER DATABASE \(name) SET default_transaction_read_only = on")
        let store = try Self.store(url)
        #expect(try await store.list(by: nil).map(\.elementSymbol) == ["Na"])
        await assertThrows(.storeFailed(path: try PostgresFavoritesStoreTests.address(url).description,
                                        reason: "cannot execute INSERT in a read-only transaction")) {
            _ = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann")
        }
        try await store.close()
    }
}
