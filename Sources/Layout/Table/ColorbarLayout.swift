import ElementData

/// Lays out a horizontal colorbar: a title with the unit, the ramp drawn as thin rectangles,
/// tick marks at round numbers with their labels, and a hatched "No data" key.
struct ColorbarLayout {
    let theme: Theme
    /// The language the tick numbers are written in (`1,5` in German).
    var locale: DisplayLocale = .english
    /// The number of rectangles the ramp is drawn with.
    static let segments = 128

    /// Which ends of a fixed range (`--range`) have values beyond them, drawn in the end colour.
    struct ClampedEnds: Equatable {
        var below = false
        var above = false
    }

    /// The colorbar as a group with id `colorbar`, translated to (`x`, `y`), at most
    /// `width` × `height`, vertically centred in that box; sizes follow `cell`. When values lie
    /// beyond the scale, the title says so, since their tiles share the end colours with values
    /// inside it.
    func group(title: String, scale: ColorScale, clamped: ClampedEnds = ClampedEnds(), keys: [LegendEntry],
               x: Double, y: Double, width: Double, height: Double, cell: Double) throws -> SceneGroup {
        // Texts are drawn no smaller than the scene's floor, so the rows are spaced and the tick
        // labels measured at that size: at the designed size a floored label would be cut to "…".
        let titleSize = TextSlot.drawnSize(min(cell * 0.22, height * 0.14))
        let labelSize = TextSlot.drawnSize(min(cell * 0.16, height * 0.1))
        let barTop = titleSize * 1.55
        // The bar takes what the floored title and tick labels leave of the box, down to half a
        // label high; in a box lower than that (small cells of the 32-column form) the tick
        // labels are left out rather than drawn over the group numbers under it.
        let roomBesideLabels = (height - barTop - labelSize * 1.45) / 1.22
        let showsTickLabels = roomBesideLabels >= labelSize * 0.5
        let barHeight = max(min(cell * 0.42, height * 0.28, showsTickLabels ? roomBesideLabels : (height - barTop) / 1.22), 0)
        let tickLength = barHeight * 0.22
        let labelBaseline = barTop + barHeight + tickLength + (showsTickLabels ? labelSize * 1.15 : 0)
        // Two or more keys stand one under another beside the bar, each at least a line high;
        // where the bar is short (a floor raised over the designed sizes) they reach below it,
        // but not out of the box into the table: the last keys are left out first.
        // One key alone is centred on the bar; below a thin bar without tick labels its line
        // reaches lower than the bar, and it too is left out when that is out of the box.
        var keys = keys
        func keysBottom(_ count: Int) -> Double {
            count > 1 ? barTop + Double(count) * labelSize * 1.2 : count == 1 ? barTop + barHeight / 2 + labelSize * 0.6 : 0
        }
        while !keys.isEmpty, keysBottom(keys.count) > height, keys.count > 1 || !showsTickLabels {
            keys.removeLast()
        }
        // Without tick labels the end values stand on the bar's line, left and right of it, as
        // a lone key does, when that line is inside the box: else the colours read as no number.
        let endsBottom = barTop + barHeight / 2 + labelSize * 0.6, showsEnds = !showsTickLabels && endsBottom <= height
        let total = max(labelBaseline + (showsTickLabels ? labelSize * 0.3 : 0), keysBottom(keys.count), showsEnds ? endsBottom : 0)
        let top = max(0, (height - total) / 2)

        var nodes: [SceneNode] = []
        let (_, titleMetrics) = try FontLibrary.faceAndMetrics(for: title, preferring: theme.fonts.emphasis)
        let fullTitle = Self.shortened(title, note: Self.clampingNote(clamped, scale: scale, locale: locale), metrics: titleMetrics,
                                       size: TextSlot.drawnSize(titleSize * 0.5), width: width)
        nodes += try TextSlot(text: fullTitle, role: .legend, face: theme.fonts.emphasis, color: theme.ink,
                              preferredSize: titleSize, minimumSize: titleSize * 0.5, x: 0, width: width,
                              baseline: top + titleSize * 0.9).nodes()

        // The keys ("No data", "Predicted", "No stable isotope") sit right of the bar, one under
        // another: a swatch and its label each. One key alone is as tall as the bar.
        var barWidth = width
        if !keys.isEmpty {
            let pitch = keys.count == 1 ? barHeight : min(labelSize * 1.6, (total - barTop) / Double(keys.count))
            let column = try keyColumn(keys, top: top + barTop, pitch: pitch, swatch: keys.count == 1 ? barHeight : pitch * 0.78,
                                       labelSize: labelSize, width: width, gap: cell * 0.35)
            nodes += column.nodes
            barWidth = column.barWidth
        }

        let ends = showsEnds ? try endValues(scale, barWidth: barWidth, labelSize: labelSize,
                                             baseline: top + barTop + barHeight / 2 + labelSize * 0.36) : nil
        nodes += try (ends?.nodes ?? []) + bar(scale, x: ends?.barX ?? 0, y: top + barTop, width: ends?.barWidth ?? barWidth,
                                               height: barHeight, tickLength: tickLength, labelSize: labelSize,
                                               labelBaseline: showsTickLabels ? top + labelBaseline : nil, lineWidth: max(cell * 0.008, 0.4))
        let clampedClasses = (clamped.below ? ["clamped-below"] : []) + (clamped.above ? ["clamped-above"] : [])
        return SceneGroup(id: "colorbar", classes: ["colorbar", scale.kind.rawValue, scale.colormap.name] + clampedClasses,
                          x: x, y: y, children: nodes)
    }

