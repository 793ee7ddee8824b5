import Logging
import ServiceLifecycle

/// The first step of a graceful shutdown: marks the server unready (`/readyz` answers 503) and
/// keeps serving for `delay`, so a load balancer polling `/readyz` stops sending requests before
/// the listener closes. It is listed after the application in the service group, which shuts
/// services down in reverse order: this one finishes before the application stops accepting.
struct DrainOnShutdown: Service {
    /// Its readiness, metrics and log, and `--drain-delay`.
    let state: ServerState

    func run() async throws {
        // Cancelled (the group ends for another reason): nothing to drain.
        guard (try? await gracefulShutdown()) != nil else { return }
        guard state.readiness.beginDrain() else { return }
        state.metrics.recordDraining()
        let delay = state.configuration.drainDelay
        let wait = delay > .zero ? "in \(delay)" : "now"
        state.log.note("draining: /readyz answers 503; the listener closes \(wait), then the requests in flight finish")
        try? await Task.sleep(for: delay)
    }
}
