import Logging
import PostgresNIO

/// The PostgreSQL store's schema as ordered, named migrations, recorded in `ptable_migrations`.
/// Add a migration for every change; never edit one.
///
/// All of them run in one transaction holding a transaction-level advisory lock, so instances
/// started at the same moment take turns: the first applies what is missing, the others then find
/// it done. A database migrated by a newer ptable (an identifier unknown here) is refused. A
/// database already up to date is only read, so a role without the right to create tables, or a
/// read-only database, is used as it is.
enum PostgresSchema {
    /// The advisory lock key every ptable instance takes while migrating ("ptfv" in ASCII, as the
    /// SQLite store's application id).
    static let lockKey: Int64 = 0x7074_6676

    /// Identifier and SQL statements, in the order they apply.
    static let migrations: [(identifier: String, statements: [PostgresQuery])] = [
        ("v1: favorites", [
            // COLLATE "C" compares bytes, so names order by code point as in SQLite; an identity
            // column never hands out a removed id again.
            """
            CREATE TABLE favorite (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                "favoritedBy" text COLLATE "C" NOT NULL,
                "elementName" text NOT NULL,
                "elementSymbol" text COLLATE "C" NOT NULL,
                "createdAt" timestamptz NOT NULL,
                UNIQUE ("favoritedBy", "elementSymbol")
            )
            """,
        ]),
    ]

    /// Brings the database up to date.
    ///
    /// - Throws: `FavoritesError.newerStore` when the database has a migration this build does not know.
    static func migrate(_ client: PostgresClient, store: String, logger: Logger) async throws {
        // CREATE TABLE IF NOT EXISTS needs the right to create in the schema, and a writable
        // transaction, even when the table is there: asked first, ptable would refuse a role
        // granted only the rows, and a read-only database, after they were set up.
        let found = try await client.withConnection { connection in
            try await appliedMigrations(connection, logger: logger)
        }
        if let found, try isUpToDate(found, store: store) { return }
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS ptable_migrations (
                    identifier text PRIMARY KEY,
                    "appliedAt" timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            let applied = try await appliedMigrations(connection, logger: logger) ?? []
            _ = try isUpToDate(applied, store: store)
            for migration in migrations where !applied.contains(migration.identifier) {
                for statement in migration.statements {
                    try await connection.query(statement, logger: logger)
                }
                try await connection.query("INSERT INTO ptable_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
            }
        }
    }

    /// The identifiers recorded in `ptable_migrations`; nil when there is no such table yet.
    private static func appliedMigrations(_ connection: PostgresConnection, logger: Logger) async throws -> Set<String>? {
        var exists = false
        for try await found in try await connection.query("SELECT to_regclass('ptable_migrations') IS NOT NULL", logger: logger)
            .decode(Bool.self) {
            exists = found
        }
        guard exists else { return nil }
        var applied = Set<String>()
        for try await identifier in try await connection.query("SELECT identifier FROM ptable_migrations", logger: logger)
            .decode(String.self) {
            applied.insert(identifier)
        }
        return applied
    }

    /// Whether `applied` holds every migration of this build.
    ///
    /// - Throws: `FavoritesError.newerStore` when it holds one this build does not know.
    private static func isUpToDate(_ applied: Set<String>, store: String) throws -> Bool {
        let known = Set(migrations.map(\.identifier))
        if let unknown = applied.subtracting(known).sorted().first {
            throw FavoritesError.newerStore(path: store, migration: unknown)
        }
        return known.isSubset(of: applied)
    }
}
