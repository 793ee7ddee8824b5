import Foundation

/// Where favourites live, as a `--store` value or `PTABLE_STORE` names it: a path to an SQLite
/// file (the default, embedded), or a `postgres://` URL of a PostgreSQL database shared by several
/// `ptable serve` instances.
///
/// A value that starts like a URL (`scheme://…`, or `postgres:`/`postgresql:` however it goes on)
/// is never taken as a path: an unknown scheme is an error, so `--store mysql://…` does not
/// quietly create a folder `mysql:`.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite file at this path (`file:///abs/path` names one too).
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresStoreAddress)

    /// The location `text` names; `environment` gives what a `postgres://` URL leaves out, as
    /// libpq's variables do (see `PostgresStoreAddress.init(parsing:environment:)`).
    ///
    /// - Throws: `FavoritesError.unknownStoreScheme` for a URL of a scheme ptable does not know,
    ///   `.invalidStoreURL` for a `postgres://` or `file://` URL it cannot use,
    ///   `.standardStreamStore` for `-`.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        // A URL copied with the spaces, line break or quotes of an env file around it would
        // otherwise be a path, and the first favourite would make a folder named " postgres:".
        let bare = text.trimmingCharacters(in: Self.wrapping)
        if bare != text, Self.urlScheme(of: bare) != nil {
            let location = try StoreLocation(parsing: bare, environment: environment)
            throw FavoritesError.invalidStoreURL(location: location.description, reason: "it has spaces or quotes around it; remove them")
        }
        guard let scheme = Self.urlScheme(of: text) else {
            guard text != "-" else { throw FavoritesError.standardStreamStore }
            self = .sqlite(path: text)
            return
        }
        switch scheme.lowercased() {
        case "postgres", "postgresql":
            self = .postgres(try PostgresStoreAddress(parsing: text, environment: environment))
        case "file":
            guard let url = URL(string: text), url.isFileURL, url.host == nil || url.host == "" || url.host == "localhost",
                  !url.path.isEmpty else {
                throw FavoritesError.invalidStoreURL(location: text, reason: "a file URL is file:///ABSOLUTE/PATH")
            }
            self = .sqlite(path: url.path)
        default:
            throw FavoritesError.unknownStoreScheme(location: text, scheme: scheme)
        }
    }

    /// What may be left around a value copied from an env file or a shell line.
    private static let wrapping = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"'"))

    /// The scheme of a value written as a URL: `scheme://…`, or `postgres:` / `postgresql:`
    /// followed by anything. Nil for a path.
    static func urlScheme(of text: String) -> String? {
        let lowered = text.lowercased()
        for known in ["postgres:", "postgresql:"] where lowered.hasPrefix(known) {
            return String(text.prefix(known.count - 1))
        }
        guard let separator = text.range(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound]
        // RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        guard let first = scheme.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first),
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return String(scheme)
    }

    /// The store at this location; nothing is opened or connected yet.
    ///
    /// - Parameters:
    ///   - poolSize: the most connections a PostgreSQL store opens at once (SQLite ignores it).
    ///   - operationTimeout: how long one PostgreSQL call may take, connecting included (SQLite ignores it).
    public func makeStore(poolSize: Int = PostgresFavoritesStore.defaultPoolSize,
                          operationTimeout: Duration = PostgresFavoritesStore.defaultOperationTimeout) -> any FavoritesStore {
        switch self {
        case let .sqlite(path): SQLiteFavoritesStore(path: path)
        case let .postgres(address): PostgresFavoritesStore(address: address, poolSize: poolSize, operationTimeout: operationTimeout)
        }
    }

    /// The path, or the URL without its password: safe to print and log.
    public var description: String {
        switch self {
        case let .sqlite(path): path
        case let .postgres(address): address.description
        }
    }
}
