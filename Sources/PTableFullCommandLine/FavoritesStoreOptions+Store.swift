import Favorites
import PTableCommandLine

extension FavoritesStoreOptions {
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
        return try FavoritesStoreLocation.location(option: store).makeStore()
    }
}
