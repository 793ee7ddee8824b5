import NIOCore
import PostgresNIO

/// How a store call's connection ended under it, when it did: the server ended one session
/// (`pg_terminate_backend`, `idle_session_timeout`, a pgbouncer restart) or the connection broke,
/// while the database itself may be answering on every other connection.
///
/// The store runs such a call once more on a fresh connection before it declares the database
/// unavailable, when the loss and the call allow it (`allowsRepeat(of:)`). A connection that
/// cannot be made, or a call that runs out of time, is not a loss: the database is away, and the
/// outage answers at once as before.
enum PostgresConnectionLoss: Equatable {
    /// The statement did not commit: the server said it ended the session (SQLSTATE 57P01
    /// terminated by an administrator or a fast shutdown, 57P02 a crash of another server
    /// process, 57P05 `idle_session_timeout`), and PostgreSQL rolls back the open transaction of
    /// a session it ends; or the connection had closed before the statement was sent.
    case statementNotRun
    /// The connection closed or broke mid-statement without a word from the server (a reset, a
    /// proxy going away): the statement may have committed, its answer lost.
    case answerLost

    /// What running a call twice does, for deciding whether it may run again.
    enum CallKind {
        /// Running it again answers as running it once did: a read, find-or-insert, an update
        /// to given values.
        case repeatable
        /// A delete: run again after it committed, it finds nothing and would answer "not found"
        /// for a deletion that happened, which is worse than "unavailable".
        case deletion
    }

    /// The SQLSTATEs of a session the server ended.
    static let sessionEndedStates: Set<String> = ["57P01", "57P02", "57P05"]

    /// The loss `error` reports; nil for any other failure.
    init?(_ error: any Error) {
        guard let error = error as? PSQLError else { return nil }
        if let state = error.serverInfo?[.sqlState] {
            guard Self.sessionEndedStates.contains(state) else { return nil }
            self = .statementNotRun
            return
        }
        switch error.code {
        case .serverClosedConnection where error.underlying != nil, .clientClosedConnection where error.underlying != nil:
            // postgres-nio gives the reason a connection closed as `underlying` only to a
            // statement that found it closed, unsent (often the server's 57P05 or 57P01, received
            // while the connection was idle). Without a reason, the client closed it itself
            // (the store closing or restarting its pool), or the server closed it mid-statement.
            self = .statementNotRun
        case .serverClosedConnection, .uncleanShutdown:
            self = .answerLost
        case .connectionError where error.underlying is IOError:
            // A socket error on a connection that was open (a reset); a connection that cannot be
            // made fails with a `NIOConnectionError`, and only in the pool's background.
            self = .answerLost
        default:
            return nil
        }
    }

    /// Whether a call of `kind` may run again after this loss.
    func allowsRepeat(of kind: CallKind) -> Bool {
        self == .statementNotRun || kind == .repeatable
    }
}
