import Foundation

/// Where favourites live: an SQLite file (`SQLiteFavoritesStore`, the default), a PostgreSQL
/// database (`PostgresFavoritesStore`, shared by several servers) or a remote endpoint of the seed
/// app's shape (`HTTPFavoritesStore`). The CLI and the server use any of them through this
/// protocol, and the database stores answer alike: the same ids (positive, never reused), the
/// same uniqueness of (person, element), the same order, names compared in NFC.
///
/// Every method throws `FavoritesError` with a one-line message; `.storeUnavailable` means the
/// database could not be reached and the call may succeed when tried again.
public protocol FavoritesStore: Sendable {
    /// Marks `elementSymbol` as a favourite of `person`. A person favourites an element once: when
    /// the favourite exists already, it is returned with `created == false` and nothing is added.
    func add(elementSymbol: String, elementName: String, by person: String) async throws -> (favorite: Favorite, created: Bool)

    /// The record with this id; nil when there is none.
    func favorite(id: Int64) async throws -> Favorite?

    /// Makes the record with this id `person`'s favourite of `elementSymbol`, keeping its id and
    /// `createdAt`; nil when there is no such record.
    ///
    /// - Throws: `FavoritesError.duplicateFavorite` when another record already holds that
    ///   person's favourite of that element.
    func update(id: Int64, elementSymbol: String, elementName: String, by person: String) async throws -> Favorite?

    /// Deletes the record with this id; false when there was none.
    func remove(id: Int64) async throws -> Bool

    /// Deletes `person`'s favourite of `elementSymbol`; false when there was none.
    func remove(elementSymbol: String, by person: String) async throws -> Bool

    /// Every favourite, or only `person`'s, ordered by person (in code-point order), then by
    /// the time each was added, then by id.
    func list(by person: String?) async throws -> [Favorite]

    /// Releases what the store holds open. For the SQLite store, closing the last connection
    /// folds the write-ahead log into the file, so the file alone holds every favourite. Using
    /// the store again opens it again. Stores holding nothing open need not implement it.
    func close() async throws

    /// Returns when the store answers a trivial query, throws `FavoritesError` when it cannot:
    /// what `ptable serve`'s `/readyz` asks before a load balancer sends it requests. A store
    /// that has nothing yet (an SQLite file not created) is ready: its first write creates it.
    func ping() async throws
}

extension FavoritesStore {
    /// Nothing to release.
    public func close() async throws {}

    /// Lists one person's favourites: a real round trip, for stores with no cheaper question.
    public func ping() async throws {
        _ = try await list(by: "ptable-readiness-check")
    }
}

extension Favorite {
    /// The order `FavoritesStore.list(by:)` promises: person, time added, id.
    public static func listOrder(_ first: Favorite, _ second: Favorite) -> Bool {
        if first.favoritedBy != second.favoritedBy {
            return first.favoritedBy.unicodeScalars.lexicographicallyPrecedes(second.favoritedBy.unicodeScalars)
        }
        if first.createdAt != second.createdAt { return first.createdAt < second.createdAt }
        return first.id < second.id
    }
}
