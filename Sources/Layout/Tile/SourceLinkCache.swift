import Foundation

/// Link targets by source text, so each source is percent-encoded and parsed as a URL once
/// per process: every back tile of every deck, page and terminal card asks for its link,
/// and Foundation's URL work is most of a back tile's cost.
///
/// Guarded by an `NSLock` (`Mutex` would need macOS 15). Holds at most `capacity` sources;
/// past that (a server fed endless user data) links are computed without being kept.
final class SourceLinkCache: @unchecked Sendable {
    private let lock = NSLock()
    private var links: [String: String?] = [:]
    private let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The cached link of `source`, or `compute(source)` remembered while there is room.
    func link(for source: String, compute: (String) -> String?) -> String? {
        lock.lock()
        let cached = links[source]
        lock.unlock()
        if let cached { return cached }
        let link = compute(source)
        lock.lock()
        if links.count < capacity { links[source] = link }
        lock.unlock()
        return link
    }
}
