import ElementData

/// One attempt at laying out the front of a detail tile with some places left out.
///
/// Every text is set at its role's size (a fraction of the side, raised to the floor) through
/// `RoleText`; the pass fails (nil) when one of them does not fit its box, so the caller tries
/// the next level of detail. Vertically the tile is the band, the facts stacked up from the
/// bottom, and between them the symbol and the lines under it, centred, the symbol taking the
/// height the others leave (up to half the side). Without room in the band, the number goes
/// over the symbol.
struct FrontTilePass {
    var theme: Theme
    var formatter: ElementFormatter
    var element: Element
    var chrome: TileChrome
    var floor: Double
    var dropped: Set<FrontPlace>
    /// The text of every field the slots name, formatted once for all the levels tried.
    var texts: [TileField: String]
    /// Whether the mass line shows the user's own value (role `value`).
    var showsOwnValue = false

    /// The texts of the fields `slots` names for `element`.
    static func texts(of element: Element, slots: DetailSlots, formatter: ElementFormatter) -> [TileField: String] {
        var texts: [TileField: String] = [:]
        for field in [slots.topLeft, slots.topRight, slots.center] + slots.belowCenter + slots.facts {
            texts[field] = field.text(for: element, formatter: formatter)
        }
        return texts
    }

    var s: Double { chrome.size }
    /// The margin on every side: the theme's padding, and more on a tile rounded so far that the
    /// padding would put text beyond its corners, or with a border wider than the padding.
    var pad: Double { chrome.textInset }
    /// How far up from the bottom edge the body and the facts end.
    private var bottomMargin: Double { max(0.06 * s, chrome.shape.safeInset, chrome.borderInset) }
    var inner: Double { s - 2 * pad }
    var slots: DetailSlots { theme.slots.detail }

    /// The texts of the tile (chrome excluded), or nil when one does not fit; `forced` accepts
    /// a symbol under its usual minimum (tiles under 32 px).
    func nodes(forced: Bool = false) throws -> [SceneNode]? {
        guard forced || roomIsPlausible() else { return nil }
        guard let header = try header() else { return nil }
        var factNodes: [SceneNode] = []
        var bottom = s - bottomMargin
        let facts = shownFacts
        if !facts.isEmpty {
            guard let rows = try factRows(facts.map { slots.facts[$0] }) else { return nil }
            factNodes.append(chrome.divider(at: rows.top))
            factNodes += rows.nodes
            bottom = rows.top - 0.045 * s
        }
        guard let body = try body(top: chrome.headerHeight + 0.06 * s, bottom: bottom,
                                  numberInBody: !header.numberInBand, forced: forced) else { return nil }
        // In reading order, top to bottom, so text extraction and screen readers read the tile as it looks.
        return header.nodes + body + factNodes
    }

    /// The facts this level shows: not dropped, and not one whose superscript numbers would
    /// stand under the floor's letters (`RoleText.reachesItsFloor`), which is left out first.
    private var shownFacts: [Int] {
        slots.facts.indices.filter { slots.facts[$0] != .none && !dropped.contains(.fact($0)) && factValueBeside(slots.facts[$0]).reachesItsFloor }
    }

    /// Whether the body could hold the smallest symbol and its lines between the band and the
    /// facts, from sizes alone: rules out most levels of a small tile before any text is measured.
    private func roomIsPlausible() -> Bool {
        let labelSize = RoleText.size(0.04 * s, floor: floor)
        let valueSize = RoleText.size(0.046 * s, floor: floor)
        var bottom = s - bottomMargin
        let facts = shownFacts
        if !facts.isEmpty {
            var span = Double(facts.count - 1) * max(0.062 * s, 1.3 * valueSize)
            span += Double(facts.filter { slots.facts[$0].takesOwnLine }.count)
                * (max(0.057 * s, 1.2 * valueSize) + 1.15 * valueSize)
            bottom = s - 0.05 * s - span - 0.73 * labelSize - max(0.038 * s, 0.5 * labelSize) - 0.045 * s
        }
        let sizes = Self.lineShares(lineCount: slots.belowCenter.count)
        let lines = LineStack.height(of: slots.belowCenter.indices.filter {
            slots.belowCenter[$0] != .none && !dropped.contains(.belowCenter($0))
        }.map { RoleText.size(sizes[$0] * s * RoleText.condensedScale, floor: floor) })
        let symbol = slots.center == .none ? 0 : 0.73 * max(0.2 * s, 1.5 * floor)
        return bottom - (chrome.headerHeight + 0.06 * s) >= lines + symbol
    }

    func text(_ field: TileField) -> String {
        texts[field] ?? field.text(for: element, formatter: formatter)
    }

