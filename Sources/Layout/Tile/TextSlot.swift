/// A box on a tile that one field's text must fit in, and how the text sits in it.
///
/// The box is described by its first baseline and its width; extra lines (when
/// `maximumLines` > 1) go below at `lineSpacing` × font size.
struct TextSlot {
    var text: String
    var role: TextRole
    var face: FontFace
    var color: Color
    /// The size used when the text fits at it.
    var preferredSize: Double
    /// The text shrinks no further than this before wrapping, then ellipsis.
    var minimumSize: Double
    /// Left edge of the box.
    var x: Double
    var width: Double
    /// Baseline of the first line.
    var baseline: Double
    var anchor: TextAnchor = .start
    var maximumLines = 1
    var lineSpacing = 1.2
    var link: String?
    /// Whether text that cannot fit whole is left out rather than cut with an ellipsis: a
    /// number range cut short (`89–…`) says nothing.
    var wholeOrNothing = false

    /// The legibility floor of the scene being laid out, bound by the layout of a whole scene
    /// (`TableSceneLayout`) so that every slot of its legend, colorbar and key obeys it without
    /// each of them passing it down; 0 outside such a layout.
    @TaskLocal static var floor = 0.0

    /// The size a text designed at `size` is drawn at: never under the floor. Lines and boxes
    /// are spaced at it, not at the designed size, so text the floor raises does not overlap.
    static func drawnSize(_ size: Double) -> Double {
        max(size, floor)
    }

    /// The fitted text as scene text runs, one per line: never under `TextSlot.floor`, and no
    /// runs at all when the text cannot be drawn at it.
    func nodes() throws -> [SceneNode] {
        let (font, metrics) = try FontLibrary.faceAndMetrics(for: text, preferring: face)
        let minimum = max(minimumSize, Self.floor)
        let fitted = TextFitter.fit(
            text,
            metrics: metrics,
            preferredSize: max(preferredSize, minimum),
            minimumSize: minimum,
            width: width,
            maximumLines: maximumLines,
            lineHeight: lineSpacing
        )
        if wholeOrNothing && fitted.wasTruncated { return [] }
        return fitted.nodes(x: x, width: width, baseline: baseline, anchor: anchor, font: font, color: color,
                            role: role, link: link)
    }
}
