import GRDB

/// The store's schema, as GRDB migrations: each one runs once, in order, in its own transaction,
/// and is recorded in `grdb_migrations`. Add a migration for every change; never edit one.
enum FavoritesSchema {
    /// Stamped in the SQLite header (`PRAGMA application_id`) by the first migration: the mark that
    /// tells a ptable store from any other SQLite file. "ptfv" in ASCII.
    static let applicationID: Int32 = 0x7074_6676

    /// The table of records.
    static let table = "favorite"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favorites") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            // AUTOINCREMENT: a removed id is never given again, so a stale `DELETE /ID` cannot hit a newer record.
            try db.create(table: table) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("favoritedBy", .text).notNull()
                table.column("elementName", .text).notNull()
                table.column("elementSymbol", .text).notNull()
                table.column("createdAt", .text).notNull()
                table.uniqueKey(["favoritedBy", "elementSymbol"])
            }
        }
        return migrator
    }

    /// Brings `writer` up to date. Other processes may migrate the same new file at the same time:
    /// GRDB runs each migration in its own transaction, so the loser of a race fails on a migration
    /// the winner applied; it then finds the work done, or tries again for what is left.
    static func migrate(_ writer: some DatabaseWriter) throws {
        let migrator = migrator
        var attempt = 0
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                attempt += 1
                if try writer.read({ try migrator.hasCompletedMigrations($0) }) { return }
                if attempt >= 5 { throw error }
            }
        }
    }

    /// The first applied migration this build does not know, if any: a newer ptable wrote the store.
    static func unknownMigration(in db: Database) throws -> String? {
        let known = Set(migrator.migrations)
        return try migrator.appliedIdentifiers(db).sorted().first { !known.contains($0) }
    }
}
