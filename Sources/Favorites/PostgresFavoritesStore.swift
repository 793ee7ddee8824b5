import Foundation
import _ConnectionPoolModule
import Logging
import PostgresNIO
import Synchronization

/// The store for several servers: a PostgreSQL database reached through a pool of connections
/// (postgres-nio's `PostgresClient`).
///
/// Nothing connects until the first call; it migrates the schema (see `PostgresSchema`). Every
/// call has `operationTimeout` to finish: a database that is down, restarting or unreachable makes
/// the call throw `FavoritesError.storeUnavailable` (the server answers 503), and the pool opens
/// new connections by itself once the database is back, with no restart. While the database is
/// away, calls do not each wait out the timeout: for `retryInterval` after a call finds it
/// unavailable the others fail at once with the same reason, and then one call at a time tries again.
/// A call whose one connection the server ended while the database answers (`pg_terminate_backend`,
/// `idle_session_timeout`, a proxy restarting) is not an outage: it runs once more on a fresh
/// connection within its time limit, a delete only when it cannot have happened the first time.
public final class PostgresFavoritesStore: FavoritesStore {
    /// Connections opened at most, unless told otherwise (`--store-pool-size`).
    public static let defaultPoolSize = 10
    /// The most connections a pool may be given.
    public static let poolSizeRange = 1...100

    /// The database.
    public let address: PostgresStoreAddress
    /// The most connections open at once.
    public let poolSize: Int
    /// How long one call may take, connecting included, before it fails as unavailable.
    public let operationTimeout: Duration
    private let connection: PostgresConnectionPool

    /// The `operationTimeout` of a store made without one.
    public static let defaultOperationTimeout: Duration = .seconds(5)
    /// How long after a call finds the database unavailable the others fail at once (the
    /// server's 503 says `Retry-After: 1`).
    public static let retryInterval: Duration = .seconds(1)

    /// The last time a call found the database unavailable and why, and whether a call is
    /// trying it again; nil while it answers.
    private struct Outage {
        var since: ContinuousClock.Instant
        var reason: String
        var retrying = false
    }

    private let outage = Mutex<Outage?>(nil)

    /// A store in the database at `address`; nothing is connected yet.
    public init(address: PostgresStoreAddress, poolSize: Int = defaultPoolSize, operationTimeout: Duration = defaultOperationTimeout) {
        self.address = address
        self.poolSize = poolSize
        self.operationTimeout = operationTimeout
        connection = PostgresConnectionPool(address: address, poolSize: poolSize, connectTimeout: operationTimeout)
    }

    /// Finds the record or inserts it. The insert skips a pair another instance added meanwhile
    /// (`ON CONFLICT DO NOTHING`), and that record is returned instead. So it may run again after its
    /// connection was lost: an insert that committed unseen is then found (`created` is false).
    public func add(elementSymbol: String, elementName: String, by person: String) async throws -> (favorite: Favorite, created: Bool) {
        let person = try FavoritePerson.checked(person)
        return try await access { client, logger in
            if let existing = try await Self.fetchOne(client, logger, Self.selectPair(person, elementSymbol)) {
                return (existing, false)
            }
            let milliseconds = Self.milliseconds(Date())
            let inserted = try await Self.fetchOne(client, logger, """
                INSERT INTO favorite ("favoritedBy", "elementName", "elementSymbol", "createdAt")
                VALUES (\(person), \(elementName), \(elementSymbol), TIMESTAMPTZ 'epoch' + \(milliseconds) * INTERVAL '1 millisecond')
                ON CONFLICT ("favoritedBy", "elementSymbol") DO NOTHING
                RETURNING \(unescaped: Self.columns)
                """)
            if let inserted { return (inserted, true) }
            guard let existing = try await Self.fetchOne(client, logger, Self.selectPair(person, elementSymbol)) else {
                throw FavoritesError.storeFailed(path: self.address.description, reason: "a record added at the same time vanished")
            }
            return (existing, false)
        }
    }

    /// The record with this id, read from PostgreSQL; nil when there is none.
    public func favorite(id: Int64) async throws -> Favorite? {
        try await access { client, logger in
            try await Self.fetchOne(client, logger, "SELECT \(unescaped: Self.columns) FROM favorite WHERE id = \(id)")
        }
    }

    /// One UPDATE; the unique constraint refuses a pair another record holds.
    public func update(id: Int64, elementSymbol: String, elementName: String, by person: String) async throws -> Favorite? {
        let person = try FavoritePerson.checked(person)
        return try await access { client, logger in
            do {
                return try await Self.fetchOne(client, logger, """
                    UPDATE favorite SET "favoritedBy" = \(person), "elementName" = \(elementName), "elementSymbol" = \(elementSymbol)
                    WHERE id = \(id) RETURNING \(unescaped: Self.columns)
                    """)
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
                let other = try await Self.fetchOne(client, logger, Self.selectPair(person, elementSymbol))
                throw FavoritesError.duplicateFavorite(person: person, elementSymbol: elementSymbol, id: other?.id ?? 0)
            }
        }
    }

    /// Deletes the record with this id; false when there was none. After a lost connection it runs
    /// again only when it cannot have happened (`PostgresConnectionLoss.CallKind.deletion`).
    public func remove(id: Int64) async throws -> Bool {
        try await access(.deletion) { client, logger in
            try await Self.fetchOne(client, logger, "DELETE FROM favorite WHERE id = \(id) RETURNING \(unescaped: Self.columns)") != nil
        }
    }

