/// Which link targets a scene may carry. Applied where groups and text runs are made (and
/// when a scene is decoded), so every renderer writes the same links: SVG's `href` and a
/// PDF's link annotations never see a `javascript:`, `data:` or `file:` URI.
public enum SceneLink {
    /// Schemes a link may use; everything else (`javascript:`, `data:`, `file:`, relative) is dropped.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The link if it is an absolute `http`, `https` or `mailto` URL, else nil.
    ///
    /// Links with whitespace or control characters are refused outright, because browsers
    /// delete tabs and newlines inside URLs (`java\tscript:` would become `javascript:`).
    public static func allowed(_ link: String?) -> String? {
        guard let link, !link.isEmpty,
              !link.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
              let colon = link.firstIndex(of: ":") else { return nil }
        let scheme = link[..<colon].lowercased()
        guard allowedSchemes.contains(scheme), link.index(after: colon) != link.endIndex else { return nil }
        return link
    }
}
