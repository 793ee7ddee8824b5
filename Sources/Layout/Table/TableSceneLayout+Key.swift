import ElementData

/// The "How to read a tile" key and where the legend goes: over the d-block, or in the band
/// beside the key on a page with height to spare.
extension TableSceneLayout {
    /// Where the key and legend sit: the key's group (nil without a key) and the legend's box
    /// and sizing cell (nil box: no legend).
    struct KeyPlacement {
        var key: SceneGroup?
        var legendBox: (x: Double, y: Double, width: Double, height: Double)?
        var legendCell: Double
    }

    /// The key, centred under the grid (or at the grid's left in a band), its top `keyGap`
    /// under `tableBottom`; and the legend's box: `dBlockBox`, or beside the key in a band.
    func keyPlacement(frame: Frame, elements: [Element], colorer: TableColorer, options: Options,
                      tableBottom: Double, dBlockBox: (x: Double, y: Double, width: Double, height: Double)?,
                      tileLayout: CompactTileLayout) throws -> KeyPlacement {
        var placement = KeyPlacement(key: nil, legendBox: frame.band == nil ? dBlockBox : nil, legendCell: frame.cell)
        guard frame.keyHeight > 0, let example = Self.keyExample(in: elements) else { return placement }
        var valueLabel: String?
        if case let .heatmap(heatmap) = options.coloring {
            valueLabel = heatmap.title(formatter: formatter, scale: colorer.scale?.kind ?? .linear)
        }
        var key = try TileKeyLayout(theme: theme, formatter: formatter).laidOut(
            for: example, style: colorer.style(for: example), valueLabel: valueLabel, cell: frame.keyUnit,
            aspect: frame.aspect, table: tileLayout)
        let top = tableBottom + frame.keyGap
        key.group.y = top
        if let band = frame.band {
            key.group.x = frame.gridLeft
            placement.legendBox = band.legendBox(top: top, keyRight: frame.gridLeft + key.width,
                                                 gridRight: frame.gridLeft + frame.gridWidth)
            placement.legendCell = band.legendCell
        } else {
            key.group.x = frame.gridLeft + frame.gridWidth / 2 - key.width / 2
        }
        placement.key = key.group
        return placement
    }

    /// The tile the key shows: iron, which has every field, or the middle element shown.
    static func keyExample(in elements: [Element]) -> Element? {
        elements.first { $0.number == 26 } ?? (elements.isEmpty ? nil : elements[elements.count / 2])
    }
}