    /// The number on the left of the band and the category on the right, in up to two lines.
    /// The category needs a band with room for two lines, so at one size it shows on every
    /// tile of a deck or on none.
    private func header() throws -> (nodes: [SceneNode], numberInBand: Bool)? {
        let height = chrome.headerHeight
        let scale = chrome.headerScale
        let showsRight = slots.topRight != .none && !dropped.contains(.topRight)
        var nodes: [SceneNode] = []
        var leftWidth = 0.0
        // Text in the band keeps clear of rounded corners: the nearer the top it reaches, the further in it starts.
        let left = chrome.bandInset(fontSize: RoleText.size(0.085 * s * scale, floor: floor))
        if slots.topLeft != .none {
            let width = s - 2 * left
            let number = RoleText(text: text(slots.topLeft), face: theme.fonts.number, size: 0.085 * s * scale,
                                  floor: floor, width: showsRight ? width * 0.4 : width)
            guard chrome.bandHolds(fontSize: RoleText.size(number.size, floor: floor)), let fitted = try number.fitted(),
                  let placed = number.nodes(fitted, x: left, baseline: chrome.bandBaseline(fontSize: fitted.fontSize),
                                            role: slots.topLeft.role, color: chrome.headerInk)
                      .clearing(border: chrome.borderInset, baselinesAbove: height) else {
                return showsRight ? nil : ([], false)
            }
            nodes += placed
            leftWidth = fitted.width
        }
        if showsRight {
            let size = RoleText.size(0.042 * s * scale, floor: floor)
            let right = chrome.bandInset(above: 1.05 * size, below: 1.05 * size)
            let x = slots.topLeft == .none ? right : left + leftWidth + 0.05 * s
            var category = RoleText(text: text(slots.topRight), face: theme.fonts.emphasis, size: 0.042 * s * scale,
                                    floor: floor, width: s - right - x, maximumLines: 2, lineSpacing: 1.1)
            // A mark over a capital opening the second line (Ü, 0.94 em) would touch the comma
            // over it (0.18 em under its baseline): 1.2 em between the baselines leaves a visible gap.
            var fitted = try category.fitted()
            if fitted?.lines.dropFirst().contains(where: { MarksAbove.occur(in: $0) }) == true {
                category.lineSpacing = 1.2
                fitted = try category.fitted()
            }
            guard (0.73 + category.lineSpacing) * size <= 0.8 * height, let fitted,
                  let placed = category.nodes(fitted, x: x, baseline: height * 0.5, anchor: .end, role: slots.topRight.role,
                                              color: chrome.headerInk).centeredVertically(in: height)
                      .clearing(border: chrome.borderInset, baselinesAbove: height) else { return nil }
            nodes += placed
        }
        return (nodes, true)
    }
}

extension FrontTilePass {
    /// The provenance of the value a field shows, as the scene's `source` names it; nil for
    /// the element's identity and for a value left out (`—`).
    func sourceLabel(_ field: TileField) -> String? {
        guard text(field) != ElementFormatter.missing else { return nil }
        return formatter.provenance(of: field, for: element)?.label
    }
}

private extension FrontTilePass {
    /// One centred line of the body: its text, fitted, and the advance from the baseline above.
    struct BodyLine {
        var text: RoleText
        var fitted: FittedText
        var role: TextRole
        var color: Color
        /// A prediction, not a measurement: its text is flagged so renderers can mark it.
        var predicted = false
        /// Where the value comes from, for the scene's `source`.
        var source: String?
    }

    /// The symbol and the lines under it (and the number over it when the band has no room),
    /// centred between `top` and `bottom`, the symbol as large as the rest leaves room for.
    func body(top: Double, bottom: Double, numberInBody: Bool, forced: Bool) throws -> [SceneNode]? {
        guard let lines = try belowCenterLines() else { return nil }
        var number: BodyLine?
        if numberInBody, slots.topLeft != .none {
            number = try numberLine()
            if number == nil && !forced { return nil }
        }
        let rest = LineStack.height(of: lines.map(\.fitted.fontSize))
        let available = bottom - top
        // Under the symbol: the gap to the first line, or, standing last, its descenders (the g of Hg).
        let tail = lines.isEmpty ? (Descenders.occur(in: text(slots.center)) ? Descenders.depth : 0) : 0.1
        let numberHeight = { (number: BodyLine) in 0.73 * number.fitted.fontSize + max(0.45 * number.fitted.fontSize, 0.04 * s) }
        // Under 24 px the number over a symbol at the floor would reach into the band: the symbol stands alone.
        if forced, let line = number, numberHeight(line) + (0.73 + tail) * floor + rest > available { number = nil }
        let numberBlock = number.map(numberHeight) ?? 0
        var symbol = (nodes: [SceneNode](), size: 0.0)
        if slots.center != .none {
            var room = (available - rest - numberBlock) / (0.73 + tail)
            if isListRowThumbnail, let name = lines.first {
                // Text many times the size of the lines makes OCR take them for noise.
                room = min(room, Self.symbolToLineRatio * name.fitted.fontSize)
            } else if s > 256, !lines.isEmpty {
                // OCR takes a symbol many times the name's size for a picture, and the lines under it with it.
                room = min(room, Self.symbolToNameRatio * Self.lineShares(lineCount: slots.belowCenter.count)[0] * s)
            }
            guard let fitted = try symbolNodes(room: room, forced: forced) else { return nil }
            symbol = fitted
        }
        let symbolBlock = symbol.nodes.isEmpty ? 0 : LineStack.symbolHeight(symbol.size, overLines: !lines.isEmpty)
        // Centred on the capitals, but never so low that descenders leave the body.
        let descenders = symbol.nodes.isEmpty || !lines.isEmpty ? 0 : tail * symbol.size
        var y = min(top + (available - numberBlock - symbolBlock - rest) / 2, bottom - numberBlock - symbolBlock - descenders - rest)
        var nodes: [SceneNode] = []
        if let number {
            nodes += number.text.nodes(number.fitted, x: pad, baseline: y + 0.73 * number.fitted.fontSize,
                                       anchor: .middle, role: number.role, color: number.color)
            y += numberBlock
        }
        return nodes + stacked(symbol: symbol.nodes, size: symbol.size, lines: lines, top: y)
    }

