import ElementData

/// The facts under the divider of a detail tile's front.
extension FrontTilePass {
    /// Labelled rows stacked up from the bottom: label on the left and value on the right, or
    /// the value on up to two lines of its own under the label for long fields. `top` is where
    /// the divider above them goes.
    func factRows(_ fields: [TileField]) throws -> (nodes: [SceneNode], top: Double)? {
        let labelSize = RoleText.size(0.04 * s, floor: floor)
        let valueSize = RoleText.size(0.046 * s, floor: floor)
        let pitch = max(0.062 * s, 1.3 * valueSize)
        let valueGap = max(0.057 * s, 1.2 * valueSize)
        let valueLines = 2
        // Where the labels stand at the design's size, above the floor, a row too long for one
        // line (a language's longer words) puts its value under its label rather than leaving
        // the fact out; a smaller tile keeps the levels of detail its labels at the floor allow.
        let roomy = 0.04 * s >= floor
        let ownLines = try fields.map { try $0.takesOwnLine || (roomy && !fitsBeside($0, roomy: roomy)) }
        var offsets: [Double] = []
        var span = 0.0
        for (index, ownLine) in ownLines.enumerated() {
            offsets.append(span)
            // Prose keeps room for two lines on every tile of a deck; a moved value needs one.
            if ownLine { span += valueGap + (fields[index].takesOwnLine ? Double(valueLines - 1) * 1.15 * valueSize : 0) }
            if index < fields.count - 1 { span += pitch }
        }
        let first = s - max(0.05 * s, max(chrome.shape.safeInset, chrome.borderInset) + 0.22 * valueSize) - span
        var nodes: [SceneNode] = []
        for (field, (offset, ownLine)) in zip(fields, zip(offsets, ownLines)) {
            let baseline = first + offset
            let label = factLabel(field, width: ownLine ? inner : try labelWidthBeside(field, roomy: roomy))
            guard let labelFit = try label.fitted() else { return nil }
            nodes += label.nodes(labelFit, x: pad, baseline: baseline, role: .label, color: theme.mutedInk)
            if ownLine {
                // Only prose may end in "…": a number cut short would say something else.
                let value = RoleText(text: text(field), face: theme.fonts.detail, size: 0.046 * s, floor: floor, width: inner,
                                     maximumLines: field.takesOwnLine ? valueLines : 1, lineSpacing: 1.15,
                                     allowsEllipsis: field.takesOwnLine, latinFloor: LegibilityFloor.latin(floor, locale: formatter.locale))
                guard let fitted = try value.fitted() else { return nil }
                nodes += value.nodes(fitted, x: pad, baseline: baseline + valueGap, role: field.role, color: theme.ink)
                    .flaggingPredicted(field.isPredicted(for: element, formatter: formatter)).taggingSource(sourceLabel(field))
            } else {
                let value = factValueBeside(field)
                guard let fitted = try value.fitted() else { return nil }
                nodes += value.nodes(fitted, x: pad + inner * 0.47, baseline: baseline, anchor: .end, role: field.role,
                                     color: theme.ink).flaggingPredicted(field.isPredicted(for: element, formatter: formatter))
                    .taggingSource(sourceLabel(field))
            }
        }
        return (nodes, first - 0.73 * labelSize - max(0.038 * s, 0.5 * labelSize))
    }

    /// A fact's label, on the left of its row or over its value.
    private func factLabel(_ field: TileField, width: Double) -> RoleText {
        RoleText(text: field.label(in: formatter.locale), face: theme.fonts.label, size: 0.04 * s, floor: floor, width: width)
    }

    /// A fact's value on the right of its label.
    func factValueBeside(_ field: TileField) -> RoleText {
        RoleText(text: text(field), face: theme.fonts.detail, size: 0.046 * s, floor: floor, width: inner * 0.53,
                 latinFloor: LegibilityFloor.latin(floor, locale: formatter.locale))
    }

    /// The room a label has beside its value. Where labels stand at the design's size, the row
    /// less the value and a gap, and at least the 45% a value of the widest kind leaves: a fixed
    /// 45% condensed `Van der Waals radius` beside `204 pm` and put Russian
    /// `Электроотрицательность` over `1,83`, with the row half empty. A smaller tile keeps the
    /// fixed 45%, so whether its facts fit at all does not turn on each element's value and a
    /// deck's tiles keep one level of detail.
    private func labelWidthBeside(_ field: TileField, roomy: Bool) throws -> Double {
        guard roomy, let value = try factValueBeside(field).fitted() else { return inner * 0.45 }
        return max(inner * 0.45, inner * 0.95 - value.width)
    }

    /// Whether a fact's label and value fit side by side on one row, the label at the labels'
    /// size (on a line of its own it has that size too): not a longer label (German
    /// `Elektronenkonfiguration`, Russian `Первая энергия ионизации` beside `7,9024681 эВ`) or
    /// value (`sublimiert bei 4098,15 K`).
    private func fitsBeside(_ field: TileField, roomy: Bool) throws -> Bool {
        guard let label = try factLabel(field, width: labelWidthBeside(field, roomy: roomy)).fitted() else { return false }
        return try label.fontSize == RoleText.size(0.04 * s, floor: floor) && factValueBeside(field).fitted() != nil
    }
}
