import Logging
import PostgresNIO

/// The PostgreSQL store's schema as ordered, named migrations, recorded in `ptable_migrations`.
/// Add a migration for every change; never edit one.
///
/// All of them run in one transaction holding a transaction-level advisory lock, so instances
/// started at the same moment take turns: the first applies what is missing, the others then find
/// it done. A database migrated by a newer ptable (an identifier unknown here) is refused.
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
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS ptable_migrations (
                    identifier text PRIMARY KEY,
                    "appliedAt" timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            var applied = Set<String>()
            for try await identifier in try await connection.query("SELECT identifier FROM ptable_migrations", logger: logger)
                .decode(String.self) {
                applied.insert(identifier)
            }
            let known = Set(migrations.map(\.identifier))
            if let unknown = applied.subtracting(known).sorted().first {
                throw FavoritesError.newerStore(path: store, migration: unknown)
            }
            for migration in migrations where !applied.contains(migration.identifier) {
                for statement in migration.statements {
                    try await connection.query(statement, logger: logger)
                }
                try await connection.query("INSERT INTO ptable_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
            }
        }
    }
}
