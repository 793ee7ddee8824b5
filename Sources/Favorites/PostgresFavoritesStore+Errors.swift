import ElementData
import _ConnectionPoolModule
import NIOCore
import NIOPosix
import PostgresNIO

extension PostgresFavoritesStore {
    /// A PostgreSQL or connection error as one `FavoritesError` line.
    static func storeError(_ error: any Error, store: String) -> any Error {
        switch error {
        case let error as FavoritesError:
            return error
        case let error as PostgresTransactionError:
            let inner = error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError
            return inner.map { storeError($0, store: store) } ?? FavoritesError.storeFailed(path: store, reason: "a transaction failed")
        case let error as PSQLError:
            if let state = error.serverInfo?[.sqlState] {
                let message = error.serverInfo?[.message] ?? "SQLSTATE \(state)"
                // Connection exceptions (08), the server shutting down or restarting (57P), too many
                // connections (53300): the database is away for now, not wrong.
                if state.hasPrefix("08") || state.hasPrefix("57P") || state.hasPrefix("53") {
                    return FavoritesError.storeUnavailable(store: store, reason: message)
                }
                return FavoritesError.storeFailed(path: store, reason: message)
            }
            switch error.code {
            case .connectionError:
                // A refused certificate is the address's settings, not an outage: retrying cannot help.
                if let refusal = certificateRefusal(error.underlying) {
                    return FavoritesError.storeFailed(path: store, reason: refusal)
                }
                return FavoritesError.storeUnavailable(store: store, reason: connectionFailure(error.underlying))
            case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
                return FavoritesError.storeUnavailable(store: store, reason: "cannot connect, or the connection was lost")
            case .sslUnsupported:
                return FavoritesError.storeFailed(path: store, reason: "the server does not offer TLS (sslmode=require)")
            case .authMechanismRequiresPassword:
                return FavoritesError.storeFailed(path: store, reason: "the server asks for a password; give it in the URL (postgres://USER:PASSWORD@…), in PGPASSWORD or in ~/.pgpass")
            default:
                return FavoritesError.storeFailed(path: store, reason: "PostgreSQL client error (\(error.code))")
            }
        case let error as ConnectionPoolError:
            return FavoritesError.storeUnavailable(store: store, reason: poolFailure(error))
        case is CancellationError:
            return error
        default:
            return FavoritesError.storeUnavailable(store: store, reason: "\(error)")
        }
    }

    /// Why the pool gave no connection, in words rather than the pool's type dump
    /// (`ConnectionPoolError(base: _ConnectionPoolModule.ConnectionPoolError.Base.poolShutdown)`).
    static func poolFailure(_ error: ConnectionPoolError) -> String {
        switch error {
        case .poolShutdown: "its connections were closed while the call waited (the store closed, or reconnecting after a failure)"
        case .connectionCreationCircuitBreakerTripped: "no connection could be made for a while"
        default: "the call was cancelled"
        }
    }

    /// Why `verify-ca` or `verify-full` refused the server's certificate; nil for another failure.
    static func certificateRefusal(_ underlying: (any Error)?) -> String? {
        if let error = underlying as? NIOSSLExtraError, error == .failedToValidateHostname {
            return "the server's certificate does not name the host connected to (sslmode=verify-full)"
        }
        if case let .handshakeFailed(.sslError(errors))? = underlying as? NIOSSLError,
           errors.contains(where: { "\($0)".contains("CERTIFICATE_VERIFY_FAILED") }) {
            return "the server's certificate is not signed by an authority in sslrootcert"
        }
        return nil
    }

    /// Why a connection could not be made, in the system's words: `cannot connect: connection
    /// refused`, `the host name "db" does not resolve`.
    static func connectionFailure(_ underlying: (any Error)?) -> String {
        // A Unix socket's connect fails with the system's error alone; the store's URL names the socket.
        if let attempt = underlying as? IOError {
            return "cannot connect to the socket: " + systemReason(attempt.errnoCode)
        }
        guard let failure = underlying as? NIOConnectionError else { return "cannot connect, or the connection was lost" }
        // An IPv6 address in brackets, as in the URL, so its port stands apart: [::1]:5432.
        let address = (failure.host.contains(":") ? "[\(failure.host)]" : failure.host) + ":\(failure.port)"
        if let attempt = failure.connectionErrors.first?.error as? IOError {
            return "cannot connect to \(address): " + systemReason(attempt.errnoCode)
        }
        if failure.connectionErrors.isEmpty, failure.dnsAError != nil || failure.dnsAAAAError != nil {
            return "the host name \"\(failure.host)\" does not resolve"
        }
        return "cannot connect to \(address)"
    }
}
