import ElementData

/// Lays out a legend: an optional title over columns of swatches with their names.
struct LegendLayout {
    let theme: Theme

    /// The legend as a group with id `legend`, translated to (`x`, `y`), filling at most
    /// `width` × `height`; sizes follow `cell`, the table's cell size.
    func group(title: String?, entries: [LegendEntry], x: Double, y: Double, width: Double, height: Double,
               cell: Double) throws -> SceneGroup {
        var nodes: [SceneNode] = []
        var top = 0.0
        if let title, !title.isBlank {
            let size = min(cell * 0.2, height * 0.2)
            nodes += try TextSlot(text: title, role: .legend, face: theme.fonts.emphasis, color: theme.ink,
                                  preferredSize: size, minimumSize: size * 0.5, x: 0, width: width,
                                  baseline: size * 0.9).nodes()
            top = size * 1.45
        }
        let count = entries.count
        let columns = count <= 6 ? 2 : count <= 12 ? 3 : max(4, (count + 4) / 5)
        let rows = max(1, (count + columns - 1) / columns)
        let rowHeight = min((height - top) / Double(rows), cell * 0.36)
        let swatch = rowHeight * 0.62
        // Columns as wide as their longest label needs, so a short legend (Solid, Liquid, Gas)
        // stays together instead of spreading over the whole box.
        let widest = try entries.map { try FontLibrary.width(of: $0.label, preferring: theme.fonts.label, fontSize: swatch * 0.72) }
            .max() ?? 0
        let columnWidth = min(width / Double(columns), widest + swatch * 2.6)
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
}