    /// The design sizes of the lines under the symbol, as shares of the side.
    static func lineShares(lineCount: Int) -> [Double] { lineCount <= 2 ? [0.078, 0.058] : [0.07, 0.052, 0.052] }

    /// On tiles over 256 px, the symbol is at most this many times the name's design size.
    static let symbolToNameRatio = 3.0

    /// The lines under the symbol, fitted; nil when one does not fit.
    func belowCenterLines() throws -> [BodyLine]? {
        let sizes = Self.lineShares(lineCount: slots.belowCenter.count)
        var lines: [BodyLine] = []
        for (index, field) in slots.belowCenter.enumerated()
            where field != .none && !dropped.contains(.belowCenter(index)) && !text(field).isBlank {
            // On list-row thumbnails (80–128 px) the design's proportions fall under the floor; the
            // name and mass then stand a little above it (10 and 9 px at the default 8), where OCR
            // and eyes read them at 1:1, and the symbol gives up the room. Smaller tiles keep the
            // floor, so their levels of detail stay few.
            let lifted = s >= 80 ? floor * (index == 0 ? 1.25 : 1.125) : floor
            let face = index == 0 ? theme.fonts.name : theme.fonts.mass
            var size = max(sizes[index] * s, lifted)
            if isListRowThumbnail, index < Self.readingSizes.count {
                size = max(size, try readingSize(text(field), face: face, index: index))
            }
            let line = RoleText(text: text(field), face: face, size: size, floor: floor, width: inner)
            guard let fitted = try line.fitted() else { return nil }
            let role = field == .mass && showsOwnValue ? TextRole.value : field.role
            lines.append(BodyLine(text: line, fitted: fitted, role: role, color: theme.ink,
                                  predicted: field.isPredicted(for: element, formatter: formatter),
                                  source: sourceLabel(field)))
        }
        return lines
    }

    /// The number set over the symbol, in the accent made readable on the fill; nil when it
    /// does not fit.
    func numberLine() throws -> BodyLine? {
        let line = RoleText(text: text(slots.topLeft), face: theme.fonts.number, size: 0.085 * s, floor: floor,
                            width: inner)
        guard let fitted = try line.fitted() else { return nil }
        return BodyLine(text: line, fitted: fitted, role: slots.topLeft.role,
                        color: chrome.colors.accent.readable(on: chrome.colors.fill))
    }

    /// The symbol's lines (their baselines still at 0) and its size, as large as `room` allows
    /// up to half the side; nil when that is under a fifth of the side or truncated, unless
    /// `forced`: then it shrinks to the floor to fit, and is left out rather than cut (`U…` is
    /// no symbol).
    func symbolNodes(room: Double, forced: Bool) throws -> (nodes: [SceneNode], size: Double)? {
        let preferred = min(0.5 * s, room)
        guard forced || preferred >= max(0.2 * s, 1.5 * floor) else { return nil }
        let fitted = try TextFitter.fit(text(slots.center), metrics: FontLibrary.metrics(for: theme.fonts.symbol),
                                        preferredSize: max(preferred, floor), minimumSize: forced ? floor : max(floor, 0.6 * preferred),
                                        width: inner)
        if fitted.wasTruncated { return forced ? ([], 0) : nil }
        let nodes = fitted.nodes(x: pad, width: inner, baseline: 0, anchor: .middle, font: theme.fonts.symbol,
                                 color: theme.ink, role: slots.center.role)
        return (nodes, fitted.fontSize)
    }

    /// The symbol on its baseline and the lines under it, stacked down from `top`, the symbol's
    /// descenders cleared from the first line.
    func stacked(symbol: [SceneNode], size symbolSize: Double, lines: [BodyLine], top: Double) -> [SceneNode] {
        let symbolBaseline = top + 0.73 * symbolSize
        var y = symbolBaseline + (symbol.isEmpty ? 0 : 0.1 * symbolSize)
        var below: [SceneNode] = []
        for (index, line) in lines.enumerated() {
            y += LineStack.advance(toLine: index, underSymbol: !symbol.isEmpty) * line.fitted.fontSize
            below += line.text.nodes(line.fitted, x: pad, baseline: y, anchor: .middle, role: line.role, color: line.color)
                .flaggingPredicted(line.predicted).taggingSource(line.source)
        }
        let symbol = symbol.updatingTexts { $0.y = symbolBaseline }
        return symbol.clearingDescenders(over: below.textRuns.first, gap: 0.012 * s) + below
    }
}
