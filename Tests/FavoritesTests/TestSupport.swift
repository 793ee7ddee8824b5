import Favorites
import Foundation
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

/// Runs SQL on `path` with Python's sqlite3 module (python3 is a test dependency),
/// so a test can make a database ptable did not write.
func runSQLite(_ path: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit(); c.close()", path, sql]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
}
