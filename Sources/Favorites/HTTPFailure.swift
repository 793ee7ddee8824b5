import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// A failed HTTP exchange told in a few words, and whether trying again could help.
struct HTTPFailure {
    /// What went wrong: "connection refused (is the server running?)".
    let reason: String
    /// A failure of the connection itself (refused, lost, no such host), worth one more try.
    let isConnectionFailure: Bool

    static let refused = HTTPFailure(reason: "connection refused (is the server running?)", isConnectionFailure: true)
    static let timedOut = HTTPFailure(reason: "no answer within the timeout", isConnectionFailure: false)
    static let hostNotFound = HTTPFailure(reason: "host not found", isConnectionFailure: true)
    static let connectionLost = HTTPFailure(reason: "the connection was lost", isConnectionFailure: true)

    static func other(_ reason: String) -> HTTPFailure {
        HTTPFailure(reason: reason, isConnectionFailure: false)
    }

    /// The failure `error` is.
    static func of(_ error: any Error) -> HTTPFailure {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout: return .timedOut
            case .remoteConnectionClosed, .cancelled: return .connectionLost
            case .redirectCycleDetected, .redirectLimitReached: return .other("it redirects in a loop or too many times")
            default: return .other(String(describing: error))
            }
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return of(first.error) }
            return .hostNotFound
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: return .refused
            case ETIMEDOUT: return .timedOut
            case ECONNRESET, EPIPE: return .connectionLost
            case EHOSTUNREACH, ENETUNREACH: return .other("no route to the host (offline?)")
            default: return .other(String(describing: error))
            }
        case is SocketAddressError: return .hostNotFound
        case is Deadline.Expired: return .timedOut
        case let error as ChannelError:
            if case .connectTimeout = error { return .timedOut }
            if case .eof = error { return .connectionLost }
            return .other(String(describing: error))
        default:
            return .other(String(describing: error))
        }
    }
}
