import Logging
import PostgresNIO

/// The PostgreSQL store's `PostgresClient`: started on first use (its `run()` in a task of its
/// own), migrated once, replaced after a connection failure, and stopped by `close()`.
actor PostgresConnectionPool {
    /// The least age of a client before a failed call replaces it: long enough to connect and
    /// migrate on a busy machine, where that can take longer than one call's time limit (a client
    /// replaced at every expired call would never come up), and short enough that the store is
    /// back soon after the database.
    static let restartInterval: Duration = .seconds(10)

    /// postgres-nio logs through swift-log; the store reports its failures as `FavoritesError`s
    /// instead, so the client's own messages are dropped.
    static let quietLogger = Logger(label: "ptable.favorites.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    private let address: PostgresStoreAddress
    private let poolSize: Int
    private let connectTimeout: Duration
    private var client: PostgresClient?
    private var runTask: Task<Void, Never>?
    private var migrated = false
    /// The migration under way, awaited by every caller that arrives meanwhile.
    private var migration: Task<Void, any Error>?
    /// When the current client was made.
    private var clientStarted: ContinuousClock.Instant?

    init(address: PostgresStoreAddress, poolSize: Int, connectTimeout: Duration) {
        self.address = address
        self.poolSize = poolSize
        self.connectTimeout = connectTimeout
    }

    /// The running client, after the schema is up to date. A migration that fails (the database
    /// is away) is tried again by the next call.
    func migratedClient() async throws -> PostgresClient {
        let client = try running()
        if migrated { return client }
        let task: Task<Void, any Error>
        if let migration {
            task = migration
        } else {
            let store = address.description
            task = Task {
                // The probe beside the migration, not before it: a database that cannot be
                // reached fails the probe at once with its reason, and one that can costs the
                // first call no extra wait (under load a serial probe took its time limit).
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    group.addTask { try await self.probe(); return false }
                    group.addTask { try await PostgresSchema.migrate(client, store: store, logger: Self.quietLogger); return true }
                    while let migrated = try await group.next() {
                        if migrated { break }
                    }
                    group.cancelAll()
                }
            }
            migration = task
        }
        do {
            try await task.value
            migrated = true
            migration = nil
        } catch {
            migration = nil
            throw error
        }
        return client
    }

    /// Opens one connection of its own and closes it again, so that a call fails at once with the
    /// database's own reason (refused, no such database or role, a wrong password, no TLS): the
    /// pool keeps retrying a failed connection in the background, and a call waiting on it only
    /// ever sees its time limit run out. Asked before the first migration and after an outage.
    nonisolated func probe() async throws {
        try await withFreshConnection { _ in }
    }

    /// `work` on a new connection outside the pool, closed afterwards: a call that lost its pooled
    /// connection runs again here, since the pool could hand it another connection the server
    /// ended a moment ago (`pg_terminate_backend` ends them all at once) and not yet noticed, and
    /// a database that is really away fails the connection at once with its reason.
    nonisolated func withFreshConnection<T: Sendable>(_ work: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        var configuration = address.isUnixSocket
            ? PostgresConnection.Configuration(unixSocketPath: address.socketPath, username: address.user, password: address.password,
                                               database: address.database)
            : PostgresConnection.Configuration(host: address.host, port: address.port, username: address.user, password: address.password,
                                               database: address.database, tls: try connectionTLS)
        configuration.options.connectTimeout = .milliseconds(Int64(attemptTimeout / .milliseconds(1)))
        configuration.options.additionalStartupParameters = startupParameters
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: Self.quietLogger)
        do {
            let result = try await work(connection)
            try? await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Drops the client after a call found the database unreachable, so the next call connects at
    /// once with a new one. postgres-nio's pool retries a failed connection with a backoff that
    /// grows to a minute; after a long outage that would keep the store away long after the
    /// database is back. Only a client older than `restartInterval` is replaced.
    func restartAfterFailure() {
        guard let runTask else { return }
        if let clientStarted, clientStarted.duration(to: .now) < Self.restartInterval { return }
        runTask.cancel()
        self.runTask = nil
        client = nil
    }

    /// Stops the client, closing its connections; the next call starts a new one.
    func close() async {
        guard let runTask else { return }
        runTask.cancel()
        await runTask.value
        self.runTask = nil
        client = nil
        migrated = false
    }

    private func running() throws -> PostgresClient {
        if let client { return client }
        var configuration = address.isUnixSocket
            ? PostgresClient.Configuration(unixSocketPath: address.socketPath, username: address.user, password: address.password,
                                           database: address.database)
            : PostgresClient.Configuration(host: address.host, port: address.port, username: address.user, password: address.password,
                                           database: address.database, tls: try tls)
        configuration.options.maximumConnections = poolSize
        configuration.options.connectTimeout = attemptTimeout
        configuration.options.additionalStartupParameters = startupParameters
        let client = PostgresClient(configuration: configuration, backgroundLogger: Self.quietLogger)
        runTask = Task { await client.run() }
        self.client = client
        clientStarted = .now
        return client
    }

    /// How long one connection attempt may take: the URL's `connect_timeout` where it is
    /// shorter than the store's time limit per call, which bounds the attempt anyway.
    private nonisolated var attemptTimeout: Duration {
        address.connectTimeout.map { min($0, connectTimeout) } ?? connectTimeout
    }

    /// What the connection tells the server at start-up besides the role and database.
    private nonisolated var startupParameters: [(String, String)] {
        address.applicationName.map { [("application_name", $0)] } ?? []
    }

    private nonisolated var connectionTLS: PostgresConnection.Configuration.TLS {
        get throws {
            switch address.tlsMode {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: try address.tlsConfiguration()))
            case .require, .verifyCA, .verifyFull: .require(try NIOSSLContext(configuration: try address.tlsConfiguration()))
            }
        }
    }

    private var tls: PostgresClient.Configuration.TLS {
        get throws {
            switch address.tlsMode {
            case .disable: .disable
            case .prefer: .prefer(try address.tlsConfiguration())
            case .require, .verifyCA, .verifyFull: .require(try address.tlsConfiguration())
            }
        }
    }
}
