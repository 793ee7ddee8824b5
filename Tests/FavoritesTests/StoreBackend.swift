import Favorites
import Foundation
import PTableTestSupport
import Testing

/// Every database backend of `FavoritesStore`: the contract suite runs each test once per backend,
/// PostgreSQL on a real server started for the test process (`PostgresTestServer`).
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// A new, empty store of this backend, with where it lives.
    func makeStore(poolSize: Int = 4) async throws -> (store: any FavoritesStore, location: StoreLocation) {
        let location: StoreLocation
        switch self {
        case .sqlite:
            location = .sqlite(path: TestFolder.file("contract", pathExtension: "sqlite").path)
        case .postgres:
            location = try StoreLocation(parsing: await PostgresTestServer.shared().makeDatabase("contract"))
        }
        return (location.makeStore(poolSize: poolSize), location)
    }
}
