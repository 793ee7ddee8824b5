import Favorites
import Foundation
import GRDB
import Testing

/// Fails unless `work` throws exactly `expected`.
func assertThrows(_ expected: FavoritesError, sourceLocation: SourceLocation = #_sourceLocation,
                  _ work: () async throws -> Void) async {
    do {
        try await work()
        Issue.record("expected \(expected.localizedDescription)", sourceLocation: sourceLocation)
    } catch let error as FavoritesError {
        #expect(error == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}

/// Runs SQL on `path` through a plain SQLite connection (GRDB's, without the store's schema,
/// migrations or settings), so a test can make a database ptable did not write. In process:
/// a python3 child for this cost 0.15 s a call.
func runSQLite(_ path: String, _ sql: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: sql) }
    try queue.close()
}
