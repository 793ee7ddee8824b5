import Favorites
import Foundation
import GRDB
import XCTest

/// Fails unless `work` throws exactly `expected`.
func assertThrows(_ expected: FavoritesError, file: StaticString = #filePath, line: UInt = #line,
                  _ work: () async throws -> Void) async {
    do {
        try await work()
        XCTFail("expected \(expected.localizedDescription)", file: file, line: line)
    } catch let error as FavoritesError {
        XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
        XCTFail("unexpected \(error)", file: file, line: line)
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
