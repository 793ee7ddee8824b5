import ElementData

/// The detail tile: a traditional element tile whose places are filled as the theme's
/// `slots.detail` says; by default number and category in a band, a large symbol, name and
/// mass, and melting point, boiling point and discoverer below a divider.
///
/// All positions are fractions of the tile side, so one design serves 64 px icons and
/// 4096 px artwork alike.
public struct DetailTileLayout: Sendable {
    public var theme: Theme
    public var formatter: ElementFormatter
    /// The user's own numbers (`--values`): shown in place of the mass line, `—` where missing.
    public var values: ElementValues?

    public init(theme: Theme = .classic, formatter: ElementFormatter = ElementFormatter(), values: ElementValues? = nil) {
        self.theme = theme
        self.formatter = formatter
        self.values = values
    }

    /// A scene of one tile, `size` points square.
    public func scene(for element: Element, size: Double) throws -> Scene {
        let tile = try group(for: element, size: size)
        return Scene(
            width: size,
            height: size,
            title: "\(formatter.name(element)) (\(formatter.symbol(element)), \(element.number))",
            background: nil,
            nodes: [.group(tile)]
        )
    }

    /// The tile as a group at the origin, with id `tile-<Symbol>` and the family as class.
    public func group(for element: Element, size s: Double) throws -> SceneGroup {
        let family = ElementCategory(element.category).family
        let chrome = TileChrome(theme: theme, colors: theme.style(for: family), size: s)
        let slots = theme.slots.detail
        var nodes = chrome.nodes()
        nodes += try header(element, chrome: chrome)
        nodes += try body(element, chrome: chrome)
        if !slots.facts.isEmpty {
            nodes.append(.line(SceneLine(x1: pad(s), y1: 0.645 * s, x2: s - pad(s), y2: 0.645 * s,
                                         color: chrome.colors.accent.withOpacity(0.45), width: max(0.004 * s, 0.5),
                                         role: "divider")))
            nodes += try facts(element, size: s)
        }
        return SceneGroup(
            id: "tile-\(SceneIdentifier.token(formatter.symbol(element)))",
            classes: ["tile", "detail-tile", family.rawValue],
            children: nodes
        )
    }
}

private extension DetailTileLayout {
    func pad(_ s: Double) -> Double { theme.tile.padding * s }

    /// The band: `topLeft` large on the left, `topRight` on the right in up to two lines.
    func header(_ element: Element, chrome: TileChrome) throws -> [SceneNode] {
        let s = chrome.size
        let pad = pad(s)
        let inner = s - 2 * pad
        let slots = theme.slots.detail
        let height = chrome.headerHeight
        let scale = chrome.headerScale
        var nodes: [SceneNode] = []
        var leftWidth = 0.0
        if slots.topLeft != .none {
            let left = try TextSlot(text: slots.topLeft.text(for: element, formatter: formatter), role: slots.topLeft.role,
                                    face: theme.fonts.number, color: chrome.headerInk, preferredSize: 0.085 * s * scale,
                                    minimumSize: 0.05 * s * scale, x: pad,
                                    width: slots.topRight == .none ? inner : inner * 0.4,
                                    baseline: height * 0.5 + 0.085 * s * scale * 0.36).nodes()
            leftWidth = left.textRuns.map(\.measuredWidth).max() ?? 0
            nodes += left
        }
        if slots.topRight != .none {
            let x = slots.topLeft == .none ? pad : pad + leftWidth + 0.05 * s
            nodes += try TextSlot(text: slots.topRight.text(for: element, formatter: formatter), role: slots.topRight.role,
                                  face: theme.fonts.emphasis, color: chrome.headerInk, preferredSize: 0.042 * s * scale,
                                  minimumSize: 0.03 * s * scale, x: x, width: s - pad - x,
                                  baseline: height * 0.5 + 0.042 * s * scale * 0.36, anchor: .end,
                                  maximumLines: 2, lineSpacing: 1.1).nodes().centeredVertically(in: height)
        }
        return nodes
    }