    /// `title` and `note` whole when they fit one line `width` wide at `size`; otherwise the name
    /// shortened with "…" before the bracketed unit and scale and the note, which say what the
    /// colours mean (`Konzentration des gelösten Stoffes … (mg/L)`), cut after a word where it
    /// has spaces. Unchanged when even "…" and those do not fit, or there is no bracket.
    static func shortened(_ title: String, note: String, metrics: FontMetrics, size: Double, width: Double) -> String {
        func fits(_ text: String) -> Bool { metrics.width(of: text, fontSize: size) <= width }
        let full = title + note
        guard !fits(full), title.hasSuffix(")"), let open = title.range(of: " (", options: .backwards) else { return full }
        let tail = "…" + title[open.lowerBound...] + note
        var head = title[..<open.lowerBound]
        while let last = head.indices.last {
            head = head[..<last]
            guard fits(head + tail) else { continue }
            let atWord = head.lastIndex(of: " ")
            if let atWord { head = head[..<atWord] }
            let kept = head.trimmingCharacters(in: .whitespaces)
            return kept.isEmpty ? full : kept + (atWord == nil ? "" : " ") + tail
        }
        return full
    }

    /// The keys one under another from `top`, right of the bar, and the bar's width: what
    /// `width` leaves beside the widest key and a `gap`, but at least half of `width`.
    private func keyColumn(_ keys: [LegendEntry], top: Double, pitch: Double, swatch: Double, labelSize: Double,
                           width: Double, gap: Double) throws -> (nodes: [SceneNode], barWidth: Double) {
        let keyWidth = try keys.map {
            swatch + labelSize * 0.5 + (try FontLibrary.width(of: $0.label, preferring: theme.fonts.label, fontSize: labelSize))
        }.max() ?? 0
        let barWidth = max(width - keyWidth - gap, width * 0.5)
        let keyX = barWidth + gap
        var nodes: [SceneNode] = []
        for (index, key) in keys.enumerated() {
            let rowTop = top + Double(index) * pitch + (pitch - swatch) / 2
            // The widest label has exactly the width it was measured at; 0.01 keeps rounding
            // from cutting it to "…", as for the tick labels.
            nodes += try keyNodes(key, x: keyX, y: rowTop, swatch: swatch, labelSize: labelSize,
                                  labelWidth: max(width - keyX - swatch - labelSize * 0.5, 0) + 0.01)
        }
        return (nodes, barWidth)
    }

    /// The bar at (`x`, `y`), `width` × `height`: the ramp in its frame, and the tick marks
    /// under it with their labels on `labelBaseline` (none without one).
    private func bar(_ scale: ColorScale, x: Double, y: Double, width: Double, height: Double, tickLength: Double,
                     labelSize: Double, labelBaseline: Double?, lineWidth: Double) throws -> [SceneNode] {
        var nodes = ramp(scale.colormap, x: x, y: y, width: width, height: height)
        nodes.append(.rect(SceneRect(x: x, y: y, width: width, height: height, fill: nil,
                                     stroke: theme.mutedInk, strokeWidth: lineWidth, role: "colorbar-frame")))
        nodes += try ticks(scale, barX: x, barWidth: width, top: y + height, length: tickLength,
                           labelSize: labelSize, labelBaseline: labelBaseline, lineWidth: lineWidth)
        return nodes
    }

    /// The scale's lower and upper values written left and right of a bar that has no room for
    /// tick labels under it, on `baseline`, with the bar's new left edge and width between them;
    /// nil when they would leave the bar less than half of `barWidth`.
    private func endValues(_ scale: ColorScale, barWidth: Double, labelSize: Double,
                           baseline: Double) throws -> (nodes: [SceneNode], barX: Double, barWidth: Double)? {
        let bounds = [scale.lower, scale.upper]
        let texts = bounds.map { locale.decimal(scale.label(for: $0, among: bounds)) }
        let metrics = try FontLibrary.metrics(for: theme.fonts.label)
        let widths = texts.map { metrics.width(of: $0, fontSize: labelSize) }
        let gap = labelSize * 0.4
        let barX = widths[0] + gap
        let inner = barWidth - barX - gap - widths[1]
        guard inner >= barWidth * 0.5 else { return nil }
        var nodes: [SceneNode] = []
        for (text, x) in zip(texts, [0, barX + inner + gap]) {
            // 0.01 keeps rounding from cutting the label it was measured for to "…".
            nodes += try TextSlot(text: text, role: .label, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: labelSize, minimumSize: labelSize, x: x,
                                  width: metrics.width(of: text, fontSize: labelSize) + 0.01, baseline: baseline).nodes()
        }
        return (nodes, barX, inner)
    }

