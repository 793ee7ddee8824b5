import ElementData
import Foundation

/// The back of the detail tile, the "flipped" card: the element's summary, what it looks
/// like, who named it and where the text comes from, as a link.
///
/// The same square, band and border as the front (`DetailTileLayout`), so the two sides
/// print as a pair. The summary fills the space between the band and the facts at the
/// largest size that fits, wrapped over as many lines as it needs; text the bundled font
/// cannot draw goes through `GlyphFallback`. A missing value shows `ElementFormatter.missing`.
public struct BackTileLayout: Sendable {
    public var theme: Theme
    public var formatter: ElementFormatter

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter()) {
        self.theme = theme
        self.formatter = formatter
    }

    /// A scene of the back of one tile, `size` points square.
    public func scene(for element: Element, size: Double) throws -> Scene {
        Scene(
            width: size,
            height: size,
            title: "\(formatter.name(element)) (\(formatter.symbol(element)), \(element.number)), back",
            background: nil,
            nodes: [.group(try group(for: element, size: size))]
        )
    }

    /// The back as a group at the origin, with id `tile-back-<Symbol>` and the family as class.
    public func group(for element: Element, size s: Double) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let chrome = TileChrome(theme: theme, colors: theme.style(for: family), size: s)
        var nodes = chrome.nodes()
        nodes += try header(element, chrome: chrome)
        let facts = try factRows(element, chrome: chrome)
        nodes += facts.nodes
        let pad = theme.tile.padding * s
        nodes.append(.line(SceneLine(x1: pad, y1: facts.top, x2: s - pad, y2: facts.top,
                                     color: chrome.colors.accent.withOpacity(0.45), width: max(0.004 * s, 0.5),
                                     role: "divider")))
        let summaryTop = chrome.headerHeight + 0.05 * s
        nodes += try summary(element, top: summaryTop, bottom: facts.top - 0.035 * s, size: s)
        return SceneGroup(
            id: "tile-back-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", "tile-back", family.rawValue],
            children: nodes
        )
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

private extension BackTileLayout {
    /// The band: the symbol on the left, the name on the right.
    func header(_ element: Element, chrome: TileChrome) throws -> [SceneNode] {
        let s = chrome.size
        let pad = theme.tile.padding * s
        let inner = s - 2 * pad
        let height = chrome.headerHeight
        let scale = chrome.headerScale
        let symbol = try TextSlot(text: formatter.symbol(element), role: .symbol, face: theme.fonts.number,
                                  color: chrome.headerInk, preferredSize: 0.085 * s * scale,
                                  minimumSize: 0.05 * s * scale, x: pad, width: inner * 0.4,
                                  baseline: height * 0.5 + 0.085 * s * scale * 0.36).nodes()
        let symbolWidth = symbol.textRuns.map(\.measuredWidth).max() ?? 0
        let nameX = pad + symbolWidth + 0.05 * s
        let name = try displayable(formatter.name(element), face: theme.fonts.emphasis)
        let nameNodes = try TextSlot(text: name, role: .name, face: theme.fonts.emphasis, color: chrome.headerInk,
                                     preferredSize: 0.05 * s * scale, minimumSize: 0.03 * s * scale, x: nameX,
                                     width: s - pad - nameX, baseline: height * 0.5 + 0.05 * s * scale * 0.36,
                                     anchor: .end).nodes()
        return symbol + nameNodes
    }

    /// The summary, fitted into the box from `top` to `bottom` at the largest size that fits.
    func summary(_ element: Element, top: Double, bottom: Double, size s: Double) throws -> [SceneNode] {
        let pad = theme.tile.padding * s
        let face = theme.fonts.detail
        let metrics = try FontLibrary.metrics(for: face)
        let text = GlyphFallback.displayable(formatter.summary(element), metrics: metrics)
        let lineHeight = 1.3
        let fitted = Self.paragraph(text, metrics: metrics, preferredSize: 0.046 * s, minimumSize: 0.024 * s,
                                    width: s - 2 * pad, height: max(0, bottom - top), lineHeight: lineHeight)
        return zip(fitted.lines, zip(fitted.lineWidths, fitted.baselineOffsets)).map { line, measure in
            .text(SceneText(text: line, x: pad, y: top + measure.1, anchor: .start, fontSize: fitted.fontSize,
                            font: face, color: theme.ink, role: .summary, measuredWidth: measure.0))
        }
    }

