/// Decides which link targets are written to `href`.
enum SVGLink {
    /// Schemes a link may use; everything else (`javascript:`, `data:`, `file:`, relative) is dropped.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The link if it is an absolute `http`, `https` or `mailto` URL, else nil.
    ///
    /// Links with whitespace or control characters are refused outright, because browsers
    /// delete tabs and newlines inside URLs (`java\tscript:` would become `javascript:`).
    static func safeHref(_ link: String?) -> String? {
        guard let link, !link.isEmpty,
              !link.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
              let colon = link.firstIndex(of: ":") else { return nil }
        let scheme = link[..<colon].lowercased()
        guard allowedSchemes.contains(scheme), link.index(after: colon) != link.endIndex else { return nil }
        return link
    }
}
