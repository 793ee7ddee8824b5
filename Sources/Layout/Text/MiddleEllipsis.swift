/// Shortening a token that must not be broken (a URL) by cutting out its middle, so both its
/// start (the site) and its end (the page) stay readable: `en.wikipedia.org/…/Mercury (Element)`.
enum MiddleEllipsis {
    /// `text` whole when it fits `width` at `fontSize`; else, for a path, its first and last
    /// segments around `/…/`; else, for a path starting with a site, the site (`en.wikipedia.org/…`:
    /// the page is the tile's element, and cut words such as `en.wikipedi…i/Potassium` read as
    /// neither); else its first and last characters around "…", as many as fit (one more at the
    /// end when the count is odd); "…" alone when not even one character on each side fits.
    static func fit(_ text: String, metrics: FontMetrics, fontSize: Double, width: Double) -> String {
        func fits(_ candidate: String) -> Bool { metrics.width(of: candidate, fontSize: fontSize) <= width }
        guard !fits(text) else { return text }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count > 2, let first = segments.first, let last = segments.last, !first.isEmpty, !last.isEmpty {
            let shortened = "\(first)/…/\(last)"
            if fits(shortened) { return shortened }
        }
        if segments.count > 1, let site = segments.first, site.contains("."), fits(site + "/…") {
            return site + "/…"
        }
        let characters = Array(text)
        var kept = characters.count - 1
        while kept >= 2 {
            let head = kept / 2
            let candidate = String(characters.prefix(head)) + "…" + String(characters.suffix(kept - head))
            if fits(candidate) { return candidate }
            kept -= 1
        }
        return "…"
    }
}
