import Foundation
import GRDB

/// Opening a store while other processes open or create it can meet SQLite's lock at a moment
/// where it answers "database is locked" at once instead of waiting out the busy timeout (the
/// switch to write-ahead logging and a read transaction that must become a write are two).
/// Those opens are tried again, briefly and boundedly, instead of failing a concurrent `add`.
enum BusyRetry {
    /// How long an open keeps trying before the lock error stands.
    static let limit: TimeInterval = SQLiteFavoritesStore.busyTimeout

    /// `work`'s result, tried again after a short pause while it throws SQLITE_BUSY or SQLITE_LOCKED.
    static func run<T>(_ work: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(limit)
        var pause: useconds_t = 5_000
        while true {
            do {
                return try work()
            } catch let error as DatabaseError where isBusy(error) && Date() < deadline {
                usleep(pause)
                pause = min(pause * 2, 100_000)
            }
        }
    }

    static func isBusy(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }
}