    /// Appearance, named by and source as labelled rows at the bottom of the tile; `top` is
    /// where the divider above them goes.
    func factRows(_ element: Element, chrome: TileChrome) throws -> (nodes: [SceneNode], top: Double) {
        let s = chrome.size
        let pad = theme.tile.padding * s
        let inner = s - 2 * pad
        let valueX = pad + inner * 0.3
        let valueWidth = inner * 0.7
        let valueFace = theme.fonts.detail
        let metrics = try FontLibrary.metrics(for: valueFace)
        let link = Self.link(forSource: element.source)
        let source = link == nil ? ElementFormatter.missing
            : Self.displayedSource(ElementText.sanitized(element.source ?? ""))
        let accentReads = chrome.colors.accent.contrastRatio(with: chrome.colors.fill) >= 4.5
        let rows: [(label: String, text: String, role: TextRole, lines: Int, link: String?)] = [
            ("Appearance", formatter.appearance(element), .appearance, 3, nil),
            ("Named by", formatter.namedBy(element), .namedBy, 2, nil),
            ("Source", source, .source, 1, link),
        ]
        let lineHeight = 1.15
        let fitted = rows.map { row in
            TextFitter.fit(GlyphFallback.displayable(row.text, metrics: metrics), metrics: metrics,
                           preferredSize: 0.04 * s, minimumSize: 0.028 * s, width: valueWidth,
                           maximumLines: row.lines, lineHeight: lineHeight)
        }
        // Stack the rows up from the bottom padding.
        let pitch = 0.062 * s
        var baselines = [Double](repeating: 0, count: rows.count)
        var next = s - pad - 0.012 * s
        for index in rows.indices.reversed() {
            let extra = Double(max(fitted[index].lines.count, 1) - 1) * fitted[index].lineHeight
            baselines[index] = next - extra
            next = baselines[index] - pitch
        }
        var nodes: [SceneNode] = []
        for (index, row) in rows.enumerated() {
            nodes += try TextSlot(text: row.label, role: .label, face: theme.fonts.label, color: theme.mutedInk,
                                  preferredSize: 0.036 * s, minimumSize: 0.026 * s, x: pad, width: inner * 0.28,
                                  baseline: baselines[index]).nodes()
            let color = row.link != nil && accentReads ? chrome.colors.accent : theme.ink
            let value = fitted[index]
            for (line, offset) in zip(value.lines.indices, value.baselineOffsets) {
                let y = baselines[index] + offset - value.ascent
                nodes.append(.text(SceneText(text: value.lines[line], x: valueX, y: y, anchor: .start,
                                             fontSize: value.fontSize, font: valueFace, color: color, role: row.role,
                                             measuredWidth: value.lineWidths[line], link: row.link)))
                if row.link != nil {
                    let underline = y + 0.14 * value.fontSize
                    nodes.append(.line(SceneLine(x1: valueX, y1: underline, x2: valueX + value.lineWidths[line],
                                                 y2: underline, color: color, width: max(0.07 * value.fontSize, 0.5),
                                                 role: "link-underline")))
                }
            }
        }
        let firstCapTop = baselines[0] - 0.036 * s * 0.73
        return (nodes, firstCapTop - 0.04 * s)
    }

    /// A paragraph at the largest size (a multiple of 0.01 between the two sizes) at which it
    /// wraps into `width` × `height`; at the minimum size cut with "…" when even that is too long.
    static func paragraph(_ text: String, metrics: FontMetrics, preferredSize: Double, minimumSize: Double,
                          width: Double, height: Double, lineHeight: Double) -> FittedText {
        let lineLimit = 1000
        func wrapped(at size: Double) -> FittedText {
            TextFitter.fit(text, metrics: metrics, preferredSize: size, minimumSize: size, width: width,
                           maximumLines: lineLimit, lineHeight: lineHeight)
        }
        func fits(_ fitted: FittedText) -> Bool { !fitted.wasTruncated && fitted.height <= height }
        let preferred = wrapped(at: preferredSize)
        if fits(preferred) { return preferred }
        var low = Int((minimumSize * 100).rounded(.up))
        var high = Int((preferredSize * 100).rounded(.down))
        guard low < high, fits(wrapped(at: Double(low) / 100)) else {
            return TextFitter.fit(text, metrics: metrics, preferredSize: minimumSize, minimumSize: minimumSize,
                                  width: width, height: height, maximumLines: lineLimit, lineHeight: lineHeight)
        }
        // Invariant: `low` fits, `high` does not.
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(wrapped(at: Double(middle) / 100)) { low = middle } else { high = middle }
        }
        return wrapped(at: Double(low) / 100)
    }

    func displayable(_ text: String, face: FontFace) throws -> String {
        GlyphFallback.displayable(text, metrics: try FontLibrary.metrics(for: face))
    }
}
