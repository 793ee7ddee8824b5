/// Lays out a legend: an optional title over columns of swatches with their names.
struct LegendLayout {
    let theme: Theme

    /// The legend as a group with id `legend`, translated to (`x`, `y`), filling at most
    /// `width` × `height`; sizes follow `cell`, the table's cell size. Nil when its rows cannot
    /// hold their labels at the scene's floor in any number of columns (a table a few hundred
    /// points wide): a legend whose lines overlap explains nothing, so it is left out. A label
    /// too long for its column is cut with an ellipsis (`Alkaline earth met…`).
    func group(title: String?, entries: [LegendEntry], x: Double, y: Double, width: Double, height: Double,
               cell: Double) throws -> SceneGroup? {
        var nodes: [SceneNode] = []
        var top = 0.0
        if let title, !title.isBlank {
            // Spaced at the size drawn, which the floor may raise over the designed one.
            let size = TextSlot.drawnSize(min(cell * 0.2, height * 0.2))
            nodes += try TextSlot(text: title, role: .legend, face: theme.fonts.emphasis, color: theme.ink,
                                  preferredSize: size, minimumSize: size * 0.5, x: 0, width: width,
                                  baseline: size * 0.9).nodes()
            top = size * 1.45
        }
        let count = entries.count
        let designed = count <= 6 ? 2 : count <= 12 ? 3 : max(4, (count + 4) / 5)
        // Fewer, wider columns when a label would be cut in the designed ones (a long category
        // name over the floor of a phone's table), as long as the rows still hold their text.
        let layouts = try (1...designed).reversed().map { try grid(entries, columns: $0, width: width, height: height - top, cell: cell) }
        guard let (rows, rowHeight, swatch, columnWidth, _, _) = layouts.first(where: \.fits) ?? layouts.first(where: \.rowsHoldText)
        else { return nil }
        for (index, entry) in entries.enumerated() {
            let left = Double(index / rows) * columnWidth
            let rowTop = top + Double(index % rows) * rowHeight
            let swatchTop = rowTop + (rowHeight - swatch) / 2
            nodes += entry.swatchNodes(x: left, y: swatchTop, size: swatch, style: .legend, role: "legend-swatch")
            nodes += try TextSlot(text: entry.label, role: .legend, face: theme.fonts.label, color: theme.ink,
                                  preferredSize: swatch * 0.72, minimumSize: swatch * 0.4, x: left + swatch * 1.45,
                                  width: columnWidth - swatch * 1.6, baseline: rowTop + rowHeight / 2 + swatch * 0.26).nodes()
        }
        return SceneGroup(id: "legend", classes: ["legend"], x: x, y: y, children: nodes)
    }

    /// `entries` in `columns` columns in a box `width` × `height`: the rows, their height, the
    /// swatch side, the column width, whether every label fits its column and its row at the
    /// size it is drawn (never under the scene's floor), and whether the rows at least hold
    /// their lines apart.
    private func grid(_ entries: [LegendEntry], columns: Int, width: Double, height: Double, cell: Double) throws
        -> (rows: Int, rowHeight: Double, swatch: Double, columnWidth: Double, fits: Bool, rowsHoldText: Bool) {
        let rows = max(1, (entries.count + columns - 1) / columns)
        let rowHeight = min(height / Double(rows), cell * 0.36)
        let swatch = rowHeight * 0.62
        // Columns as wide as their longest label needs, so a short legend (Solid, Liquid, Gas)
        // stays together instead of spreading over the whole box.
        let labelSize = TextSlot.drawnSize(swatch * 0.72)
        let widest = try entries.map { try FontLibrary.width(of: $0.label, preferring: theme.fonts.label, fontSize: labelSize) }
            .max() ?? 0
        let columnWidth = min(width / Double(columns), widest + swatch * 2.6)
        // Lines a full size apart do not touch (Inter's capitals and descenders take 0.97 of it),
        // unless a mark over a capital (the Ü of Post-Übergangsmetall) reaches into the g over
        // it: 1.15 sizes, as rows that fit are apart.
        let spacing = entries.contains { MarksAbove.occur(in: $0.label) } ? 1.15 : 1
        let rowsHoldText = labelSize * spacing <= rowHeight
        let fits = widest <= columnWidth - swatch * 1.6 && labelSize * 1.15 <= rowHeight
        return (rows, rowHeight, swatch, columnWidth, fits, rowsHoldText)
    }
}
