import CoreMetrics
import Foundation
import Metrics
import Prometheus

/// What `/metrics` shows an operator, in Prometheus's text format: requests by route, method and
/// status with their latency, requests in flight, the render cache, favourites store errors,
/// reloads under `--watch` (and failed ones apart), and the process's resident memory.
///
/// Each server has its own registry (never the process-wide `MetricsSystem`), so several servers
/// in one process, as in the tests, count apart.
final class ServerMetrics: Sendable {
    /// The latency buckets, in seconds: from a cached thumbnail (well under a millisecond) to a
    /// poster rendered at print resolution (seconds).
    static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .microseconds(2_500), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
        .seconds(1), .milliseconds(2_500), .seconds(5), .seconds(10),
    ]

    static let help: [String: String] = [
        "ptable_http_requests_total": "HTTP requests answered, by route pattern, method and status.",
        "ptable_http_request_duration_seconds": "Time from a request's head to its response, by route pattern and method.",
        "ptable_http_requests_in_flight": "Requests being answered now.",
        "ptable_render_cache_hits_total": "Images served from the render cache.",
        "ptable_render_cache_misses_total": "Images rendered because the cache did not hold them.",
        "ptable_render_cache_joined_total": "Images served by waiting for the same render started by another request.",
        "ptable_render_cache_evictions_total": "Images dropped from the render cache to stay under its limit.",
        "ptable_render_cache_bytes": "Bytes of rendered images held in the cache.",
        "ptable_render_cache_entries": "Rendered images held in the cache.",
        "ptable_render_cache_limit_bytes": "The most bytes the render cache holds (--cache-limit).",
        "ptable_store_errors_total": "Favourites store operations that failed (the request got 503), by operation.",
        "ptable_design_reloads_total": "Changes of the data or theme file served under --watch (a broken file is not one).",
        "ptable_design_reload_failures_total": "Changes of the data or theme file under --watch that could not be loaded (the previous design stayed).",
        "ptable_ready": "1 while /readyz would answer 200 as far as draining goes; 0 once SIGTERM, SIGINT or SIGHUP started the drain.",
        "process_resident_memory_bytes": "Resident memory of the server process, read at the scrape.",
    ]

    private let registry = PrometheusCollectorRegistry()
    private let factory: DescribedMetricsFactory
    /// Requests being answered now.
    let inFlight: Meter
    /// The render cache's counters and gauges.
    let cache: ImageCacheMetrics
    private let ready: CoreMetrics.Gauge
    private let residentMemory: CoreMetrics.Gauge

    init(cacheLimit: Int) {
        factory = DescribedMetricsFactory(registry: registry, help: Self.help, durationBuckets: Self.latencyBuckets)
        inFlight = Meter(label: "ptable_http_requests_in_flight", factory: factory)
        cache = ImageCacheMetrics(factory: factory)
        CoreMetrics.Gauge(label: "ptable_render_cache_limit_bytes", factory: factory).record(cacheLimit)
        ready = CoreMetrics.Gauge(label: "ptable_ready", factory: factory)
        ready.record(1)
        residentMemory = CoreMetrics.Gauge(label: "process_resident_memory_bytes", factory: factory)
        for operation in Self.storeOperations { _ = storeErrorCounter(operation) }
    }

    /// Counts one answered request and its latency. `route` is the pattern that matched
    /// (`/tiles/{name}/s7.png`), never the raw path, so hostile URLs cannot grow the series.
    /// The registry hands back the series a name and labels already have.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        CoreMetrics.Counter(label: "ptable_http_requests_total",
                            dimensions: [("route", route), ("method", method), ("status", String(status))], factory: factory)
            .increment()
        CoreMetrics.Timer(label: "ptable_http_request_duration_seconds", dimensions: [("route", route), ("method", method)],
                          factory: factory)
            .record(duration: duration)
    }

    /// The favourites store operations the routes name. Each has its error series from the start,
    /// at 0, so an alert on `rate(ptable_store_errors_total[5m])` has a series to read before the
    /// first failure.
    static let storeOperations = ["add", "get", "list", "update", "remove", "ping"]

    /// Counts a failed favourites store operation (one of `storeOperations`).
    func recordStoreError(operation: String) {
        storeErrorCounter(operation).increment()
    }

    private func storeErrorCounter(_ operation: String) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: "ptable_store_errors_total", dimensions: [("operation", operation)], factory: factory)
    }

    /// Starts the `--watch` counters at 0, so an alert on their rate has a series before the
    /// first change.
    func recordWatching() {
        _ = reloadCounter(failed: false)
        _ = reloadCounter(failed: true)
    }

    /// Counts a change of the watched files: served, or `failed` to load (the previous design stays).
    func recordReload(failed: Bool) {
        reloadCounter(failed: failed).increment()
    }

    private func reloadCounter(failed: Bool) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: failed ? "ptable_design_reload_failures_total" : "ptable_design_reloads_total", factory: factory)
    }

    /// Records that the drain has begun: the server answers `/readyz` with 503 from now on.
    func recordDraining() {
        ready.record(0)
    }

    /// The text a scrape gets, with the process's memory read now.
    func exposition() -> [UInt8] {
        if let bytes = Self.residentBytes() { residentMemory.record(bytes) }
        return registry.emitToBuffer()
    }

    /// The resident set size from /proc (Linux); nil elsewhere.
    private static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
