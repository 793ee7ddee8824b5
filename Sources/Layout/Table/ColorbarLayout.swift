import ElementData

/// Lays out a horizontal colorbar: a title with the unit, the ramp drawn as thin rectangles,
/// tick marks at round numbers with their labels, and a hatched "No data" key.
struct ColorbarLayout {
    let theme: Theme
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
    func group(title: String, scale: ColorScale, clamped: ClampedEnds = ClampedEnds(), noData: LegendEntry?,
               x: Double, y: Double, width: Double, height: Double, cell: Double) throws -> SceneGroup {
        let titleSize = min(cell * 0.22, height * 0.14)
        let barHeight = min(cell * 0.42, height * 0.28)
        let labelSize = min(cell * 0.16, height * 0.1)
        let tickLength = barHeight * 0.22
        let barTop = titleSize * 1.55
        let labelBaseline = barTop + barHeight + tickLength + labelSize * 1.15
        let total = labelBaseline + labelSize * 0.3
        let top = max(0, (height - total) / 2)

        var nodes: [SceneNode] = []
        nodes += try TextSlot(text: title + Self.clampingNote(clamped, scale: scale), role: .legend, face: theme.fonts.emphasis, color: theme.ink,
                              preferredSize: titleSize, minimumSize: titleSize * 0.5, x: 0, width: width,
                              baseline: top + titleSize * 0.9).nodes()

        // The "No data" key sits right of the bar: a hatched swatch and its label.
        var barWidth = width
        if let noData {
            let label = "No data"
            let labelWidth = try FontLibrary.metrics(for: theme.fonts.label).width(of: label, fontSize: labelSize)
            let keyWidth = barHeight + labelSize * 0.5 + labelWidth
            let gap = cell * 0.35
            barWidth = max(width - keyWidth - gap, width * 0.5)
            let keyX = barWidth + gap
            let swatch = barHeight
            nodes.append(.rect(SceneRect(x: keyX, y: top + barTop, width: swatch, height: swatch,
                                         cornerRadius: swatch * 0.08, fill: noData.fill, stroke: noData.stroke,
                                         strokeWidth: noData.stroke == nil ? 0 : max(swatch * 0.03, 0.3),
                                         role: "no-data-swatch")))
            if let hatch = noData.hatch {
                let inset = swatch * 0.06
                nodes += Hatching.lines(x: keyX + inset, y: top + barTop + inset, width: swatch - 2 * inset,
                                        height: swatch - 2 * inset, spacing: swatch * 0.16, color: hatch,
                                        lineWidth: max(swatch * 0.025, 0.3), role: "no-data-hatch")
            }
            nodes += try TextSlot(text: label, role: .legend, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: labelSize, minimumSize: labelSize * 0.6, x: keyX + swatch + labelSize * 0.5,
                                  width: max(width - keyX - swatch - labelSize * 0.5, 0),
                                  baseline: top + barTop + swatch / 2 + labelSize * 0.36).nodes()
        }

        // The ramp: each segment overlaps the next by half its width so no seam shows.
        let segmentWidth = barWidth / Double(Self.segments)
        for index in 0..<Self.segments {
            let left = Double(index) * segmentWidth
            let extra = index == Self.segments - 1 ? 0 : segmentWidth * 0.5
            let color = scale.colormap.color(at: (Double(index) + 0.5) / Double(Self.segments))
            nodes.append(.rect(SceneRect(x: left, y: top + barTop, width: segmentWidth + extra, height: barHeight,
                                         fill: color, role: "colorbar-segment")))
        }
        let hairline = max(cell * 0.008, 0.4)
        nodes.append(.rect(SceneRect(x: 0, y: top + barTop, width: barWidth, height: barHeight, fill: nil,
                                     stroke: theme.mutedInk, strokeWidth: hairline, role: "colorbar-frame")))

        let ticks = scale.ticks(maximumCount: max(3, min(9, Int(barWidth / (labelSize * 4.5)))))
        let metrics = try FontLibrary.metrics(for: theme.fonts.label)
        for tick in ticks {
            let position = scale.position(of: tick) * barWidth
            nodes.append(.line(SceneLine(x1: position, y1: top + barTop + barHeight, x2: position,
                                         y2: top + barTop + barHeight + tickLength, color: theme.mutedInk,
                                         width: hairline, role: "colorbar-tick")))
            let text = scale.label(for: tick, among: ticks)
            let textWidth = metrics.width(of: text, fontSize: labelSize)
            // Labels at the ends are kept inside the bar's span.
            let left = min(max(position - textWidth / 2, 0), barWidth - textWidth)
            nodes += try TextSlot(text: text, role: .label, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: labelSize, minimumSize: labelSize, x: left, width: textWidth + 0.01,
                                  baseline: top + labelBaseline).nodes()
        }
        let clampedClasses = (clamped.below ? ["clamped-below"] : []) + (clamped.above ? ["clamped-above"] : [])
        return SceneGroup(id: "colorbar", classes: ["colorbar", scale.kind.rawValue, scale.colormap.name] + clampedClasses,
                          x: x, y: y, children: nodes)
    }

    /// ` · below 500 in the first colour`, ` · above 3000 in the last colour`, or both.
    static func clampingNote(_ clamped: ClampedEnds, scale: ColorScale) -> String {
        let bounds = [scale.lower, scale.upper]
        let lower = scale.label(for: scale.lower, among: bounds)
        let upper = scale.label(for: scale.upper, among: bounds)
        switch (clamped.below, clamped.above) {
        case (true, true): return " · outside \(lower)–\(upper) in the end colours"
        case (true, false): return " · below \(lower) in the first colour"
        case (false, true): return " · above \(upper) in the last colour"
        case (false, false): return ""
        }
    }
}