    /// The ramp as thin rectangles, each overlapping the next by half its width so no seam shows.
    private func ramp(_ colormap: Colormap, x: Double, y: Double, width: Double, height: Double) -> [SceneNode] {
        let segmentWidth = width / Double(Self.segments)
        return (0..<Self.segments).map { index in
            let left = x + Double(index) * segmentWidth
            let extra = index == Self.segments - 1 ? 0 : segmentWidth * 0.5
            let color = colormap.color(at: (Double(index) + 0.5) / Double(Self.segments))
            return .rect(SceneRect(x: left, y: y, width: segmentWidth + extra, height: height,
                                   fill: color, role: "colorbar-segment"))
        }
    }

    /// Tick marks down from `top` at the scale's round numbers, as many as fit with half a label
    /// size between neighbouring labels (long labels such as `98 765 432` take fewer ticks),
    /// with their labels on `labelBaseline` (none without one); labels at the ends are kept inside
    /// the bar's span.
    private func ticks(_ scale: ColorScale, barX: Double, barWidth: Double, top: Double, length: Double, labelSize: Double,
                       labelBaseline: Double?, lineWidth: Double) throws -> [SceneNode] {
        let metrics = try FontLibrary.metrics(for: theme.fonts.label)
        var labels: [TickLabel] = []
        for maximumCount in stride(from: max(3, min(9, Int(barWidth / (labelSize * 4.5)))), through: 2, by: -1) {
            let ticks = scale.ticks(maximumCount: maximumCount)
            labels = ticks.map { tick in
                let text = locale.decimal(scale.label(for: tick, among: ticks))
                let width = metrics.width(of: text, fontSize: labelSize)
                let position = scale.position(of: tick) * barWidth
                return TickLabel(position: position, text: text, left: min(max(position - width / 2, 0), barWidth - width),
                                 width: width)
            }
            let apart = zip(labels, labels.dropFirst()).allSatisfy { $0.left + $0.width + labelSize * 0.5 <= $1.left }
            if apart { break }
        }
        var nodes: [SceneNode] = []
        var lastLabelRight = -Double.infinity
        for label in labels {
            nodes.append(.line(SceneLine(x1: barX + label.position, y1: top, x2: barX + label.position, y2: top + length,
                                         color: theme.mutedInk, width: lineWidth, role: "colorbar-tick")))
            // On a bar too narrow for even two labels (a small table, long numbers), a label that
            // would touch the one before it or stick out of the bar is left out; its tick stays.
            guard let labelBaseline, label.left >= 0, label.left >= lastLabelRight + labelSize * 0.5 else { continue }
            lastLabelRight = label.left + label.width
            nodes += try TextSlot(text: label.text, role: .label, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: labelSize, minimumSize: labelSize, x: barX + label.left, width: label.width + 0.01,
                                  baseline: labelBaseline).nodes()
        }
        return nodes
    }

    /// A tick's place on the bar and its label's text, left edge and width.
    private struct TickLabel {
        var position: Double
        var text: String
        var left: Double
        var width: Double
    }

    /// One key: its swatch (hatched for "No data", outlined as the tiles it names) and label.
    private func keyNodes(_ key: LegendEntry, x: Double, y: Double, swatch: Double, labelSize: Double,
                          labelWidth: Double) throws -> [SceneNode] {
        var nodes = key.swatchNodes(x: x, y: y, size: swatch, style: .colorbarKey,
                                    role: key.hatch == nil ? "key-swatch" : "no-data-swatch")
        nodes += try TextSlot(text: key.label, role: .legend, face: theme.fonts.label, color: theme.ink,
                              preferredSize: labelSize, minimumSize: labelSize * 0.6, x: x + swatch + labelSize * 0.5,
                              width: labelWidth, baseline: y + swatch / 2 + labelSize * 0.36).nodes()
        return nodes
    }

    /// ` · below 500 in the first colour`, ` · above 3000 in the last colour`, or both, in
    /// `locale`'s words and with its decimal separator (` · unter 0,5 in der ersten Farbe`).
    static func clampingNote(_ clamped: ClampedEnds, scale: ColorScale, locale: DisplayLocale = .english) -> String {
        let bounds = [scale.lower, scale.upper]
        let lower = locale.decimal(scale.label(for: scale.lower, among: bounds))
        let upper = locale.decimal(scale.label(for: scale.upper, among: bounds))
        switch (clamped.below, clamped.above) {
        case (true, true): return " · " + locale.text(.clampedOutside, "\(lower)–\(upper)")
        case (true, false): return " · " + locale.text(.clampedBelow, lower)
        case (false, true): return " · " + locale.text(.clampedAbove, upper)
        case (false, false): return ""
        }
    }
}
