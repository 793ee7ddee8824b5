/// The outline of a tile, a rectangle with rounded corners, as far as its text is concerned:
/// a theme may round a tile into a circle (`cornerRadius` 0.5), and no text may then run out
/// of it at the corners.
///
/// Layouts start their text at `sideInset(top:bottom:)` from the side edges and keep
/// `safeInset` from every edge; `encloses(_:)` is the final check a level of detail must pass,
/// so a field that still reaches beyond the curve is left out, like one too long for its box.
struct TileShape {
    var width: Double
    var height: Double
    /// The corner radius, at most half the shorter side.
    var radius: Double

    init(width: Double, height: Double, cornerRadius: Double) {
        self.width = width
        self.height = height
        radius = min(max(cornerRadius, 0), min(width, height) / 2)
    }

    /// The inset from every edge of the largest rectangle whose corners stay inside the rounded
    /// corners: r(1 − 1/√2).
    var safeInset: Double { radius * (1 - 1 / 2.0.squareRoot()) }

    /// How far from the left and right edges a box that reaches from `top` down to `bottom`
    /// must keep to stay inside the rounded corners; 0 between the corners.
    func sideInset(top: Double, bottom: Double) -> Double {
        let depth = max(0, min(top, height - bottom))
        guard depth < radius else { return 0 }
        let rise = radius - depth
        return radius - (radius * radius - rise * rise).squareRoot()
    }

    /// Whether every text run of `nodes` (in the tile's coordinates, groups translated) keeps
    /// inside the outline's rounded corners. A text run's box is its measured width, from the cap height
    /// (0.75 of the size) above the baseline to the descenders (0.22) below it.
    func encloses(_ nodes: [SceneNode], dx: Double = 0, dy: Double = 0) -> Bool {
        nodes.allSatisfy { node in
            switch node {
            case let .text(text):
                let left = dx + text.x - text.measuredWidth * (text.anchor == .start ? 0 : text.anchor == .middle ? 0.5 : 1)
                return encloses(left: left, top: dy + text.y - 0.75 * text.fontSize,
                                right: left + text.measuredWidth, bottom: dy + text.y + 0.22 * text.fontSize)
            case let .group(group):
                return encloses(group.children, dx: dx + group.x, dy: dy + group.y)
            case .rect, .line:
                return true
            }
        }
    }

    /// Whether the box keeps clear of the rounded corners, give or take a hundredth of a point.
    /// Only a box reaching into the corners' columns can meet the curve; above and below,
    /// the layouts keep their own margins.
    private func encloses(left: Double, top: Double, right: Double, bottom: Double) -> Bool {
        guard left < radius || right > width - radius else { return true }
        let inset = sideInset(top: max(top, 0), bottom: min(bottom, height)) - 0.01
        return left >= inset && right <= width - inset
    }
}
