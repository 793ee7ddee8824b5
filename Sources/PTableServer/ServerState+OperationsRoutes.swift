import Favorites
import Foundation
import Hummingbird

/// The routes a load balancer and an operator ask: `GET /healthz` (the process answers),
/// `GET /readyz` (it should be sent requests: not draining, and the favourites store answers)
/// and `GET /metrics` (Prometheus's text format).
extension ServerState {
    /// How long `/readyz` waits for the store before calling it unready.
    static let readinessTimeout: Duration = .seconds(2)

    func addOperationsRoutes(to router: Router<BasicRequestContext>) {
        router.get("/healthz") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            return try Self.json(["status": "live"], status: .ok)
        }
        router.get("/readyz") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            if self.readiness.isDraining {
                throw ServerError(.serviceUnavailable, "not ready: draining (shutting down after a signal)")
            }
            do {
                try await self.pingStore()
            } catch let error as ServerError {
                throw ServerError(.serviceUnavailable, "not ready: \(error.message)")
            } catch {
                throw ServerError(.serviceUnavailable, "not ready: \(error.localizedDescription)")
            }
            return try Self.json(["status": "ready", "store": "ok"], status: .ok)
        }
        router.get("/metrics") { request, _ in
            try QueryParameters(request.uri.query).requireOnly([])
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: self.metrics.exposition())))
        }
    }

    /// Asks the store to answer within `readinessTimeout`; a store error, no store, or no answer in time throws.
    private func pingStore() async throws {
        do {
            try await Deadline.run(within: Self.readinessTimeout) { try await self.withStore("ping") { try await $0.ping() } }
        } catch is Deadline.Expired {
            metrics.recordStoreError(operation: "ping")
            throw ServerError(.serviceUnavailable, "the favourites store did not answer within \(Self.readinessTimeout)")
        }
    }
}
