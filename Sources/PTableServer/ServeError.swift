import Foundation

/// Failures of `ptable serve` before or outside any request.
public enum ServeError: LocalizedError, Equatable, Sendable {
    /// The address is taken, not this machine's, or not an address.
    case cannotListen(address: String, reason: String)
    /// A `--cors-origin` value that is neither `*`, `none` nor an origin.
    case invalidOrigin(String)
    /// `--cors-origin none` beside origins or `*`, which it contradicts.
    case originsBesideNone([String])

    /// The problem in one line, naming the address, path or value at fault.
    public var errorDescription: String? {
        switch self {
        case let .cannotListen(address, reason): "cannot listen on \(address): \(reason)"
        case let .invalidOrigin(value):
            "--cors-origin \"\(value)\" is not an origin: give scheme://host[:port] (e.g. http://localhost:3000), * or none"
        case let .originsBesideNone(others):
            "--cors-origin none lets no other origin change favourites, but \(others.map { "\"\($0)\"" }.joined(separator: ", ")) "
                + "\(others.count == 1 ? "is" : "are") given too; leave out none or the others"
        }
    }
}
