import ElementData
import Foundation

/// The back of the detail tile, the "flipped" card: the element's summary, its main isotopes and oxidation states, what it looks
/// like, who named it and where the text comes from, as a link.
///
/// The same square, band and border as the front (`DetailTileLayout`), so the two sides
/// print as a pair. The summary fills the space between the band and the facts at the
/// largest size that fits, wrapped over as many lines as it needs; text the bundled font
/// cannot draw goes through `GlyphFallback`. A missing value shows `ElementFormatter.missing`.
public struct BackTileLayout: Sendable {
    /// The design the back is drawn in; validated before each tile is laid out.
    public var theme: Theme
    /// How the values are written: language, units, predictions, whose data.
    public var formatter: ElementFormatter

    /// A back-of-tile layout in `theme`, its words and values written by `formatter`.
    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// A scene of the back of one tile, `size` points square.
    public func scene(for element: Element, size: Double) throws -> Scene {
        TileChrome.scene(of: try group(for: element, size: size), size: size,
                         title: formatter.locale.text(.tileBackTitle, DetailTileLayout.title(of: element, formatter: formatter)),
                         theme: theme, formatter: formatter)
    }

    /// The back as a group at the origin, with id `tile-back-<Symbol>` and the family as class.
    ///
    /// Texts keep their role's size (raised to the floor); what does not fit is left out:
    /// summary lines first (the last line kept ends in "…"), then the rows (named by,
    /// appearance, oxidation states, isotopes, source), then the name; a back too small for its
    /// band shows the symbol alone, centred.
    public func group(for element: Element, size s: Double) throws -> SceneGroup {
        try TileChrome.side("tile-back", idPrefix: "tile-back-", of: element, theme: theme, formatter: formatter, size: s) { chrome in
            try BackTilePass(theme: theme, formatter: formatter, element: element, chrome: chrome,
                             floor: LegibilityFloor.pixels(theme, locale: formatter.locale)).nodes()
        }
    }

    /// The source as a link target: an `http` or `https` URL with spaces and other characters
    /// a URL cannot hold percent-encoded (`Mercury (Element)` → `Mercury%20(Element)`); nil otherwise,
    /// and nil for a source longer than `maximumLinkLength` bytes (no browser takes it, and the
    /// terminal would measure all of it).
    public static func link(forSource source: String?) -> String? {
        guard let source, source.utf8.count <= maximumLinkLength else { return nil }
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return encodedLink(trimmed)
    }

    /// The longest source that becomes a link.
    public static let maximumLinkLength = 2048

    private static func encodedLink(_ source: String) -> String? {
        let lower = source.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        var allowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(CharacterSet(charactersIn: "#%"))
        allowed.remove(charactersIn: "\"<>\\^`{|} ")
        guard let encoded = source.addingPercentEncoding(withAllowedCharacters: allowed),
              let url = URL(string: encoded), url.host != nil else { return nil }
        return encoded
    }

    /// The source as shown: without the scheme and `www.`, e.g. `en.wikipedia.org/wiki/Sodium`.
    public static func displayedSource(_ source: String) -> String {
        var text = source.trimmingCharacters(in: .whitespaces)
        for prefix in ["https://", "http://", "www."] where text.lowercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        return text
    }
}
