import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// A failed HTTP exchange told in a few words, and whether trying again could help.
struct HTTPFailure {
    enum Kind: Equatable {
        case refused, timedOut, hostNotFound, connectionLost, other(String)
    }

    let kind: Kind

    init(_ error: any Error) {
        kind = Self.kind(of: error)
    }

    /// Failures of the connection itself (refused, lost, no such host), worth one more try.
    var isConnectionFailure: Bool {
        switch kind {
        case .refused, .hostNotFound, .connectionLost: true
        case .timedOut, .other: false
        }
    }

    var reason: String {
        switch kind {
        case .refused: "connection refused (is the server running?)"
        case .timedOut: "no answer within the timeout"
        case .hostNotFound: "host not found"
        case .connectionLost: "the connection was lost"
        case let .other(text): text
        }
    }

    private static func kind(of error: any Error) -> Kind {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout: return .timedOut
            case .remoteConnectionClosed, .cancelled: return .connectionLost
            default: return .other(String(describing: error))
            }
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return kind(of: first.error) }
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
        case let error as ChannelError:
            if case .connectTimeout = error { return .timedOut }
            if case .eof = error { return .connectionLost }
            return .other(String(describing: error))
        default:
            return .other(String(describing: error))
        }
    }
}
