import ArgumentParser

/// Which favourites store a command uses: the embedded SQLite file, or `--endpoint URL`.
package struct FavoritesStoreOptions {
    /// The help of `--store`, wherever it is declared.
    package static let storeHelp = ArgumentHelp(
        "The favourites store: an SQLite file, or a PostgreSQL database as postgres://USER@HOST:PORT/DB (default: $PTABLE_STORE, else $XDG_DATA_HOME/ptable/favorites.sqlite, else ~/.local/share/ptable/favorites.sqlite).",
        valueName: "PATH|URL")
    /// The help of `--endpoint`, wherever it is declared.
    package static let endpointHelp = ArgumentHelp(
        "Use a favourites endpoint of the seed app's shape instead of the store (POST, GET, DELETE URL/ID).", valueName: "URL")

    package var store: String?
    package var endpoint: String?

    /// The options as parsed by a command that declares `--store` and `--endpoint` itself.
    package init(store: String?, endpoint: String?) {
        self.store = store
        self.endpoint = endpoint
    }

    package func validate() throws {
        // An empty --store used to fall back to the default store, silently writing elsewhere.
        try PathOption.requireNonEmpty(store, option: "--store")
        if store != nil, endpoint != nil {
            throw ValidationError("--store and --endpoint cannot be combined: favourites live in one place")
        }
        if let endpoint { try FavoritesReading.required().validateEndpoint(endpoint) }
    }
}
