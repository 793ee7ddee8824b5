import NIOCore

/// Rendered images by the digest of their inputs, each with the strong ETag of its bytes,
/// bounded by bytes, least recently used first out, and the render pool that draws the ones it
/// does not hold.
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

    /// An image's bytes and their strong ETag (their SHA-256, quoted).
    struct Image: Sendable {
        let data: ByteBuffer
        let etag: String

        init(_ data: ByteBuffer) {
            self.data = data
            etag = "\"" + ContentHash.sha256(data) + "\""
        }
    }

    private struct Entry {
        var image: Image
        var lastUse: UInt64
    }

    /// The most bytes held; an image larger than a quarter of it is served but not kept.
    let limit: Int
    private(set) var bytes = 0
    private var entries: [String: Entry] = [:]
    private var inFlight: [String: Task<Image, any Error>] = [:]
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
    func image(for job: ImageJob) async throws -> (Image, Source) {
        try await image(for: job.cacheKey) { [pool] in ByteBuffer(bytes: try await pool.render(job)) }
    }

    /// The image for `key`, rendered by `render` only when no one holds or is making it. Its
    /// ETag is worked out with the render, off this actor, and kept with the bytes.
    func image(for key: String, render: @escaping @Sendable () async throws -> ByteBuffer) async throws -> (Image, Source) {
        if let image = heldImage(for: key) { return (image, .hit) }
        if let task = inFlight[key] {
            metrics?.record(.shared)
            return (try await task.value, .shared)
        }
        metrics?.record(.miss)
        let task = Task { Image(try await render()) }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        let image = try await task.value
        store(image, for: key)
        return (image, .miss)
    }

    /// The image held for `key`, counted as a hit and as used now; nil when none is held.
    func heldImage(for key: String) -> Image? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        metrics?.record(.hit)
        return entry.image
    }

    private func store(_ image: Image, for key: String) {
        guard image.data.readableBytes <= limit / 4 else { return }
        clock += 1
        entries[key] = Entry(image: image, lastUse: clock)
        bytes += image.data.readableBytes
        while bytes > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.image.data.readableBytes
            entries[oldest.key] = nil
            metrics?.evictions.increment()
        }
        metrics?.recordContents(bytes: bytes, entries: entries.count)
    }
}