    /// The centre field and the lines below it; without facts the block moves to the
    /// middle of the space under the header.
    func body(_ element: Element, chrome: TileChrome) throws -> [SceneNode] {
        let s = chrome.size
        let pad = pad(s)
        let inner = s - 2 * pad
        let slots = theme.slots.detail
        let lines = slots.belowCenter.count <= 2
            ? [(baseline: 0.515, size: 0.078, minimum: 0.045), (baseline: 0.6, size: 0.058, minimum: 0.04)]
            : [(baseline: 0.5, size: 0.07, minimum: 0.042), (baseline: 0.565, size: 0.052, minimum: 0.038),
               (baseline: 0.625, size: 0.052, minimum: 0.038)]
        var shift = 0.0
        if slots.facts.isEmpty {
            // The block runs from the centre's cap height to the last line's baseline.
            let top = slots.center == .none ? (lines.first?.baseline ?? 0.415) - 0.06 : 0.415 - 0.73 * 0.27
            let bottom = slots.belowCenter.isEmpty ? 0.415 : lines[slots.belowCenter.count - 1].baseline
            shift = ((chrome.headerHeight / s + 1) / 2 - (top + bottom) / 2) * s
        }
        var nodes: [SceneNode] = []
        if slots.center != .none {
            var center = try TextSlot(text: slots.center.text(for: element, formatter: formatter), role: slots.center.role,
                                      face: theme.fonts.symbol, color: theme.ink, preferredSize: 0.27 * s,
                                      minimumSize: 0.12 * s, x: pad, width: inner, baseline: 0.415 * s + shift,
                                      anchor: .middle).nodes()
            if let first = slots.belowCenter.indices.first {
                center = center.clearingDescenders(above: (lines[first].baseline - 0.73 * lines[first].size) * s + shift,
                                                   gap: 0.012 * s)
            }
            nodes += center
        }
        for (index, field) in slots.belowCenter.enumerated() {
            let line = lines[index]
            let ownValue = field == .mass ? values?.text(of: element) : nil
            nodes += try TextSlot(text: ownValue ?? field.text(for: element, formatter: formatter),
                                  role: ownValue == nil ? field.role : .value,
                                  face: index == 0 ? theme.fonts.name : theme.fonts.mass, color: theme.ink,
                                  preferredSize: line.size * s, minimumSize: line.minimum * s, x: pad, width: inner,
                                  baseline: line.baseline * s + shift, anchor: .middle).nodes()
                .flaggingPredicted(field.isPredicted(for: element, formatter: formatter))
        }
        return nodes
    }

    /// Labelled rows under the divider: label on the left, value on the right, or the value
    /// on lines of its own under the label for long fields. Rows that do not fit the space
    /// are drawn closer and smaller.
    func facts(_ element: Element, size s: Double) throws -> [SceneNode] {
        let pad = pad(s)
        let inner = s - 2 * pad
        let metrics = FactMetrics.fitting(theme.slots.detail.facts)
        var nodes: [SceneNode] = []
        var offset = 0.0
        for (index, field) in metrics.fields.enumerated() {
            let ownLine = metrics.ownLine[index]
            let baseline = (FactMetrics.firstBaseline + offset * metrics.scale) * s
            let labelSize = FactMetrics.labelSize * metrics.scale * s
            let valueSize = FactMetrics.valueSize * metrics.scale * s
            let labelMinimum = min(0.03 * s, labelSize)
            nodes += try TextSlot(text: field.label, role: .label, face: theme.fonts.label, color: theme.mutedInk,
                                  preferredSize: labelSize, minimumSize: labelMinimum, x: pad,
                                  width: ownLine ? inner : inner * 0.45, baseline: baseline).nodes()
            let value = field.text(for: element, formatter: formatter)
            if ownLine {
                let valueBaseline = baseline + FactMetrics.valueGap * metrics.scale * s
                let isLast = index == metrics.fields.count - 1
                let spare = FactMetrics.lastBaseline * s - valueBaseline
                let maximumLines = isLast ? max(1, 1 + Int((spare / (valueSize * 1.15)).rounded(.down))) : 1
                let valueNodes = try TextSlot(text: value, role: field.role, face: theme.fonts.detail, color: theme.ink,
                                              preferredSize: valueSize, minimumSize: min(0.034 * s, valueSize), x: pad,
                                              width: inner, baseline: valueBaseline, maximumLines: maximumLines,
                                              lineSpacing: 1.15).nodes()
                nodes += valueNodes.flaggingPredicted(field.isPredicted(for: element, formatter: formatter))
                offset += FactMetrics.valueGap + FactMetrics.rowPitch
            } else {
                nodes += try TextSlot(text: value, role: field.role, face: theme.fonts.detail, color: theme.ink,
                                      preferredSize: valueSize, minimumSize: min(0.03 * s, valueSize),
                                      x: pad + inner * 0.47, width: inner * 0.53, baseline: baseline,
                                      anchor: .end).nodes().flaggingPredicted(field.isPredicted(for: element, formatter: formatter))
                offset += FactMetrics.rowPitch
            }
        }
        return nodes
    }
}

