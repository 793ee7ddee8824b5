import Logging
import PostgresNIO

/// Where a store call sends its statements: the pool (`PostgresClient`), or a connection of its
/// own when the call runs again after its pooled connection was lost.
protocol PostgresStatementRunner: Sendable {
    /// The rows `query` returns.
    func rows(of query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence
}

extension PostgresClient: PostgresStatementRunner {
    func rows(of query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await self.query(query, logger: logger)
    }
}

extension PostgresConnection: PostgresStatementRunner {
    func rows(of query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await self.query(query, logger: logger)
    }
}
