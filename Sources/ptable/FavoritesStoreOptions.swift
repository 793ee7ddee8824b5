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

    /// The store the options name.
    func makeStore() throws -> any FavoritesStore {
        if let endpoint {
            return HTTPFavoritesStore(endpoint: try HTTPFavoritesStore.endpoint(parsing: endpoint))
        }
        return SQLiteFavoritesStore(path: try FavoritesStoreLocation.path(option: store))
    }
}
