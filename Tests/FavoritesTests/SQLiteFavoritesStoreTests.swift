import Favorites
import Foundation
import Testing

// A class, so each test's folder is removed when the test's instance goes.
@Suite final class SQLiteFavoritesStoreTests {
    private let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }
    deinit { folder.remove() }

    @Test func addThenListReturnsTheRecordWithItsFields() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("nested/folder/favorites.sqlite"))
        let before = Date()
        let (favorite, created) = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let after = Date()
        #expect(created)
        #expect(favorite.id == 1)
        #expect(favorite.favoritedBy == "Ann")
        #expect(favorite.elementSymbol == "Na")
        #expect(favorite.elementName == "Sodium")
        // Stored to the millisecond: the time of the call, however long a busy machine took over it.
        #expect(favorite.createdAt >= before.addingTimeInterval(-0.001) && favorite.createdAt <= after.addingTimeInterval(0.001))
        let listed = try await store.list(by: "Ann")
        #expect(listed == [favorite])
    }

    @Test func addingTheSameFavouriteAgainAddsNothing() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        let first = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let second = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        #expect(!second.created)
        #expect(second.favorite == first.favorite)
        let all = try await store.list(by: nil)
        #expect(all.count == 1)
    }

    @Test func listIsOrderedByPersonThenTimeAdded() async throws {
        let path = folder.path("favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "K", elementName: "Potassium", by: "bob")
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        _ = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann")
        let reopened = SQLiteFavoritesStore(path: path)
        let listed = try await reopened.list(by: nil)
        #expect(listed.map { "\($0.favoritedBy):\($0.elementSymbol)" } == ["Ann:Na", "Ann:Fe", "bob:K"])
        let bobs = try await reopened.list(by: "bob")
        #expect(bobs.map(\.elementSymbol) == ["K"])
    }

    @Test func removeByElementAndById() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        let sodium = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        _ = try await store.add(elementSymbol: "Fe", elementName: "Iron", by: "Ann")
        let removedIron = try await store.remove(elementSymbol: "Fe", by: "Ann")
        let removedIronAgain = try await store.remove(elementSymbol: "Fe", by: "Ann")
        let removedSodium = try await store.remove(id: sodium.id)
        let removedSodiumAgain = try await store.remove(id: sodium.id)
        #expect([removedIron, removedIronAgain, removedSodium, removedSodiumAgain] == [true, false, true, false])
        let left = try await store.list(by: nil)
        #expect(left == [])
        // AUTOINCREMENT: a removed id is not given to the next record.
        let next = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann").favorite
        #expect(next.id == 3)
    }

    @Test func listingAndRemovingOnAMissingStoreCreateNothing() async throws {
        let path = folder.path("none/favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        let listed = try await store.list(by: nil)
        let removed = try await store.remove(elementSymbol: "Na", by: "Ann")
        #expect(listed == [])
        #expect(!removed)
        #expect(!(FileManager.default.fileExists(atPath: folder.path("none"))))
    }

    @Test func aTextFileIsRefusedByNameAndLeftUntouched() async throws {
        let path = folder.path("notes.txt")
        let original = Data("my notes, not a database\n".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let store = SQLiteFavoritesStore(path: path)
        await assertThrows(FavoritesError.notAStore(path: path, reason: "not an SQLite database")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
    }

    @Test func anotherApplicationsSQLiteDatabaseIsRefusedAndLeftUntouched() async throws {
        let path = folder.path("other.sqlite")
        try runSQLite(path, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');")
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = SQLiteFavoritesStore(path: path)
        await assertThrows(FavoritesError.notAStore(path: path, reason: "an SQLite database of another application")) {
            _ = try await store.list(by: nil)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["other.sqlite"])
    }

    @Test func afterCloseTheFileAloneHoldsEveryFavourite() async throws {
        let path = folder.path("favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try await store.close()
        let copy = folder.path("backup.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let listed = try await SQLiteFavoritesStore(path: copy).list(by: nil)
        #expect(listed.map(\.elementSymbol) == ["Na"])
        // A closed store opens again on the next use.
        let again = try await store.list(by: "Ann")
        #expect(again.count == 1)
    }

    /// A clean close leaves the store one file, as SQLite does when the last connection closes:
    /// the write-ahead log and the shared-memory file stayed beside it after every command.
    @Test func closingRemovesTheWriteAheadLogAndSharedMemoryFiles() async throws {
        let path = folder.path("favorites.sqlite")
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        _ = try await store.list(by: nil)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "open in WAL mode")
        try await store.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["favorites.sqlite"])
        // While another connection holds the store, closing this one leaves its files to that one.
        let other = SQLiteFavoritesStore(path: path)
        _ = try await other.list(by: nil)
        _ = try await store.add(elementSymbol: "K", elementName: "Potassium", by: "Ann")
        try await store.close()
        #expect(try await other.list(by: nil).map(\.elementSymbol) == ["Na", "K"])
        try await other.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["favorites.sqlite"])
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftUntouched() async throws {
        let path = folder.path("damaged.sqlite")
        let original = Data("SQLite format 3\u{0}".utf8) + Data((0..<4096).map { UInt8($0 % 251) })
        try original.write(to: URL(fileURLWithPath: path))
        await assertThrows(FavoritesError.notAStore(path: path, reason: "a damaged SQLite database")) {
            _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    @Test func aStoreFromANewerPtableIsRefused() async throws {
        let path = folder.path("favorites.sqlite")
        _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try runSQLite(path, "INSERT INTO grdb_migrations VALUES ('v9: future');")
        await assertThrows(FavoritesError.newerStore(path: path, migration: "v9: future")) {
            _ = try await SQLiteFavoritesStore(path: path).list(by: nil)
        }
    }

    @Test func aFolderIsRefused() async throws {
        let store = SQLiteFavoritesStore(path: folder.url.path)
        await assertThrows(FavoritesError.notAStore(path: folder.url.path, reason: "it is a folder")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        }
    }

    @Test func anEmptyFileBecomesAStore() async throws {
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = SQLiteFavoritesStore(path: path)
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        let listed = try await SQLiteFavoritesStore(path: path).list(by: nil)
        #expect(listed.map(\.elementSymbol) == ["Na"])
    }

    /// Only `add` makes an empty file a store: reads, removals and a ping answer from nothing
    /// and leave it empty, with no log files beside it.
    @Test func onlyAnAddWritesIntoAnEmptyFile() async throws {
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = SQLiteFavoritesStore(path: path)
        #expect(try await store.list(by: nil).isEmpty)
        #expect(try await store.list(by: "Ann").isEmpty)
        #expect(try await store.favorite(id: 1) == nil)
        #expect(try await store.update(id: 1, elementSymbol: "Na", elementName: "Sodium", by: "Ann") == nil)
        #expect(try await !store.remove(id: 1))
        #expect(try await !store.remove(elementSymbol: "Na", by: "Ann"))
        try await store.ping()
        try await store.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["empty.sqlite"])
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        #expect(try await store.list(by: nil).map(\.elementSymbol) == ["Na"])
    }

    @Test func aStoreCaughtMidCreationIsNotTakenForAForeignDatabase() async throws {
        // What another process leaves for a moment: GRDB's migrations table (with its primary-key
        // index), before the first migration stamps the application id.
        let path = folder.path("favorites.sqlite")
        try runSQLite(path, "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);")
        let (favorite, created) = try await SQLiteFavoritesStore(path: path).add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        #expect(created)
        #expect(favorite.id == 1)
    }

    @Test func aNameIsOnePersonHoweverItsLettersAreComposed() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        let decomposed = "A\u{30A}nn"  // A and a combining ring above, as macOS keyboards may send it
        let composed = "\u{C5}nn"      // Å as one letter
        let (first, _) = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: decomposed)
        let (second, created) = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: composed)
        #expect(!created)
        #expect(second.id == first.id)
        #expect(Array(first.favoritedBy.unicodeScalars) == Array(composed.unicodeScalars))
        #expect(try await store.list(by: decomposed).map(\.id) == [first.id])
        #expect(try await store.remove(elementSymbol: "Na", by: composed))
        #expect(try await store.list(by: nil).isEmpty)
    }

    @Test func anInvalidNameIsRefused() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        await assertThrows(FavoritesError.invalidPerson(name: "   ", reason: "a name needs at least one visible character")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "   ")
        }
        await assertThrows(FavoritesError.invalidPerson(name: #"a\u{1B}b"#, reason: "control characters are not allowed")) {
            _ = try await store.list(by: "a\u{1B}b")
        }
        // A name of noncharacters was kept, and shown as nothing in every listing and message.
        await assertThrows(FavoritesError.invalidPerson(name: #"\u{FFFE}"#, reason: "noncharacters (U+FFFE, U+FDD0…) are not allowed")) {
            _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "\u{FFFE}")
        }
    }

    @Test func concurrentAddsFromManyStoresAllLand() async throws {
        let path = folder.path("favorites.sqlite")
        let symbols = ["H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for symbol in symbols {
                group.addTask { _ = try await SQLiteFavoritesStore(path: path).add(elementSymbol: symbol, elementName: symbol, by: "Ann") }
            }
            try await group.waitForAll()
        }
        let listed = try await SQLiteFavoritesStore(path: path).list(by: "Ann")
        #expect(Set(listed.map(\.elementSymbol)) == Set(symbols))
    }
}
