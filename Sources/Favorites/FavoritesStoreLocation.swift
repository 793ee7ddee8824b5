import Foundation

/// Where the store lives, in the order the CLI and the server look:
/// `--store PATH|URL`, then `PTABLE_STORE`, then `$XDG_DATA_HOME/ptable/favorites.sqlite`, then
/// `$HOME/.local/share/ptable/favorites.sqlite`.
public enum FavoritesStoreLocation {
    /// The store's file name inside the data folder.
    public static let fileName = "favorites.sqlite"

    /// The store the option, the environment or the default names, parsed (see `StoreLocation`).
    ///
    /// - Throws: `FavoritesError.noStoreLocation` when nothing gives a place; the errors of
    ///   `StoreLocation.init(parsing:)` for a URL ptable cannot use.
    public static func location(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> StoreLocation {
        try StoreLocation(parsing: path(option: option, environment: environment), environment: environment)
    }

    /// The store's path or URL as written (not parsed).
    ///
    /// - Parameters:
    ///   - option: the `--store` value, if given; it wins.
    ///   - environment: the process environment (`PTABLE_STORE`, `XDG_DATA_HOME`, `HOME`).
    ///     An empty variable counts as unset; a relative `XDG_DATA_HOME` is ignored, as the XDG
    ///     base directory specification says.
    /// - Throws: `FavoritesError.noStoreLocation` when none of them gives a place.
    public static func path(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let option, !option.isEmpty { return option }
        if let store = environment["PTABLE_STORE"], !store.isEmpty { return store }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return join(dataHome, "ptable", fileName)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/share/ptable", fileName)
        }
        throw FavoritesError.noStoreLocation
    }

    private static func join(_ folder: String, _ parts: String...) -> String {
        var path = folder
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        for part in parts { path += (path.hasSuffix("/") ? "" : "/") + part }
        return path
    }
}
