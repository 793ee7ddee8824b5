import ArgumentParser
import Favorites
import Foundation

/// Which favourites store a command uses: the embedded SQLite file, or `--endpoint URL`.
struct FavoritesStoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The favourites store file (default: $PTABLE_STORE, else $XDG_DATA_HOME/ptable/favorites.sqlite, else ~/.local/share/ptable/favorites.sqlite).",
                               valueName: "PATH"))
    var store: String?

    @Option(help: ArgumentHelp("Use a favourites endpoint of the seed app's shape instead of the store (POST, GET, DELETE URL/ID).",
                               valueName: "URL"))
    var endpoint: String?

    func validate() throws {
        if store != nil, endpoint != nil {
            throw ValidationError("--store and --endpoint cannot be combined: favourites live in one place")
        }
        if let endpoint { try FavoritesUsage.check { _ = try HTTPFavoritesStore.endpoint(parsing: endpoint) } }
    }

    /// What `work` returns from the store the options name, which is closed afterwards (so an
    /// SQLite store is left as one file, its write-ahead log folded in).
    func withStore<T: Sendable>(_ work: @escaping @Sendable (any FavoritesStore) async throws -> T) throws -> T {
        let store = try makeStore()
        return try AsyncWork.wait {
            let result: T
            do {
                result = try await work(store)
            } catch {
                try? await store.close()
                throw error
            }
            try await store.close()
            return result
        }
    }

    /// The store the options name.
    func makeStore() throws -> any FavoritesStore {
        if let endpoint {
            return HTTPFavoritesStore(endpoint: try HTTPFavoritesStore.endpoint(parsing: endpoint))
        }
        return SQLiteFavoritesStore(path: try FavoritesStoreLocation.path(option: store))
    }
}
