import NIOConcurrencyHelpers

/// Whether the server still takes new work: true from the start until SIGTERM or SIGINT begins
/// the drain, then false for good, so `/readyz` tells the load balancer to send requests elsewhere.
final class Readiness: Sendable {
    private let draining = NIOLockedValueBox(false)

    /// Whether the drain has begun.
    var isDraining: Bool { draining.withLockedValue { $0 } }

    /// Begins the drain; true the first time, false when it had begun already.
    func beginDrain() -> Bool {
        draining.withLockedValue { draining in
            defer { draining = true }
            return !draining
        }
    }
}
