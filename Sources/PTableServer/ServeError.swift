import Foundation

/// Failures of `ptable serve` before or outside any request.
public enum ServeError: LocalizedError, Equatable, Sendable {
    /// The address is taken, not this machine's, or not an address.
    case cannotListen(address: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .cannotListen(address, reason): "cannot listen on \(address): \(reason)"
        }
    }
}