/// Where a tile's fact rows go, as fractions of the side.
private struct FactMetrics {
    static let firstBaseline = 0.712
    /// The lowest a fact's baseline may be.
    static let lastBaseline = 0.95
    /// From one row's (last) baseline to the next row's.
    static let rowPitch = 0.062
    /// From a label to the value on the line under it.
    static let valueGap = 0.057
    static let labelSize = 0.04
    static let valueSize = 0.046
    /// Rows are not drawn smaller than this fraction of their size; long values go beside
    /// their label instead.
    static let smallestScale = 0.8

    var fields: [TileField]
    /// Whether each field's value goes on a line of its own under its label.
    var ownLine: [Bool]
    /// How much pitch and sizes shrink so every row fits, at most 1.
    var scale: Double

    /// The layout of `fields`: values under labels where the field wants it and the rows fit.
    static func fitting(_ fields: [TileField]) -> FactMetrics {
        let preferred = fields.map(\.takesOwnLine)
        let shared = FactMetrics(fields: fields, ownLine: preferred, scale: 1).withScaleToFit()
        if shared.scale >= smallestScale { return shared }
        return FactMetrics(fields: fields, ownLine: fields.map { _ in false }, scale: 1).withScaleToFit()
    }

    /// The same rows with `scale` set so the last baseline is at most `lastBaseline`.
    private func withScaleToFit() -> FactMetrics {
        var span = 0.0
        for (index, own) in ownLine.enumerated() {
            if own { span += Self.valueGap }
            if index < ownLine.count - 1 { span += Self.rowPitch }
        }
        var result = self
        let room = Self.lastBaseline - Self.firstBaseline
        result.scale = span > room ? room / span : 1
        return result
    }
}

extension Array where Element == SceneNode {
    /// Moves single-line text up so that descenders (the tail of "g" in Hg) end `gap` above
    /// `limit`, the top of the text below. Text without descenders stays where it is.
    func clearingDescenders(above limit: Double, gap: Double) -> [SceneNode] {
        let runs = textRuns
        guard runs.count == 1, let run = runs.first,
              run.text.contains(where: { "gjpqyQ()[]{}|,;".contains($0) }) else { return self }
        // Inter's descenders reach about 0.2 em below the baseline.
        let overlap = run.y + 0.2 * run.fontSize + gap - limit
        guard overlap > 0 else { return self }
        return map { node in
            guard case var .text(text) = node else { return node }
            text.y -= overlap
            return .text(text)
        }
    }

    /// The text runs among these nodes (not descending into groups).
    var textRuns: [SceneText] {
        compactMap { node in
            if case let .text(text) = node { return text }
            return nil
        }
    }

    /// Moves text lines so that the block of lines is centred in a band of `height`.
    func centeredVertically(in height: Double) -> [SceneNode] {
        let runs = textRuns
        guard let first = runs.first, let last = runs.last else { return self }
        // Cap height ≈ 0.73 em for Inter: centre the block from the first cap top to the last baseline.
        let top = first.y - 0.73 * first.fontSize
        let shift = (height - (last.y - top)) / 2 - top
        return map { node in
            guard case var .text(text) = node else { return node }
            text.y += shift
            return .text(text)
        }
    }
}

extension Color {
    /// The same colour with its alpha replaced.
    func withOpacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha = UInt8((opacity * 255).rounded().clamped(to: 0...255))
        return color
    }
}
