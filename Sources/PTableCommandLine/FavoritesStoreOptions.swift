import ArgumentParser
import Favorites

/// Which favourites store a command uses: the embedded SQLite file, or `--endpoint URL`.
struct FavoritesStoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The favourites store: an SQLite file, or a PostgreSQL database as postgres://USER@HOST:PORT/DB (default: $PTABLE_STORE, else $XDG_DATA_HOME/ptable/favorites.sqlite, else ~/.local/share/ptable/favorites.sqlite).",
        valueName: "PATH|URL"))
    var store: String?

    @Option(help: ArgumentHelp(
        "Use a favourites endpoint of the seed app's shape instead of the store (POST, GET, DELETE URL/ID).", valueName: "URL"))
    var endpoint: String?

    func validate() throws {
        // An empty --store used to fall back to the default store, silently writing elsewhere.
        try PathOption.requireNonEmpty(store, option: "--store")
        if store != nil, endpoint != nil {
            throw ValidationError("--store and --endpoint cannot be combined: favourites live in one place")
        }
        if let endpoint { try FavoritesUsage.check { _ = try HTTPFavoritesStore.endpoint(parsing: endpoint) } }
    }
}
