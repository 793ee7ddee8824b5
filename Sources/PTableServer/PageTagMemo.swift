import NIOConcurrencyHelpers

/// The ETag and length of the page each choice of theme, language and self-test came to, for
/// one design, so a revalidation of the unchanged page is answered 304 without building it
/// again (laying out and writing its two tables and hashing its 1.7 MB, on every visit of an
/// open page, which is `no-cache`).
///
/// A design owns its memo, so a reload under `--watch` starts an empty one and the first visit
/// after it builds the new page. Only a page that was built is remembered, and a request names
/// a theme the design has, a bundled language and self-test on or off, so the memo cannot grow
/// without bound.
final class PageTagMemo: Sendable {
    /// What a page came to: its strong ETag (the SHA-256 of its bytes) and its length, which
    /// decides whether it is sent gzipped and so which tag a client holds.
    struct Tag: Sendable {
        let etag: String
        let length: Int
    }

    private let tags = NIOLockedValueBox([String: Tag]())

    /// The tag of the page `key` came to before, if it was built with this design.
    func tag(for key: String) -> Tag? {
        tags.withLockedValue { $0[key] }
    }

    /// Remembers the tag of the page `key` came to.
    func remember(_ tag: Tag, for key: String) {
        tags.withLockedValue { $0[key] = tag }
    }
}
