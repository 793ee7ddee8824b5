import Favorites
import Foundation
import Hummingbird
import Layout
import PTableRendering

/// What every route shares: the configuration, the design, the image cache (with its render
/// pool), the metrics and whether the server is draining.
final class ServerState: Sendable {
    let configuration: ServerConfiguration
    let designs: DesignStore
    let cache: ImageCache
    let log: RequestLog
    let metrics: ServerMetrics
    let readiness = Readiness()
    /// The page's script and style sheet.
    let page: PageAssets
    /// The favourites store `configuration.storePath` names; nil when no place for one was found.
    let favorites: (any FavoritesStore)?

    /// - Throws: `FavoritesError` when the store is a URL ptable cannot use, `ElementDataError`
    ///   when the page's files are missing.
    init(configuration: ServerConfiguration, design: Design, log: RequestLog) throws {
        self.configuration = configuration
        designs = DesignStore(design)
        metrics = ServerMetrics(cacheLimit: configuration.cacheLimit)
        cache = ImageCache(limit: configuration.cacheLimit, metrics: metrics.cache)
        self.log = log
        page = try PageAssets.load()
        favorites = try configuration.storePath.map {
            try StoreLocation(parsing: $0).makeStore(poolSize: configuration.storePoolSize,
                                                            operationTimeout: configuration.storeOperationTimeout)
        }
    }

    /// `Cache-Control` for images: an hour without `--watch`, revalidated every time with it
    /// (the files, and so the images, may change at any moment).
    var cacheControl: String {
        configuration.watch ? "no-cache" : "public, max-age=3600"
    }

    /// The response for an image job: 304 when the client holds it, otherwise the bytes from
    /// the cache or a render on the pool (or the part of them a `Range` asks for), with the
    /// strong ETag of the bytes either way: so a revalidation of an image the cache does not
    /// hold renders it. `changesWithStore`: the image shows the favourites store, which changes
    /// without any file changing, so clients revalidate it every time (`no-cache`) instead of
    /// keeping it an hour.
    func imageResponse(for job: ImageJob, request: Request, changesWithStore: Bool = false) async throws -> Response {
        let (image, source) = try await cache.image(for: job)
        return try response(with: image, from: source, contentType: job.contentType, request: request,
                            changesWithStore: changesWithStore)
    }

    /// The response for the image `job` describes, as `imageResponse(for:request:)` sends it,
    /// for an image that depends on the request's target (path and query) and the design alone:
    /// when the design's `imageKeys` knows the target and the cache holds its image, `job` is
    /// not called.
    func imageResponse(for request: Request, job: (Design) throws -> ImageJob) async throws -> Response {
        let design = designs.current
        let target = request.uri.description
        if let known = design.imageKeys.key(for: target), let image = await cache.heldImage(for: known.cacheKey) {
            return try response(with: image, from: .hit, contentType: known.contentType, request: request)
        }
        let job = try job(design)
        design.imageKeys.remember(.init(cacheKey: job.cacheKey, contentType: job.contentType), for: target)
        return try await imageResponse(for: job, request: request)
    }

    private func response(with image: ImageCache.Image, from source: ImageCache.Source, contentType: String,
                          request: Request, changesWithStore: Bool = false) throws -> Response {
        var (headers, notModified) = validation(etag: image.etag, request: request, changesWithStore: changesWithStore)
        if let notModified { return notModified }
        headers[.contentType] = contentType
        headers[.init("X-Cache")!] = source.rawValue
        return try ByteRange.response(.ok, headers: headers, body: image.data, request: request)
    }

    /// The `ETag` and `Cache-Control` headers of a response tagged `etag`, and the 304 to send
    /// instead when the request's `If-None-Match` already names it.
    func validation(etag: String, request: Request, changesWithStore: Bool = false) -> (headers: HTTPFields, notModified: Response?) {
        var headers = HTTPFields()
        headers[.eTag] = etag
        headers[.cacheControl] = changesWithStore ? "no-cache" : cacheControl
        let notModified = Self.matches(request.headers[.ifNoneMatch], etag: etag) ? Response(status: .notModified, headers: headers) : nil
        return (headers, notModified)
    }

    /// Whether an `If-None-Match` header names `etag` (or is `*`); weak validators compare
    /// by their opaque part, as RFC 9110 asks for this header.
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return matchesAny(header) || header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

    /// Whether an `If-None-Match` header is `*`, which matches any current representation,
    /// tagged or not (RFC 9110, section 13.1.2).
    static func matchesAny(_ header: String?) -> Bool {
        header?.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "*" } ?? false
    }

    /// The element a path names (symbol, name or number, or its name in `locale`'s language),
    /// or 404 with a suggestion.
    func element(_ query: String, in design: Design, locale: DisplayLocale = .english) throws -> Element {
        do {
            return try locale.requireElement(matching: query, in: design.table)
        } catch let error as ElementDataError {
            throw ServerError.notFound(error.localizedDescription)
        }
    }
}
