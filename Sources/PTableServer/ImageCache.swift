import NIOCore

/// Rendered images by ETag, bounded by bytes, least recently used first out, and the render
/// pool that draws the ones it does not hold.
///
/// Concurrent requests for the same image share one render: the first starts it, the others
/// wait for its result (single flight). A failed render is not kept; every waiter gets its error.
actor ImageCache {
    // Bytes are kept as ByteBuffers, so a hit is sent without copying.
    /// Where a response's bytes came from, sent as the `X-Cache` header.
    enum Source: String, Sendable {
        /// Already in the cache.
        case hit
        /// Rendered for this request.
        case miss
        /// Rendered for another request that was in flight with the same ETag.
        case shared
    }

    private struct Entry {
        var data: ByteBuffer
        var lastUse: UInt64
    }

    /// The most bytes held; an image larger than a quarter of it is served but not kept.
    let limit: Int
    private(set) var bytes = 0
    private var entries: [String: Entry] = [:]
    private var inFlight: [String: Task<ByteBuffer, any Error>] = [:]
    private var clock: UInt64 = 0
    /// Where hits, misses, evictions and the bytes held are counted for `/metrics`.
    private let metrics: ImageCacheMetrics?
    /// The threads images are drawn on.
    let pool = RenderPool()

    init(limit: Int, metrics: ImageCacheMetrics? = nil) {
        self.limit = limit
        self.metrics = metrics
    }

    /// The job's bytes, held or rendered on the pool (once, however many ask).
    func image(for job: ImageJob) async throws -> (ByteBuffer, Source) {
        try await image(for: job.etag) { [pool] in ByteBuffer(bytes: try await pool.render(job)) }
    }

    /// The image for `key`, rendered by `render` only when no one holds or is making it.
    func image(for key: String, render: @escaping @Sendable () async throws -> ByteBuffer) async throws -> (ByteBuffer, Source) {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            metrics?.record(.hit)
            return (entry.data, .hit)
        }
        if let task = inFlight[key] {
            metrics?.record(.shared)
            return (try await task.value, .shared)
        }
        metrics?.record(.miss)
        let task = Task { try await render() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        let data = try await task.value
        store(data, for: key)
        return (data, .miss)
    }

    /// How many images are held.
    var count: Int { entries.count }

    private func store(_ data: ByteBuffer, for key: String) {
        guard data.readableBytes <= limit / 4 else { return }
        clock += 1
        entries[key] = Entry(data: data, lastUse: clock)
        bytes += data.readableBytes
        while bytes > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.data.readableBytes
            entries[oldest.key] = nil
            metrics?.evictions.increment()
        }
        metrics?.recordContents(bytes: bytes, entries: entries.count)
    }
}