    /// Deletes `person`'s favourite of `elementSymbol`; false when there was none. The name is
    /// validated first, as `add(elementSymbol:elementName:by:)` validates it.
    public func remove(elementSymbol: String, by person: String) async throws -> Bool {
        let person = try FavoritePerson.checked(person)
        return try await access(.deletion) { client, logger in
            try await Self.fetchOne(client, logger, """
                DELETE FROM favorite WHERE "favoritedBy" = \(person) AND "elementSymbol" = \(elementSymbol)
                RETURNING \(unescaped: Self.columns)
                """) != nil
        }
    }

    /// The records in `Favorite.listOrder`: the "C" collation orders names by code point.
    public func list(by person: String?) async throws -> [Favorite] {
        let person = try person.map(FavoritePerson.checked)
        return try await access { client, logger in
            if let person {
                return try await Self.fetchAll(client, logger, """
                    SELECT \(unescaped: Self.columns) FROM favorite WHERE "favoritedBy" = \(person) ORDER BY "createdAt", id
                    """)
            }
            return try await Self.fetchAll(client, logger, """
                SELECT \(unescaped: Self.columns) FROM favorite ORDER BY "favoritedBy", "createdAt", id
                """)
        }
    }

    /// Closes every connection; the next call connects again.
    public func close() async throws {
        await connection.close()
    }

    // MARK: - Access

    /// Runs `work` on the migrated pool within `operationTimeout`, turning PostgreSQL's errors into
    /// `FavoritesError`s naming the database (never its password).
    ///
    /// When the server ends one pooled connection (`pg_terminate_backend`, `idle_session_timeout`,
    /// a proxy restarting), `work` runs once more on a fresh connection within the same time limit,
    /// if `kind` allows it after that loss (`PostgresConnectionLoss`); only a second failure makes
    /// the database unavailable, with the outage's fast refusals and the pool's restart.
    private func access<T: Sendable>(
        _ kind: PostgresConnectionLoss.CallKind = .repeatable,
        _ work: @escaping @Sendable (any PostgresStatementRunner, Logger) async throws -> T
    ) async throws -> T {
        let store = address.description
        let connection = connection
        let timeout = operationTimeout
        if let reason = refusalDuringOutage() {
            throw FavoritesError.storeUnavailable(store: store, reason: reason)
        }
        // After an outage, the one call trying again asks a connection of its own first, which
        // fails at once with the reason, where the pool's call would wait out the limit.
        let probeFirst = outage.withLock { $0 != nil }
        let failure: any Error
        do {
            let result = try await Deadline.run(within: timeout) {
                if probeFirst { try await connection.probe() }
                let client = try await connection.migratedClient()
                let logger = PostgresConnectionPool.quietLogger
                do {
                    return try await work(client, logger)
                } catch let error where PostgresConnectionLoss(error)?.allowsRepeat(of: kind) == true {
                    return try await connection.withFreshConnection { try await work($0, logger) }
                }
            }
            outage.withLock { $0 = nil }
            return result
        } catch is Deadline.Expired {
            failure = FavoritesError.storeUnavailable(store: store, reason: "no answer within \(timeout.secondsText)")
        } catch {
            failure = Self.storeError(error, store: store)
        }
        if case let FavoritesError.storeUnavailable(_, reason)? = failure as? FavoritesError {
            outage.withLock { $0 = Outage(since: .now, reason: reason) }
            await connection.restartAfterFailure()
        } else {
            // The database answered, if only with an error: it is there.
            outage.withLock { $0 = nil }
        }
        throw failure
    }

    /// The reason to fail a call at once, without waiting out the timeout: the database was found
    /// unavailable less than `retryInterval` ago, or another call is trying it again. Nil lets
    /// the call run; past the interval, the first call to come is the one that tries.
    private func refusalDuringOutage() -> String? {
        outage.withLock { outage in
            guard var current = outage else { return nil }
            if current.retrying || current.since.duration(to: .now) < Self.retryInterval { return current.reason }
            current.retrying = true
            outage = current
            return nil
        }
    }

    // MARK: - Rows

    /// The columns every query returns, `createdAt` as whole milliseconds since 1970 (exact, unlike a float).
    private static let columns = #"id, "favoritedBy", "elementName", "elementSymbol", (EXTRACT(EPOCH FROM "createdAt") * 1000)::bigint"#

    private static func selectPair(_ person: String, _ symbol: String) -> PostgresQuery {
        """
        SELECT \(unescaped: columns) FROM favorite WHERE "favoritedBy" = \(person) AND "elementSymbol" = \(symbol)
        """
    }

    private static func fetchAll(_ client: any PostgresStatementRunner, _ logger: Logger, _ query: PostgresQuery) async throws -> [Favorite] {
        var records: [Favorite] = []
        let rows = try await client.rows(of: query, logger: logger)
        for try await (id, person, name, symbol, milliseconds) in rows.decode((Int64, String, String, String, Int64).self) {
            records.append(Favorite(id: id, favoritedBy: person, elementName: name, elementSymbol: symbol,
                                    createdAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000)))
        }
        return records
    }

    private static func fetchOne(_ client: any PostgresStatementRunner, _ logger: Logger, _ query: PostgresQuery) async throws -> Favorite? {
        try await fetchAll(client, logger, query).first
    }

    /// Whole milliseconds since 1970, rounded down, as `FavoriteTime.millisecondPrecision` keeps them.
    private static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}

private extension Duration {
    /// `5 s`, `0.5 s`.
    var secondsText: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
