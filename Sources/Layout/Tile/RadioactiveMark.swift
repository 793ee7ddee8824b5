import ElementData

/// The small mark on a tile whose element has no stable isotope: a ring around a dot, drawn in
/// the colour of the tile's atomic number (4.5:1 on its fill), so it reads on any scheme.
public enum RadioactiveMark {
    /// The role of the mark's shapes in the scene.
    public static let role = "radioactive-mark"
    /// What the key says the mark means.
    public static let keyLabel = "No stable isotope"

    /// The mark as a group `size` points square at (`x`, `y`).
    public static func group(x: Double, y: Double, size: Double, color: Color) -> SceneGroup {
        let ring = max(size * 0.16, 0.3)
        let dot = size * 0.36
        return SceneGroup(classes: [role], x: x, y: y, children: [
            .rect(SceneRect(x: ring / 2, y: ring / 2, width: size - ring, height: size - ring,
                            cornerRadius: (size - ring) / 2, fill: nil, stroke: color, strokeWidth: ring, role: role)),
            .rect(SceneRect(x: (size - dot) / 2, y: (size - dot) / 2, width: dot, height: dot,
                            cornerRadius: dot / 2, fill: color, role: role)),
        ])
    }

    /// The tile group with the mark in its top-right corner, when its element has no stable isotope;
    /// further in on a tile whose rounded corner would cut it.
    static func marking(_ tile: SceneGroup, element: Element, size s: Double, cornerRadius: Double,
                        color: Color) -> SceneGroup {
        guard element.hasNoStableIsotope else { return tile }
        var tile = tile
        let markSize = 0.12 * s
        let safe = TileShape(width: s, height: s, cornerRadius: cornerRadius).safeInset
        tile.children.append(.group(group(x: s - max(0.08 * s, safe) - markSize, y: max(0.085 * s, safe), size: markSize,
                                          color: color)))
        tile.classes.append("no-stable-isotope")
        return tile
    }
}
