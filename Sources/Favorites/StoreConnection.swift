import ElementData
import Foundation
import GRDB

/// Opens a store's database once, checked and migrated, and hands the same pool to every access.
actor StoreConnection {
    private let path: String
    private var pool: DatabasePool?

    init(path: String) {
        self.path = path
    }

    /// The open pool; nil when `creating` is false and the file does not exist or is blank.
    ///
    /// Opening a pool writes: WAL mode, the application id and the schema. A blank file (an empty
    /// one, or a database with no tables yet) holds no favourites, so a read or a removal answers
    /// from nothing and leaves it as it is: only an add, which asked to write, makes it a store.
    func pool(creating: Bool) throws -> DatabasePool? {
        if let pool { return pool }
        var madeFolders: [String] = []
        switch try StoreFile.inspect(path) {
        case .absent:
            guard creating else { return nil }
            madeFolders = try makeFolders()
        case .blank:
            guard creating else { return nil }
        case .store:
            break
        }
        do {
            let opened = try open()
            pool = opened
            return opened
        } catch {
            // A store that cannot be opened (its name too long, say) leaves no folders behind.
            FolderMaker.remove(madeFolders)
            throw error
        }
    }

    /// Copies the write-ahead log into the file and closes the pool, if open; the next access
    /// opens it again. When the last connection to a database closes, SQLite folds the log in
    /// and removes it and the shared-memory file, leaving the store one file; GRDB's `close`
    /// closes its writer before its read-only readers, and a reader cannot, so the readers are
    /// closed first (`releaseMemory`) and the writer is the last. While another process has the
    /// store open the files stay, and a passive checkpoint folds the log in without waiting.
    func close() throws {
        guard let pool else { return }
        // Best effort: another process checkpointing at the same time makes this one busy, and
        // that process folds the log in instead.
        _ = try? pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
        pool.releaseMemory()
        try pool.close()
        self.pool = nil
    }

    private func open() throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(SQLiteFavoritesStore.busyTimeout)
        configuration.label = "ptable favorites"
        do {
            let pool = try BusyRetry.run { try DatabasePool(path: path, configuration: configuration) }
            if let unknown = try BusyRetry.run({ try pool.read(FavoritesSchema.unknownMigration) }) {
                throw FavoritesError.newerStore(path: path, migration: unknown)
            }
            try BusyRetry.run { try FavoritesSchema.migrate(pool) }
            return pool
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: path)
        }
    }

    /// The store's missing folders, made; those made, for `FolderMaker.remove`.
    private func makeFolders() throws -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return [] }
        do {
            return try FolderMaker.create(folder)
        } catch {
            throw FavoritesError.storeFailed(path: path, reason: "cannot create the folder \(error.folder): \(error.reason)")
        }
    }

    /// An SQLite error as a one-line `FavoritesError` naming the file.
    static func storeError(_ error: DatabaseError, path: String) -> FavoritesError {
        // SQLite says only "unable to open database file"; the system says why (the path is too
        // long, too many symbolic links, permission denied).
        if error.resultCode == .SQLITE_CANTOPEN, access(path, F_OK) != 0, errno != ENOENT {
            return .storeFailed(path: path, reason: pathReason(errno))
        }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .notAStore(path: path, reason: "a damaged SQLite database")
        default:
            return .storeFailed(path: path, reason: error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }
}
