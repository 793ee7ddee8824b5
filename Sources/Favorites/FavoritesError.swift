import ElementData
import Foundation

/// Every failure of a favourites store, each a one-line message naming the file, URL or value.
public enum FavoritesError: LocalizedError, Equatable, Sendable {
    /// The file exists but is not a ptable favourites store; it was not modified.
    case notAStore(path: String, reason: String)
    /// The store was written by a newer ptable, with migrations this one does not know.
    case newerStore(path: String, migration: String)
    /// The store could not be opened, read or written.
    case storeFailed(path: String, reason: String)
    /// No `--store`, no `PTABLE_STORE`, no `XDG_DATA_HOME` and no `HOME`: nowhere to keep favourites.
    case noStoreLocation
    /// A person's name that is empty, too long or holds control characters.
    case invalidPerson(name: String, reason: String)
    /// An `--endpoint` that is not an absolute http or https URL.
    case invalidEndpoint(String)
    /// The endpoint could not be reached (offline, refused, timed out).
    case endpointUnreachable(url: String, reason: String)
    /// The endpoint answered with an HTTP error status.
    case endpointStatus(url: String, status: Int, message: String)
    /// The endpoint answered 2xx with a body that is not the seed's records.
    case endpointResponse(url: String, reason: String)
    /// A `--store` or `PTABLE_STORE` written as a URL whose scheme ptable does not keep favourites in.
    case unknownStoreScheme(location: String, scheme: String)
    /// A `postgres://` store URL that cannot be used as written.
    case invalidStoreURL(location: String, reason: String)
    /// `-` given as the store: elsewhere in ptable it is standard input or output, which cannot hold a store.
    case standardStreamStore
    /// The database server did not answer in time or the connection was lost; the request may be tried again.
    case storeUnavailable(store: String, reason: String)
    /// Another record already holds this person's favourite of this element.
    case duplicateFavorite(person: String, elementSymbol: String, id: Int64)
    /// A list query (`?sortBy=`, `?page=`, …) that cannot be answered as written.
    case invalidQuery(String)

    /// The one-line message the CLI prints after `error: ` and the server puts in `{"error": …}`.
    /// An endpoint's password is written `***`, as a PostgreSQL store's is: the line goes to
    /// terminals and CI logs.
    public var errorDescription: String? {
        switch self {
        case let .notAStore(path, reason):
            "\(ElementText.escaped(path)) is not a ptable favourites store (\(reason)); it was left untouched"
        case let .newerStore(path, migration):
            "\(ElementText.escaped(path)) was written by a newer ptable (schema migration \"\(migration)\" is unknown here)"
        case let .storeFailed(path, reason):
            "favourites store \(ElementText.escaped(path)): \(reason)"
        case .noStoreLocation:
            "no place for the favourites store: set HOME or XDG_DATA_HOME, or give --store PATH or PTABLE_STORE"
        case let .invalidPerson(name, reason):
            "invalid name \"\(name)\": \(reason)"
        case let .invalidEndpoint(text):
            "invalid endpoint \"\(Self.redactedEndpoint(text))\": give an absolute http:// or https:// URL"
        case let .endpointUnreachable(url, reason):
            "cannot reach the favourites endpoint \(Self.redactedEndpoint(url)): \(reason)"
        case let .endpointStatus(url, status, message):
            "the favourites endpoint \(Self.redactedEndpoint(url)) answered \(status)" + (message.isEmpty ? "" : ": \(message)")
        case let .endpointResponse(url, reason):
            "the favourites endpoint \(Self.redactedEndpoint(url)) answered with something that is not favourite records: \(reason)"
        case let .unknownStoreScheme(location, scheme):
            "unknown favourites store \"\(ElementText.escaped(location))\": ptable keeps favourites in an SQLite file (a path) or in PostgreSQL (postgres://USER@HOST:PORT/DB), not in \"\(scheme):\""
        case let .invalidStoreURL(location, reason):
            "invalid favourites store URL \"\(ElementText.escaped(location))\": \(reason)"
        case .standardStreamStore:
            "the favourites store cannot be \"-\" (standard input or output): give an SQLite file's path (./- for a file named -) or a postgres:// URL"
        case let .storeUnavailable(store, reason):
            "the favourites store \(store) is unavailable: \(reason)"
        case let .duplicateFavorite(person, elementSymbol, id):
            "\(person) already has \(elementSymbol) as a favourite (id \(id))"
        case let .invalidQuery(message):
            message
        }
    }
}

private extension FavoritesError {
    /// An endpoint URL with its password (between `:` and the last `@` before the path) written
    /// `***`: `http://ann:***@host/api`. An `@` or `:` in the path or query is left alone; its
    /// hidden characters are escaped, as a path's are.
    static func redactedEndpoint(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return ElementText.escaped(text) }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return ElementText.escaped(text) }
        return ElementText.escaped(String(text[..<colon]) + ":***" + String(text[at...]))
    }
}
