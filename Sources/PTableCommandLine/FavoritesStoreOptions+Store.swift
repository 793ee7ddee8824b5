import Favorites

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

    /// The store's path or URL for a `--store` value (nil: the default place the command's
    /// environment gives): an SQLite file's path made absolute, a `postgres://` URL as written.
    ///
    /// - Throws: `FavoritesError` for a URL of a scheme ptable does not know (never taken as a path).
    static func storePath(option: String?) throws -> String {
        let context = CommandContext.current
        let text = try FavoritesStoreLocation.path(option: option, environment: context.environment)
        if case let .sqlite(path) = try StoreLocation(parsing: text, environment: context.environment) { return context.absolutePath(path) }
        return text
    }

    /// The store the options name.
    func makeStore() throws -> any FavoritesStore {
        if let endpoint {
            return HTTPFavoritesStore(endpoint: try HTTPFavoritesStore.endpoint(parsing: endpoint))
        }
        return try StoreLocation(parsing: Self.storePath(option: store), environment: CommandContext.current.environment).makeStore()
    }
}
