import Foundation
import GRDB

/// What is at a store's path before ptable opens it for writing. Everything here only reads, so a
/// file that turns out not to be a ptable store is left exactly as it was.
enum StoreFile {
    case absent
    /// An empty file, or an SQLite database with no tables yet (another ptable process may be
    /// creating it right now): ptable may make it a store.
    case blank
    case store

    private static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

    /// Inspects `path`.
    ///
    /// - Throws: `FavoritesError.notAStore` for a folder, a device, a file that is not SQLite, or
    ///   an SQLite database of another application; `.storeFailed` when it cannot be read.
    static func inspect(_ path: String) throws -> StoreFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .absent }
        if isFolder.boolValue { throw FavoritesError.notAStore(path: path, reason: "it is a folder") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw FavoritesError.notAStore(path: path, reason: "not a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FavoritesError.storeFailed(path: path, reason: "cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: sqliteMagic.count)) ?? Data()
        if head.isEmpty { return .blank }
        guard Array(head) == sqliteMagic else {
            throw FavoritesError.notAStore(path: path, reason: "not an SQLite database")
        }
        return try inspectDatabase(path)
    }

    /// Refuses an absent or blank `path` where no store could be made: a blank file that cannot be
    /// written, or the nearest existing folder on its way (the ones below it are made with the
    /// store) is a file, or takes no new entries (SQLite keeps its log files beside the store).
    ///
    /// - Throws: `FavoritesError.storeFailed` naming the file or folder, as the first `add` would.
    static func requireCreatable(_ path: String) throws {
        if FileManager.default.fileExists(atPath: path), access(path, W_OK) != 0 {
            throw FavoritesError.storeFailed(path: path, reason: "cannot be written (permission denied?)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var existing = folder
        while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
            existing = (existing as NSString).deletingLastPathComponent
        }
        if existing.isEmpty { existing = "." }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: existing, isDirectory: &isFolder), isFolder.boolValue else {
            // In the words `FolderMaker` gives the first add.
            let why = existing == folder ? "it is not a folder" : "a part of the path is not a folder"
            throw FavoritesError.storeFailed(path: path, reason: "cannot create the folder \(folder): \(why)")
        }
        guard access(existing, W_OK | X_OK) == 0 else {
            throw FavoritesError.storeFailed(path: path, reason: "cannot create files in the folder \(existing)")
        }
    }

    /// Reads the application id and the tables through a read-only connection.
    private static func inspectDatabase(_ path: String) throws -> StoreFile {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(SQLiteFavoritesStore.busyTimeout)
        let (applicationID, tables): (Int32, Set<String>)
        do {
            let queue = try BusyRetry.run { try DatabaseQueue(path: path, configuration: configuration) }
            // One read transaction, so the id and the tables come from the same moment even while
            // another process is creating the store.
            (applicationID, tables) = try BusyRetry.run { try queue.inDatabase { db in
                var result: (Int32, Set<String>) = (0, [])
                try db.inTransaction(.deferred) {
                    result = (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                              try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                    return .commit
                }
                return result
            } }
            try queue.close()
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw FavoritesError.notAStore(path: path, reason: "a damaged SQLite database")
        } catch let error as DatabaseError {
            throw FavoritesError.storeFailed(path: path, reason: error.message ?? "\(error.resultCode)")
        }
        if applicationID == FavoritesSchema.applicationID { return .store }
        // GRDB creates grdb_migrations before the first migration's transaction, so a store being
        // created by another process may have it, unstamped, for a moment.
        if applicationID == 0 && tables.isSubset(of: ["grdb_migrations"]) { return .blank }
        throw FavoritesError.notAStore(path: path, reason: "an SQLite database of another application")
    }
}
