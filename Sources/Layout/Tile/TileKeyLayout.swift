import ElementData

/// Lays out the key of a poster: one tile drawn large, each of its texts named by a label to
/// its right at the same height ("Atomic number", "Symbol", "Name", "Atomic mass" or the
/// heatmap's property), with a hairline from the tile's edge to the label.
///
/// It fills the room a portrait page leaves under the table, where a classroom poster
/// explains how to read a tile.
struct TileKeyLayout {
    let theme: Theme
    let formatter: ElementFormatter

    /// The key's height in units (a table cell, or more on a page with room): a heading and a
    /// tile of `tileCells`.
    static let tileCells = 2.4
    static let headingCells = 0.55
    static var heightCells: Double { headingCells + tileCells }
    /// The height in units of a key whose tile is `aspect` times as high as wide, like the table's.
    static func heightCells(aspect: Double) -> Double { headingCells + tileCells * aspect }
    /// The width in units: the tile, the hairlines and the labels.
    static let widthCells = tileCells + 0.5 + 4.6

    /// The key with its left edge at the origin, and the width it draws (tile and labels).
    /// `aspect` makes the tile that many times as high as wide, and `table` (the table's tile
    /// layout, its level of detail) makes it show the fields the table's tiles show.
    func laidOut(for element: Element, style: TileStyle, valueLabel: String?, cell: Double,
                 aspect: Double = 1, table: CompactTileLayout? = nil) throws -> (group: SceneGroup, width: Double) {
        let side = Self.tileCells * cell
        let top = Self.headingCells * cell
        let labelSize = cell * 0.2
        var nodes: [SceneNode] = try TextSlot(
            text: formatter.locale.text(.howToReadTile), role: .legend, face: theme.fonts.emphasis, color: theme.ink,
            preferredSize: cell * 0.24, minimumSize: cell * 0.12, x: 0, width: Self.widthCells * cell,
            baseline: cell * 0.3).nodes()

        var tile = try (table ?? CompactTileLayout(theme: theme, formatter: formatter))
            .group(for: element, x: 0, y: top, size: side, height: side * aspect, style: style)
        // The example must not pass for the table's own tile in ids, classes or probes.
        tile.id = "key-tile"
        tile.classes = ["key-tile"] + tile.classes.filter { $0 != "tile" }
        let runs = tile.children.compactMap { node -> SceneText? in
            if case let .text(text) = node { text } else { nil }
        }
        nodes.append(.group(tile))

        let lineStart = side + cell * 0.12
        let labelX = side + cell * 0.5
        let labelWidth = Self.widthCells * cell - labelX
        var previousCentre = -Double.infinity
        var noteCentre: Double?
        for run in runs {
            guard let label = label(for: run.role, valueLabel: valueLabel) else { continue }
            // The middle of the run's lowercase letters, so the hairline points at the text.
            let centre = top + run.y - run.fontSize * 0.36
            guard centre - previousCentre >= TextSlot.drawnSize(labelSize) * 1.3 else { continue }
            previousCentre = centre
            if run.role == .mass || noteCentre != nil { noteCentre = centre }
            nodes.append(.line(SceneLine(x1: lineStart, y1: centre, x2: labelX - cell * 0.1, y2: centre,
                                         color: theme.mutedInk, width: max(cell * 0.012, 0.3), role: "key-leader")))
            nodes += try TextSlot(text: label, role: .legend, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: labelSize, minimumSize: labelSize * 0.6, x: labelX,
                                  width: labelWidth, baseline: centre + labelSize * 0.36).nodes()
        }
        // Under the mass's label, or under the last label when the tile's facts follow the mass.
        // A floor that raises the label and the note (a Chinese, Japanese or Korean one, whose
        // glyphs stand a full em) moves the note down to clear the label; where that takes it
        // more than half a label lower than designed, into the credit line's room, it is left out.
        if let massCentre = noteCentre {
            let designed = labelSize * 1.39
            let cleared = TextSlot.drawnSize(labelSize) * 0.2 + TextSlot.drawnSize(labelSize * 0.8) * 0.95
            if cleared - designed <= labelSize * 0.5 {
                nodes += try massNote(x: labelX, width: labelWidth, baseline: massCentre + labelSize * 0.36 + max(designed, cleared),
                                      labelSize: labelSize)
            }
        }
        // Centred on what it draws, not on the room the labels were allowed.
        let width = nodes.reduce(side) { widest, node in
            if case let .text(text) = node { max(widest, text.minX + text.measuredWidth) } else { widest }
        }
        return (SceneGroup(id: "key", classes: ["key"], children: nodes), width)
    }

    /// The note on bracketed masses, in words short enough to show whole where the long ones
    /// would be cut (a narrow key beside tall, narrow tiles).
    private func massNote(x: Double, width: Double, baseline: Double, labelSize: Double) throws -> [SceneNode] {
        var nodes: [SceneNode] = []
        let example = formatter.locale.mass("[98]")
        for text in [formatter.locale.text(.massNumberNote, example), formatter.locale.text(.massNumberNoteShort, example)] {
            nodes = try TextSlot(text: text, role: .legend, face: theme.fonts.detail, color: theme.mutedInk,
                                 preferredSize: labelSize * 0.8, minimumSize: labelSize * 0.5, x: x, width: width,
                                 baseline: baseline).nodes()
            let cut = nodes.contains { if case let .text(run) = $0 { run.text.hasSuffix("…") } else { false } }
            if !cut { break }
        }
        return nodes
    }

    /// What a text of `role` on a tile is, in words; nil for texts that need no label.
    private func label(for role: TextRole?, valueLabel: String?) -> String? {
        if role == .value { return valueLabel }
        return TileField.allCases.first { $0 != .none && $0.role == role }?.label(in: formatter.locale)
    }
}
