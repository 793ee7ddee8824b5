/// A text fitted into a box by `TextFitter`: its lines, the size to draw them at, and their widths.
///
/// Widths are measured at `fontSize` itself, so for a box of width `w` every
/// `lineWidths[i] <= w` holds exactly, and `FontMetrics.width(of: lines[i], fontSize: fontSize)`
/// returns the very same number.
package struct FittedText: Codable, Equatable, Sendable {
    /// The lines to draw, top to bottom; empty when there is nothing to draw.
    public var lines: [String]
    /// The font size in points, a multiple of 0.01.
    public var fontSize: Double
    /// The advance width of each line in points, as `cairo_show_text` draws it.
    public var lineWidths: [Double]
    /// The distance between consecutive baselines in points.
    public var lineHeight: Double
    /// The font's ascent at `fontSize`: from the top of the block to the first baseline.
    public var ascent: Double
    /// The font's descent at `fontSize` (positive): from the last baseline to the bottom of the block.
    public var descent: Double
    /// True when text was cut off and ends in an ellipsis, or could not be drawn at all.
    public var wasTruncated: Bool

    /// The widest line in points, 0 without lines.
    public var width: Double { lineWidths.max() ?? 0 }

    /// The block's height in points: ascent of the first line to descent of the last, 0 without lines.
    public var height: Double {
        Self.blockHeight(lines: lines.count, ascent: ascent, lineHeight: lineHeight, descent: descent)
    }

    /// The one expression for a block's height, shared with `TextFitter` so both agree bit for bit.
    static func blockHeight(lines: Int, ascent: Double, lineHeight: Double, descent: Double) -> Double {
        lines == 0 ? 0 : ascent + Double(lines - 1) * lineHeight + descent
    }

    /// The lines as scene text runs, the first baseline at `baseline`, anchored in the box of
    /// `width` whose left edge is `x` as `anchor` says.
    func nodes(x: Double, width: Double, baseline: Double, anchor: TextAnchor, font: FontFace, color: Color,
               role: TextRole, link: String? = nil) -> [SceneNode] {
        let anchorX: Double = switch anchor {
        case .start: x
        case .middle: x + width / 2
        case .end: x + width
        }
        return lines.indices.map { index in
            .text(SceneText(text: lines[index], x: anchorX, y: baseline + Double(index) * lineHeight, anchor: anchor,
                            fontSize: fontSize, font: font, color: color, role: role,
                            measuredWidth: lineWidths[index], link: link))
        }
    }
}
