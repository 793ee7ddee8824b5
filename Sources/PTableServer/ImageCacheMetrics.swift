import CoreMetrics

/// The render cache's part of `/metrics`: hits, misses, renders joined, evictions, and what it holds.
struct ImageCacheMetrics: Sendable {
    let hits: CoreMetrics.Counter
    let misses: CoreMetrics.Counter
    let joined: CoreMetrics.Counter
    let evictions: CoreMetrics.Counter
    let bytes: CoreMetrics.Gauge
    let entries: CoreMetrics.Gauge

    init(factory: any MetricsFactory) {
        hits = CoreMetrics.Counter(label: "ptable_render_cache_hits_total", factory: factory)
        misses = CoreMetrics.Counter(label: "ptable_render_cache_misses_total", factory: factory)
        joined = CoreMetrics.Counter(label: "ptable_render_cache_joined_total", factory: factory)
        evictions = CoreMetrics.Counter(label: "ptable_render_cache_evictions_total", factory: factory)
        bytes = CoreMetrics.Gauge(label: "ptable_render_cache_bytes", factory: factory)
        entries = CoreMetrics.Gauge(label: "ptable_render_cache_entries", factory: factory)
        bytes.record(0)
        entries.record(0)
    }

    /// Counts where a response's bytes came from.
    func record(_ source: ImageCache.Source) {
        switch source {
        case .hit: hits.increment()
        case .miss: misses.increment()
        case .shared: joined.increment()
        }
    }

    /// Records what the cache holds after a change.
    func recordContents(bytes held: Int, entries count: Int) {
        bytes.record(held)
        entries.record(count)
    }
}
