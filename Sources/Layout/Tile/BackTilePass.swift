import ElementData

/// The back of a detail tile laid out at the richest level of detail that fits.
///
/// The band holds the symbol and the name; the rows (main isotopes, oxidation states,
/// appearance, named by, source) stack up from the bottom; the summary fills what is left at
/// one size for the whole deck. Rows are left out in `dropOrder` until the summary is whole;
/// where it cannot be, only the source (its credit) stays and the summary loses its last lines.
/// A row whose value cannot be set at the floor is left out first. A band too low for the
/// symbol leaves the symbol alone, centred.
struct BackTilePass {
    var theme: Theme
    var formatter: ElementFormatter
    var element: Element
    var chrome: TileChrome
    var floor: Double

    /// One labelled row of the back.
    struct Row {
        var label: String
        var text: String
        var role: TextRole
        var lines: Int
        var link: String?
        /// A URL: one line, never broken, shortened in the middle when it is too wide.
        var isUnbreakable = false
        /// Shorter texts, tried in order when `text` does not fit whole (fewer isotopes), so
        /// that a list loses whole items before one is cut.
        var shorter: [String] = []
        /// The language of `text` when it is not the tile's (`SceneText.language`).
        var language: String?
        /// A prediction, not a measurement: its text is flagged so renderers can mark it.
        var predicted = false
    }

    /// The summary's size as a fraction of the side: the largest at which every summary of
    /// the bundled data is whole at 256 px and up.
    static let summarySize = 0.036

    private var s: Double { chrome.size }
    /// The theme's padding, or more where a rounded tile or a wide border needs it (see `FrontTilePass`).
    private var pad: Double { chrome.textInset }
    private var inner: Double { s - 2 * pad }
    /// How far under the top edge the band's one line keeps its ink (the marks over capitals
    /// included): the border's inner edge, and at least 2.5% of the side, where the É of Étain
    /// on a 64 px back was drawn 0.4 px under the edge.
    private var bandTextInset: Double { max(chrome.borderInset, 0.025 * s) }

    /// The order in which rows are left out, by index in `allRows`: named by, appearance,
    /// oxidation states, isotopes, and the source (the summary's credit) last.
    private static let dropOrder = [3, 2, 1, 0, 4]

    /// The rows in their order, top to bottom; they are left out in `dropOrder`.
    private var allRows: [Row] {
        let link = BackTileLayout.link(forSource: element.source)
        let source = link == nil ? ElementFormatter.missing
            : BackTileLayout.displayedSource(ElementText.sanitized(element.source ?? ""))
        return [
            Row(label: formatter.locale.text(.isotopes), text: formatter.isotopesText(element), role: .isotopes, lines: 2,
                shorter: [2, 1].map { formatter.isotopesText(element, limit: $0) }),
            Row(label: formatter.locale.text(.oxidation), text: formatter.allOxidationStatesText(element),
                role: .oxidationStates, lines: 2, predicted: formatter.showsPredictedOxidationStates(of: element, all: true)),
            Row(label: formatter.locale.text(.appearance), text: formatter.appearance(element), role: .appearance, lines: 3,
                language: dataLanguage),
            Row(label: formatter.locale.text(.namedBy), text: formatter.namedBy(element), role: .namedBy, lines: 2,
                language: dataLanguage),
            Row(label: formatter.locale.text(.source), text: source, role: .source, lines: 1, link: link, isUnbreakable: link != nil),
        ]
    }

    /// The language of the bundled data's own words (summary, appearance, named by): English,
    /// marked only on a tile in another language. A `--data` file's words are the user's, in a
    /// language nobody stated, so they are left in the tile's.
    private var dataLanguage: String? {
        guard formatter.dataOrigin == .bundled, !formatter.locale.isEnglish else { return nil }
        return "en"
    }

