import Favorites
import Foundation
import Testing

/// `ping()`, which `ptable serve`'s `/readyz` asks: it answers when the store can be read,
/// fails with the store's own error when it cannot, and never creates anything.
@Suite final class StorePingTests {
    private let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }
    deinit { folder.remove() }

    @Test func aMissingSQLiteFileIsReadyAndIsNotCreated() async throws {
        let path = folder.path("not-yet/favorites.sqlite")
        try await SQLiteFavoritesStore(path: path).ping()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: folder.path("not-yet")))
    }

    /// Ready would be a lie: the first favourite would fail.
    @Test func aMissingFileThatCouldNeverBeCreatedIsNotReady() async throws {
        let file = folder.path("notes.txt")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: file))
        for path in [file + "/favorites.sqlite", file + "/deeper/favorites.sqlite"] {
            let store = SQLiteFavoritesStore(path: path)
            let folder = (path as NSString).deletingLastPathComponent
            let reason = "cannot create the folder \(folder): " + (folder == file ? "it is not a folder" : "a part of the path is not a folder")
            await assertThrows(.storeFailed(path: path, reason: reason)) { try await store.ping() }
            await assertThrows(.storeFailed(path: path, reason: reason)) { _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann") }
        }
    }

    @Test func aStoreWithFavouritesAnswers() async throws {
        let store = SQLiteFavoritesStore(path: folder.path("favorites.sqlite"))
        _ = try await store.add(elementSymbol: "Na", elementName: "Sodium", by: "Ann")
        try await store.ping()
    }

    @Test func aFileThatIsNotAStoreFailsWithNotAStoreAndIsLeftAlone() async throws {
        let path = folder.path("notes.sqlite")
        let text = Data(String(repeating: "not a database\n", count: 100).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let error = await #expect(throws: FavoritesError.self) { try await SQLiteFavoritesStore(path: path).ping() }
        guard case .notAStore(let failedPath, _)? = error else {
            Issue.record("expected notAStore, got \(String(describing: error))")
            return
        }
        #expect(failedPath == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }
}
