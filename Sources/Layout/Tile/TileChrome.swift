/// The coloured shape of a tile: the category band, the body fill and the border.
///
/// Shared by the front and back of the detail tile, so both sides match; the border
/// alone is shared with the compact table tile.
struct TileChrome {
    var theme: Theme
    var colors: FamilyStyle
    /// The tile's side in points.
    var size: Double

    /// The outline the tile's text must stay inside.
    var shape: TileShape { TileShape(width: size, height: size, cornerRadius: theme.tile.cornerRadius * size) }

    /// How far the border reaches in from the edge, in points: a theme may draw it as wide as a
    /// tenth of the side, wider than its padding, and text is never drawn over it.
    var borderInset: Double {
        guard theme.tile.borderWidth > 0 else { return 0 }
        let width = theme.tile.borderWidth * size
        switch colors.borderStyle {
        case .none: return 0
        // Two strokes of 0.6 the width, the inner one centred 2.5 strokes in (`border`).
        case .double: return 3 * 0.6 * width
        case .solid, .dashed, .dotted: return width
        }
    }

    /// The margin text keeps from the sides and the bottom: the theme's padding, or more where a
    /// rounded corner or a wide border needs it.
    var textInset: Double { max(theme.tile.padding * size, shape.safeInset, borderInset) }

    /// The band's height in points; 0 when the theme draws no band, or when the band would end
    /// inside the rounded corners (a round tile): its square lower corners would stick out.
    var bandHeight: Double {
        let band = theme.tile.bandHeight * size
        return band >= shape.radius ? band : 0
    }

    /// The height of the header, where the band's text goes: the band, or without one the
    /// same place on the fill.
    var headerHeight: Double { bandHeight > 0 ? bandHeight : 0.15 * size }

    /// How much header text shrinks in a band lower than the classic 0.15 of the side; at most 1.
    var headerScale: Double { min(1, headerHeight / (0.15 * size)) }

    /// The band's colour: the accent, or for a tonal band the fill deepened towards the accent.
    var bandFill: Color {
        switch theme.tile.bandStyle {
        case .solid: colors.accent
        case .tonal: colors.fill.mixed(with: colors.accent, amount: 0.15)
        }
    }

    /// Text in the header: `onAccent` on a solid band, else the accent, made readable on the
    /// band or on the fill when there is none.
    var headerInk: Color {
        guard bandHeight > 0 else { return colors.accent }
        return theme.tile.bandStyle == .solid ? colors.onAccent : colors.accent.readable(on: bandFill)
    }

    /// The border's colour: the theme's, else the accent; around a tonal band, the band's tone.
    var borderColor: Color {
        theme.tile.borderColor ?? (theme.tile.bandStyle == .tonal ? bandFill : colors.accent)
    }

    /// Band, body and border, in drawing order.
    func nodes() -> [SceneNode] {
        let s = size
        let radius = theme.tile.cornerRadius * s
        let band = bandHeight
        var nodes: [SceneNode]
        if band > 0 {
            nodes = [
                // The whole tile in the band's colour, then the body over all but the band.
                .rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: radius, fill: bandFill, role: "band")),
                .rect(SceneRect(x: 0, y: band, width: s, height: s - band, cornerRadius: radius,
                                fill: colors.fill, role: "tile-background")),
                .rect(SceneRect(x: 0, y: band, width: s, height: min(radius, s - band), fill: colors.fill,
                                role: "tile-background")),
            ]
        } else {
            nodes = [.rect(SceneRect(x: 0, y: 0, width: s, height: s, cornerRadius: radius, fill: colors.fill,
                                     role: "tile-background"))]
        }
        if theme.tile.borderWidth > 0 {
            nodes += Self.border(colors.borderStyle, width: theme.tile.borderWidth * s,
                                 color: borderColor, size: s, cornerRadius: radius)
        }
        return nodes
    }

    /// The border of a tile `size` points wide and `height` high (default square), drawn inside
    /// its edge in `style`.
    static func border(_ style: BorderStyle, width: Double, color: Color, size s: Double, height: Double? = nil,
                       cornerRadius radius: Double) -> [SceneNode] {
        let h = height ?? s
        func outline(inset: Double, width: Double, dash: [Double]? = nil) -> SceneNode {
            .rect(SceneRect(x: inset, y: inset, width: s - 2 * inset, height: h - 2 * inset,
                            cornerRadius: max(0, radius - inset), fill: nil, stroke: color, strokeWidth: width,
                            role: "tile-border", strokeDash: dash))
        }
        switch style {
        case .none:
            return []
        case .solid:
            return [outline(inset: width / 2, width: width)]
        case .dashed:
            return [outline(inset: width / 2, width: width, dash: [3 * width, 2 * width])]
        case .dotted:
            return [outline(inset: width / 2, width: width, dash: [width, width])]
        case .double:
            let thin = width * 0.6
            return [outline(inset: thin / 2, width: thin), outline(inset: thin * 2.5, width: thin)]
        }
    }
}