    /// The nodes at the first level from all rows down that fits.
    func nodes() throws -> [SceneNode] {
        guard let header = try header() else {
            return try loneSymbol()
        }
        let rows = allRows
        // A row whose superscript numbers would stand under the floor's letters is left out first.
        let unreadable = rows.indices.filter { !valueText(of: rows[$0], text: rows[$0].text).reachesItsFloor }
        // The richest level whose summary is whole; failing that, the summary as long as it can
        // be beside its credit (the source row), rather than rows beside a shorter summary, so a
        // larger back does not trade its rows for summary lines; failing that, the summary alone.
        var poorestFitting: [SceneNode]?
        for count in 0..<Self.dropOrder.count {
            let left = Set(Self.dropOrder.prefix(count)).union(unreadable)
            let shown = rows.indices.filter { !left.contains($0) }.map { rows[$0] }
            guard let facts = try factRows(shown), facts.top >= chrome.headerHeight + 0.04 * s else { continue }
            let bottom = shown.isEmpty ? s - pad : facts.top - 0.035 * s
            let summary = try summary(top: chrome.headerHeight + 0.05 * s, bottom: bottom)
            // In reading order, top to bottom: the band, the summary, then the rows under their divider.
            var nodes = header + summary.nodes
            if !shown.isEmpty {
                nodes.append(chrome.divider(at: facts.top))
            }
            nodes += facts.nodes
            guard chrome.shape.encloses(nodes) else { continue }
            if summary.isWhole { return nodes }
            poorestFitting = nodes
        }
        if let poorestFitting { return poorestFitting }
        return header + (try summary(top: chrome.headerHeight + 0.05 * s, bottom: s - pad)).nodes
    }

    /// The symbol on the left of the band and the name on the right; nil when the band is too
    /// low for the symbol. A name that does not fit is left out.
    private func header() throws -> [SceneNode]? {
        let height = chrome.headerHeight
        let scale = chrome.headerScale
        // Kept clear of rounded corners, as on the front.
        let left = chrome.bandInset(fontSize: RoleText.size(0.085 * s * scale, floor: floor))
        let right = chrome.bandInset(for: formatter.name(element), fontSize: RoleText.size(0.05 * s * scale, floor: floor))
        let symbol = RoleText(text: formatter.symbol(element), face: theme.fonts.number, size: 0.085 * s * scale,
                              floor: floor, width: (s - 2 * left) * 0.4)
        guard chrome.bandHolds(fontSize: RoleText.size(symbol.size, floor: floor)), let symbolFit = try symbol.fitted() else {
            return nil
        }
        let nodes = symbol.nodes(symbolFit, x: left, baseline: chrome.bandBaseline(fontSize: symbolFit.fontSize), role: .symbol,
                                 color: chrome.headerInk)
        let nameX = left + symbolFit.width + 0.05 * s
        let name = RoleText(text: formatter.name(element),
                            face: theme.fonts.emphasis, size: 0.05 * s * scale, floor: floor, width: s - right - nameX)
        // Symbol and name move down together, off a wide border and the top edge, so they keep
        // one baseline; a band too low for that margin (56 px) keeps the name at the edge.
        if chrome.bandHolds(fontSize: RoleText.size(name.size, floor: floor)), let nameFit = try name.fitted() {
            let both = nodes + name.nodes(nameFit, x: nameX, baseline: chrome.bandBaseline(fontSize: nameFit.fontSize),
                                          anchor: .end, role: .name, color: chrome.headerInk)
            if let cleared = both.clearing(border: bandTextInset, baselinesAbove: height)
                ?? both.clearing(border: chrome.borderInset, baselinesAbove: height) {
                return cleared
            }
        }
        return nodes.clearing(border: chrome.borderInset, baselinesAbove: height)
    }

    /// The symbol centred under the band, as large as half the side, for backs too small for more.
    private func loneSymbol() throws -> [SceneNode] {
        let top = chrome.headerHeight
        let fitted = try TextFitter.fit(formatter.symbol(element), metrics: FontLibrary.metrics(for: theme.fonts.symbol),
                                        preferredSize: max(floor, min(0.5 * s, (s - top - 0.12 * s) / 0.73)),
                                        minimumSize: floor, width: inner)
        let baseline = top + (s - top + 0.73 * fitted.fontSize) / 2
        return fitted.nodes(x: pad, width: inner, baseline: baseline, anchor: .middle, font: theme.fonts.symbol,
                            color: theme.ink, role: .symbol)
    }

