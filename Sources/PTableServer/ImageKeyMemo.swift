import NIOConcurrencyHelpers

/// The image-cache key each image request target (path and query) came to, for one design.
///
/// A request for an image the cache holds then skips working out its job: looking up the
/// element, choosing the theme, writing the inputs and hashing them. That was about a sixth of
/// the work of serving a cached thumbnail (`bash scripts/benchmark.sh load`, cached
/// thumbnails). A design owns its memo, so a reload under `--watch` starts an empty one.
final class ImageKeyMemo: Sendable {
    /// What a request target came to: the image's cache key and its MIME type.
    struct Key: Sendable {
        let cacheKey: String
        let contentType: String
    }

    /// The most targets remembered: the memo is emptied when a new one would pass it, so
    /// requests with ever new query strings cannot grow it without bound.
    static let capacity = 4096

    private let keys = NIOLockedValueBox([String: Key]())

    /// What `target` came to before, if it was remembered.
    func key(for target: String) -> Key? {
        keys.withLockedValue { $0[target] }
    }

    /// Remembers what `target` came to.
    func remember(_ key: Key, for target: String) {
        keys.withLockedValue { keys in
            if keys.count >= Self.capacity, keys[target] == nil { keys.removeAll(keepingCapacity: true) }
            keys[target] = key
        }
    }
}
