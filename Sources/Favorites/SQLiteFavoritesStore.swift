import Foundation
import GRDB

/// The embedded store: one SQLite file through GRDB, in WAL mode, shared safely by any number of
/// processes (a busy timeout serializes writers; each add is one IMMEDIATE transaction).
///
/// The file is opened on first use. A missing file is created (with its folder), and an empty
/// file made a store, only by `add`; `list`, `remove` and `ping` on a missing or empty file find
/// nothing and write nothing. A file that is not a ptable store is refused with
/// `FavoritesError.notAStore` and never modified.
public final class SQLiteFavoritesStore: FavoritesStore {
    /// How long a write waits for another process's transaction before failing, in seconds.
    static let busyTimeout: TimeInterval = 10

    /// The file's path, as given.
    public let path: String
    private let connection: StoreConnection

    /// A store at `path` (see `FavoritesStoreLocation` for the usual one); nothing is opened yet.
    public init(path: String) {
        self.path = path
        self.connection = StoreConnection(path: path)
    }

    /// One IMMEDIATE transaction finds the record or inserts it; creates the file (and its folder) if missing.
    public func add(elementSymbol: String, elementName: String, by person: String) async throws -> (favorite: Favorite, created: Bool) {
        let person = try FavoritePerson.checked(person)
        guard let pool = try await connection.pool(creating: true) else { throw FavoritesError.noStoreLocation }
        return try await storeAccess {
            try await pool.write { db in
                if let existing = try FavoriteRow.fetchOne(
                    db, sql: "SELECT * FROM favorite WHERE favoritedBy = ? AND elementSymbol = ?",
                    arguments: [person, elementSymbol]) {
                    return (existing.favorite, false)
                }
                let createdAt = FavoriteTime.millisecondPrecision(Date())
                try db.execute(
                    sql: "INSERT INTO favorite (favoritedBy, elementName, elementSymbol, createdAt) VALUES (?, ?, ?, ?)",
                    arguments: [person, elementName, elementSymbol, FavoriteTime.string(from: createdAt)])
                let favorite = Favorite(id: db.lastInsertedRowID, favoritedBy: person, elementName: elementName,
                                        elementSymbol: elementSymbol, createdAt: createdAt)
                return (favorite, true)
            }
        }
    }

    /// Reads one record; a missing file has none and is not created.
    public func favorite(id: Int64) async throws -> Favorite? {
        guard let pool = try await connection.pool(creating: false) else { return nil }
        return try await storeAccess {
            try await pool.read { db in
                try FavoriteRow.fetchOne(db, sql: "SELECT * FROM favorite WHERE id = ?", arguments: [id])?.favorite
            }
        }
    }

    /// One IMMEDIATE transaction checks that no other record holds the pair, then rewrites the record.
    public func update(id: Int64, elementSymbol: String, elementName: String, by person: String) async throws -> Favorite? {
        let person = try FavoritePerson.checked(person)
        guard let pool = try await connection.pool(creating: false) else { return nil }
        return try await storeAccess {
            try await pool.write { db in
                guard let existing = try FavoriteRow.fetchOne(db, sql: "SELECT * FROM favorite WHERE id = ?", arguments: [id]) else {
                    return nil
                }
                if let other = try FavoriteRow.fetchOne(
                    db, sql: "SELECT * FROM favorite WHERE favoritedBy = ? AND elementSymbol = ? AND id <> ?",
                    arguments: [person, elementSymbol, id]) {
                    throw FavoritesError.duplicateFavorite(person: person, elementSymbol: elementSymbol, id: other.favorite.id)
                }
                try db.execute(sql: "UPDATE favorite SET favoritedBy = ?, elementName = ?, elementSymbol = ? WHERE id = ?",
                               arguments: [person, elementName, elementSymbol, id])
                var updated = existing.favorite
                updated.favoritedBy = person
                updated.elementName = elementName
                updated.elementSymbol = elementSymbol
                return updated
            }
        }
    }

    /// Deletes by id; a missing file has nothing to delete and is not created.
    public func remove(id: Int64) async throws -> Bool {
        guard let pool = try await connection.pool(creating: false) else { return false }
        return try await storeAccess {
            try await pool.write { db in
                try db.execute(sql: "DELETE FROM favorite WHERE id = ?", arguments: [id])
                return db.changesCount > 0
            }
        }
    }

    /// Deletes the person's record of the symbol; a missing file is not created.
    public func remove(elementSymbol: String, by person: String) async throws -> Bool {
        let person = try FavoritePerson.checked(person)
        guard let pool = try await connection.pool(creating: false) else { return false }
        return try await storeAccess {
            try await pool.write { db in
                try db.execute(sql: "DELETE FROM favorite WHERE favoritedBy = ? AND elementSymbol = ?",
                               arguments: [person, elementSymbol])
                return db.changesCount > 0
            }
        }
    }

    /// The records in `listOrder`; a missing file lists nothing and is not created.
    public func list(by person: String?) async throws -> [Favorite] {
        let person = try person.map(FavoritePerson.checked)
        guard let pool = try await connection.pool(creating: false) else { return [] }
        return try await storeAccess {
            try await pool.read { db in
                // BINARY collation compares UTF-8 bytes: the code-point order `Favorite.listOrder` promises.
                if let person {
                    return try FavoriteRow.fetchAll(
                        db, sql: "SELECT * FROM favorite WHERE favoritedBy = ? ORDER BY createdAt, id", arguments: [person]).map(\.favorite)
                }
                return try FavoriteRow.fetchAll(db, sql: "SELECT * FROM favorite ORDER BY favoritedBy, createdAt, id").map(\.favorite)
            }
        }
    }

    /// Opens the file (once) and reads from it; a missing or empty file is ready, and is left as
    /// it is, when the first `add` could create it.
    public func ping() async throws {
        guard let pool = try await connection.pool(creating: false) else { return try StoreFile.requireCreatable(path) }
        try await storeAccess {
            try await pool.read { db in _ = try Int.fetchOne(db, sql: "SELECT 1") }
        }
    }

    /// Closes the database; the last process to close it folds the write-ahead log into the file.
    public func close() async throws {
        try await storeAccess { try await connection.close() }
    }

    /// Runs `work`, turning SQLite's errors into `FavoritesError` naming the file.
    private func storeAccess<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as DatabaseError {
            throw StoreConnection.storeError(error, path: path)
        }
    }
}
