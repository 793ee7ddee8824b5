import Favorites
import Foundation
import XCTest

final class SQLiteFavoritesStoreTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testAddThenListReturnsTheRecordWithItsFields() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("nested/folder/favorites.sqlite"))
        let (favorite, created) = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "  Ann ")
        XCTAssertTrue(created)
        XCTAssertEqual(favorite.id, 1)
        XCTAssertEqual(favorite.favoritedBy, "Ann")
        XCTAssertEqual(favorite.elementSymbol, "Na")
        XCTAssertEqual(favorite.elementName, "Sodium")
        XCTAssertLessThan(abs(favorite.createdAt.timeIntervalSinceNow), 60)
        let listed = try await store.list(by: "Ann")
        XCTAssertEqual(listed, [favorite])
    }

    func testAddingTheSameFavouriteAgainAddsNothing() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        let first = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let second = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        XCTAssertFalse(second.created)
        XCTAssertEqual(second.favorite, first.favorite)
        let all = try await store.list(by: nil)
        XCTAssertEqual(all.count, 1)
    }

    func testListIsOrderedByPersonThenTimeAdded() async throws {
        let path = folder.path("favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "K", elementName: "Potassium", by: "bob")
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        _ = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann")
        let reopened = SQLiteFavoritesStore(path: path)
        let listed = try await reopened.list(by: nil)
        XCTAssertEqual(listed.map { "\($0.favoritedBy):\($0.elementSymbol)" }, ["Ann:Na", "Ann:Fe", "bob:K"])
        let bobs = try await reopened.list(by: "bob")
        XCTAssertEqual(bobs.map(\.elementSymbol), ["K"])
    }

    func testRemoveByElementAndById() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        _ = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann")
        let removedIron = try await store.remove(elementSymbol: "Fe", by: "Ann")
        let removedIronAgain = try await store.remove(elementSymbol: "Fe", by: "Ann")
        let removedSodium = try await store.remove(id: sodium.id)
        let removedSodiumAgain = try await store.remove(id: sodium.id)
        XCTAssertEqual([removedIron, removedIronAgain, removedSodium, removedSodiumAgain], [true, false, true, false])
        let left = try await store.list(by: nil)
        XCTAssertEqual(left, [])
        // AUTOINCREMENT: a removed id is not given to the next record.
        let next = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        XCTAssertEqual(next.id, 3)
    }

    func testListingAndRemovingOnAMissingStoreCreateNothing() async throws {
        let path = folder.path("none/favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        let listed = try await store.list(by: nil)
        let removed = try await store.remove(elementSymbol: "Na", by: "Ann")
        XCTAssertEqual(listed, [])
        XCTAssertFalse(removed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("none")))
    }

    func testATextFileIsRefusedByNameAndLeftUntouched() async throws {
        let path = folder.path("notes.txt")
        let original = Data("my notes, not a database\n".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let store = SQLiteFavoritesStore(path: path)
        await assertThrows(FavoritesError.notAStore(path: path, reason: "not an SQLite database")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["notes.txt"])
    }

    func testAnotherApplicationsSQLiteDatabaseIsRefusedAndLeftUntouched() async throws {
        let path = folder.path("other.sqlite")
        try runSQLite(path, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');")
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = SQLiteFavoritesStore(path: path)
        await assertThrows(FavoritesError.notAStore(path: path, reason: "an SQLite database of another application")) {
            _ = try await store.list(by: nil)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["other.sqlite"])
    }

    func testAfterCloseTheFileAloneHoldsEveryFavourite() async throws {
        let path = folder.path("favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try await store.close()
        let copy = folder.path("backup.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let listed = try await SQLiteFavoritesStore(path: copy).list(by: nil)
        XCTAssertEqual(listed.map(\.elementSymbol), ["Na"])
        // A closed store opens again on the next use.
        let again = try await store.list(by: "Ann")
        XCTAssertEqual(again.count, 1)
    }

    func testADamagedDatabaseIsRefusedAndLeftUntouched() async throws {
        let path = folder.path("damaged.sqlite")
        let original = Data("SQLite format 3\u{0}".utf8) + Data((0..<4096).map { UInt8($0 % 251) })
        try original.write(to: URL(fileURLWithPath: path))
        await assertThrows(FavoritesError.notAStore(path: path, reason: "a damaged SQLite database")) {
            _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
    }

    func testAStoreFromANewerPtableIsRefused() async throws {
        let path = folder.path("favorites.sqlite")
        _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try runSQLite(path, "INSERT INTO grdb_migrations VALUES ('v9: future');")
        await assertThrows(FavoritesError.newerStore(path: path, migration: "v9: future")) {
            _ = try await SQLiteFavoritesStore(path: path).list(by: nil)
        }
    }

    func testAFolderIsRefused() async throws {
        let store = SQLiteFavoritesStore(path: folder.url.path)
        await assertThrows(FavoritesError.notAStore(path: folder.url.path, reason: "it is a folder")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
    }

    func testAnEmptyFileBecomesAStore() async throws {
        let path = folder.path("empty.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let listed = try await SQLiteFavoritesStore(path: path).list(by: nil)
        XCTAssertEqual(listed.map(\.elementSymbol), ["Na"])
    }

    func testAStoreCaughtMidCreationIsNotTakenForAForeignDatabase() async throws {
        // What another process leaves for a moment: GRDB's migrations table (with its primary-key
        // index), before the first migration stamps the application id.
        let path = folder.path("favorites.sqlite")
        try runSQLite(path, "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);")
        let (favorite, created) = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        XCTAssertTrue(created)
        XCTAssertEqual(favorite.id, 1)
    }

    func testAnInvalidNameIsRefused() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        await assertThrows(FavoritesError.invalidPerson(name: "", reason: "a name needs at least one visible character")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "   ")
        }
        await assertThrows(FavoritesError.invalidPerson(name: "a?b", reason: "control characters are not allowed")) {
            _ = try await store.list(by: "a\u{1B}b")
        }
    }

    func testConcurrentAddsFromManyStoresAllLand() async throws {
        let path = folder.path("favorites.sqlite")
        let symbols = ["H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for symbol in symbols {
                group.addTask { _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: symbol, elementName: symbol, by: "Ann") }
            }
            try await group.waitForAll()
        }
        let listed = try await SQLiteFavoritesStore(path: path).list(by: "Ann")
        XCTAssertEqual(Set(listed.map(\.elementSymbol)), Set(symbols))
    }
}
