import Synchronization

/// Whether the server still takes new work: true from the start until SIGTERM, SIGINT or SIGHUP begins
/// the drain, then false for good, so `/readyz` tells the load balancer to send requests elsewhere.
final class Readiness: Sendable {
    private let draining = Atomic<Bool>(false)

    /// Whether the drain has begun.
    var isDraining: Bool { draining.load(ordering: .sequentiallyConsistent) }

    /// Begins the drain; true the first time, false when it had begun already.
    func beginDrain() -> Bool {
        !draining.exchange(true, ordering: .sequentiallyConsistent)
    }
}