    /// The summary from `top` down at its role's size, as many lines as fit (nothing when not one
    /// does), and whether that is all of it.
    private func summary(top: Double, bottom: Double) throws -> (nodes: [SceneNode], isWhole: Bool) {
        let face = theme.fonts.detail
        let metrics = try FontLibrary.metrics(for: face)
        let text = formatter.summary(element)
        let size = RoleText.size(Self.summarySize * s, floor: floor)
        let fitted = TextFitter.fit(text, metrics: metrics, preferredSize: size, minimumSize: size, width: inner,
                                    height: max(0, bottom - top), maximumLines: 1000, lineHeight: 1.3, cutsAtWords: true)
        guard fitted.height <= bottom - top + 0.01 else { return ([], false) }
        let nodes = fitted.nodes(x: pad, width: inner, baseline: top + fitted.ascent, anchor: .start, font: face,
                                 color: theme.ink, role: .summary)
        return (nodes.inLanguage(text == ElementFormatter.missing ? nil : dataLanguage), !fitted.wasTruncated)
    }

    /// A row's value, `text` (the row's, or cut to fit), beside its label.
    private func valueText(of row: Row, text: String) -> RoleText {
        RoleText(text: text, face: theme.fonts.detail, size: 0.04 * s, floor: floor, width: inner * 0.7,
                 maximumLines: row.lines, lineSpacing: 1.15, allowsEllipsis: true,
                 latinFloor: LegibilityFloor.latin(floor, locale: formatter.locale))
    }

    /// `rows` stacked up from the bottom padding, labels on the left and values wrapping beside
    /// them; nil when a label or a value cannot be set. `top` is where the divider goes.
    private func factRows(_ rows: [Row]) throws -> (nodes: [SceneNode], top: Double)? {
        let valueX = pad + inner * 0.3
        let metrics = try FontLibrary.metrics(for: theme.fonts.detail)
        let accentReads = chrome.colors.accent.contrastRatio(with: chrome.colors.fill) >= 4.5
        var fitted: [(label: RoleText, labelFit: FittedText, value: RoleText, valueFit: FittedText)] = []
        for row in rows {
            let label = RoleText(text: row.label, face: theme.fonts.label, size: 0.036 * s, floor: floor,
                                 width: inner * 0.28)
            var text = row.text
            if row.isUnbreakable {
                text = MiddleEllipsis.fit(GlyphFallback.displayable(text, metrics: metrics), metrics: metrics, fontSize: RoleText.size(0.04 * s, floor: floor),
                                          width: inner * 0.7)
            }
            var value = valueText(of: row, text: text)
            var valueFit = try value.fitted()
            for shorter in row.shorter where valueFit?.wasTruncated ?? true {
                value.text = shorter
                valueFit = try value.fitted()
            }
            guard let labelFit = try label.fitted(), let valueFit else { return nil }
            fitted.append((label, labelFit, value, valueFit))
        }
        let pitch = max(0.062 * s, 1.3 * RoleText.size(0.04 * s, floor: floor))
        var baselines = [Double](repeating: 0, count: rows.count)
        var next = s - pad - 0.012 * s
        for index in rows.indices.reversed() {
            baselines[index] = next - Double(fitted[index].valueFit.lines.count - 1) * fitted[index].valueFit.lineHeight
            next = baselines[index] - pitch
        }
        var nodes: [SceneNode] = []
        for (index, row) in rows.enumerated() {
            let parts = fitted[index]
            nodes += parts.label.nodes(parts.labelFit, x: pad, baseline: baselines[index], role: .label,
                                       color: theme.mutedInk)
            let color = row.link != nil && accentReads ? chrome.colors.accent : theme.ink
            var value = parts.value.nodes(parts.valueFit, x: valueX, baseline: baselines[index], role: row.role, color: color)
                .inLanguage(row.text == ElementFormatter.missing ? nil : row.language).flaggingPredicted(row.predicted)
            if let link = row.link {
                value = value.updatingTexts { $0.link = link }
                for run in value.textRuns {
                    let underline = run.y + 0.14 * run.fontSize
                    value.append(.line(SceneLine(x1: valueX, y1: underline, x2: valueX + run.measuredWidth, y2: underline,
                                                 color: color, width: max(0.07 * run.fontSize, 0.5),
                                                 role: "link-underline")))
                }
            }
            nodes += value
        }
        guard let first = baselines.first else { return ([], s - pad) }
        return (nodes, first - 0.73 * RoleText.size(0.036 * s, floor: floor) - 0.04 * s)
    }
}

private extension [SceneNode] {
    /// The nodes with every text run marked as being in `language`; unchanged for nil.
    func inLanguage(_ language: String?) -> [SceneNode] {
        guard let language else { return self }
        return updatingTexts { $0.language = language }
    }
}
