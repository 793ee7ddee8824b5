import Layout

/// Reads a person's favourites for `--favorites-of`.
///
/// The favourites store (SQLite through GRDB, or an HTTP endpoint through async-http-client)
/// is linked only into `ptable-full`, which sets `FavoritesReading.reader` before it parses:
/// keeping that stack out of `ptable` halves what the Swift runtime scans at start-up. `ptable`
/// hands every command line that names favourites to `ptable-full` (`FullToolHandoff`), so in
/// `ptable` these options never reach a command.
package protocol FavoritesReader: Sendable {
    /// The person's name as stored (trimmed), or a usage error naming the problem.
    func validatedPerson(_ name: String) throws -> String
    /// Checks an `--endpoint` URL, throwing a usage error naming the problem.
    func validateEndpoint(_ text: String) throws
    /// The files of the store `--store` (or the default place) names, which no output may replace.
    func storeFiles(option: String?) -> [String]
    /// The symbols `person` has favourited, from the store or endpoint `options` name.
    func symbols(favoritedBy person: String, in options: FavoritesStoreOptions) throws -> Set<String>
}

/// Where the favourites reader of this executable is kept.
package enum FavoritesReading {
    nonisolated(unsafe) package static var reader: (any FavoritesReader)?

    /// The reader, or an internal error: only `ptable-full` parses favourites options.
    static func required() throws -> any FavoritesReader {
        guard let reader else { throw CLIError.favoritesNotLinked }
        return reader
    }
}
