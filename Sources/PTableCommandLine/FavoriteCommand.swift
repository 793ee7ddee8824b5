import ArgumentParser

/// `ptable favorite`: a person's favourite elements, as the seed app keeps them.
struct FavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorite",
        abstract: "Add, remove and list a person's favourite elements.",
        discussion: """
        Favourites live in an SQLite file or a PostgreSQL database: --store PATH or \
        --store postgres://USER@HOST:PORT/DB, else $PTABLE_STORE, else \
        $XDG_DATA_HOME/ptable/favorites.sqlite, else ~/.local/share/ptable/favorites.sqlite. \
        --endpoint URL uses a remote favourites endpoint of the seed app's shape instead. \
        A person favourites an element once; adding it again changes nothing. \
        Show them on artwork with --favorites-of NAME (table, tiles, list, snapshot record).
        """,
        subcommands: [FavoriteAddCommand.self, FavoriteRemoveCommand.self, FavoriteListCommand.self]
    )
}
