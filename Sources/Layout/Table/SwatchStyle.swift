/// The proportions of a legend swatch, as fractions of its side: the table's legend draws
/// rounder, heavier swatches than the small keys beside a colour bar.
struct SwatchStyle {
    var cornerRadius: Double
    /// A solid outline's width, and the width of a dashed, dotted or double one.
    var strokeWidth: Double
    var patternedBorderWidth: Double
    var minimumBorderWidth: Double
    /// The radioactive mark's inset and side.
    var markInset: Double
    var markSize: Double
    /// The no-data hatching: its inset, line spacing and line width.
    var hatchInset: Double
    var hatchSpacing: Double
    var hatchLineWidth: Double

    static let legend = SwatchStyle(cornerRadius: 0.2, strokeWidth: 0.06, patternedBorderWidth: 0.06, minimumBorderWidth: 0.3,
                                    markInset: 0.1, markSize: 0.8, hatchInset: 0.12, hatchSpacing: 0.2, hatchLineWidth: 0.05)
    static let colorbarKey = SwatchStyle(cornerRadius: 0.08, strokeWidth: 0.03, patternedBorderWidth: 0.08, minimumBorderWidth: 0.4,
                                         markInset: 0.15, markSize: 0.7, hatchInset: 0.06, hatchSpacing: 0.16, hatchLineWidth: 0.025)
}

extension LegendEntry {
    /// The entry's swatch of side `size` at (`x`, `y`): the radioactive mark, a rectangle, or a
    /// fill under a dashed, dotted or double outline drawn as on the tiles; hatched when the
    /// entry stands for tiles without a value.
    func swatchNodes(x: Double, y: Double, size: Double, style: SwatchStyle, role: String) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let corner = size * style.cornerRadius
        if isRadioactiveMark {
            nodes.append(.group(RadioactiveMark.group(x: x + size * style.markInset, y: y + size * style.markInset,
                                                      size: size * style.markSize, color: fill)))
        } else if borderStyle == .solid || stroke == nil {
            nodes.append(.rect(SceneRect(x: x, y: y, width: size, height: size, cornerRadius: corner, fill: fill, stroke: stroke,
                                         strokeWidth: stroke == nil ? 0 : max(size * style.strokeWidth, 0.3), role: role)))
        } else if let stroke {
            let background = SceneNode.rect(SceneRect(x: 0, y: 0, width: size, height: size, cornerRadius: corner, fill: fill, role: role))
            let border = TileChrome.border(borderStyle, width: max(size * style.patternedBorderWidth, style.minimumBorderWidth),
                                           color: stroke, size: size, cornerRadius: corner)
            nodes.append(.group(SceneGroup(classes: [role], x: x, y: y, children: [background] + border)))
        }
        if let hatch {
            let inset = size * style.hatchInset
            nodes += Hatching.lines(x: x + inset, y: y + inset, width: size - 2 * inset, height: size - 2 * inset,
                                    spacing: size * style.hatchSpacing, color: hatch,
                                    lineWidth: max(size * style.hatchLineWidth, 0.3), role: "no-data-hatch")
        }
        return nodes
    }
}
