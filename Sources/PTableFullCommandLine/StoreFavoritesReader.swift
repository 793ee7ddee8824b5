import Favorites
import PTableCommandLine

/// `--favorites-of` read from the SQLite store or the endpoint, for the rendering commands.
struct StoreFavoritesReader: FavoritesReader {
    func validatedPerson(_ name: String) throws -> String {
        var validated = ""
        try FavoritesUsage.check { validated = try FavoritePerson.validated(name) }
        return validated
    }

    func validateEndpoint(_ text: String) throws {
        try FavoritesUsage.check { _ = try HTTPFavoritesStore.endpoint(parsing: text) }
    }

    /// The store file and its write-ahead log and shared-memory files; none for a database server.
    func storeFiles(option: String?) -> [String] {
        guard case let .sqlite(store)? = try? FavoritesStoreLocation.location(option: option) else { return [] }
        return ["", "-wal", "-shm"].map { store + $0 }
    }

    func symbols(favoritedBy person: String, in options: FavoritesStoreOptions) throws -> Set<String> {
        try options.withStore { try await $0.symbols(favoritedBy: person) }
    }
}
