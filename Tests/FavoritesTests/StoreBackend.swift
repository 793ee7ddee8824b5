import Favorites
import Foundation
import PTableTestSupport
import Testing

/// Every database backend of `FavoritesStore`: the contract suite runs each test once per backend,
/// PostgreSQL on a real server started for the test process (`PostgresTestServer`).
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// Far above production's limit: on a machine busy with parallel suites and builds, connecting
    /// to a new database can take longer than 5 s, and the contract is not about time. The
    /// outage tests set their own short limits.
    static let operationTimeout: Duration = .seconds(60)

    /// A new, empty store of this backend, with where it lives.
    func makeStore(poolSize: Int = 4) async throws -> (store: any FavoritesStore, location: StoreLocation) {
        let location: StoreLocation
        switch self {
        case .sqlite:
            location = .sqlite(path: TestFolder.file("contract", pathExtension: "sqlite").path)
        case .postgres:
            location = try StoreLocation(parsing: await PostgresTestServer.shared().makeDatabase("contract"))
        }
        return (location.makeStore(poolSize: poolSize, operationTimeout: Self.operationTimeout), location)
    }

    /// `work`'s result on `store`, which is closed afterwards, whether `work` throws or not.
    static func closing<T>(_ store: any FavoritesStore, _ work: (any FavoritesStore) async throws -> T) async throws -> T {
        do {
            let result = try await work(store)
            try await store.close()
            return result
        } catch {
            try? await store.close()
            throw error
        }
    }
}
