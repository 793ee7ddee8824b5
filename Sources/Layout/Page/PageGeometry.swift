/// A printed page in points: the trim box, the margin inside it and the bleed around it.
///
/// The scene of a page is `pageWidth` × `pageHeight`: the trim box plus the bleed on every
/// side, with the trim box's top-left corner at (`bleed`, `bleed`). The background covers the
/// bleed; content stays inside the margin.
public struct PageGeometry: Equatable, Sendable {
    /// The finished (trimmed) sheet, in points.
    public var trimWidth: Double
    /// The finished (trimmed) sheet's height, in points.
    public var trimHeight: Double
    /// Space between the trim edge and the content, in points.
    public var margin: Double
    /// Background beyond the trim edge on each side, in points.
    public var bleed: Double
    /// Whether to draw crop marks in the bleed at the trim corners (for PDF output).
    public var cropMarks: Bool

    /// A page of `paper` turned to `orientation` (nil: landscape for named sizes, a custom
    /// `WxHmm` as written), with margin and bleed in millimetres. The bleed is rounded to
    /// 1/100 pt, as the scene rounds it, so the page grows by exactly what the scene says and a
    /// PDF's TrimBox is the paper size itself.
    public init(paper: PaperSize, orientation: PageOrientation? = nil, marginMillimetres: Double = 10,
                bleedMillimetres: Double = 0, cropMarks: Bool = false) {
        let size = paper.oriented(orientation)
        self.init(trimWidth: size.width * PaperSize.pointsPerMillimetre,
                  trimHeight: size.height * PaperSize.pointsPerMillimetre,
                  margin: marginMillimetres * PaperSize.pointsPerMillimetre,
                  bleed: Fixed.round(bleedMillimetres * PaperSize.pointsPerMillimetre),
                  cropMarks: cropMarks)
    }

    /// A page of the given trim size, margin and bleed, all in points; nothing is checked here.
    public init(trimWidth: Double, trimHeight: Double, margin: Double = 0, bleed: Double = 0, cropMarks: Bool = false) {
        self.trimWidth = trimWidth
        self.trimHeight = trimHeight
        self.margin = margin
        self.bleed = bleed
        self.cropMarks = cropMarks
    }

    /// With crop marks, the paper beyond the bleed on every side that holds them (the slug), in
    /// points, rounded to 1/100 pt as the scene rounds it; zero without marks.
    public var slug: Double { cropMarks && bleed > 0 ? Fixed.round(CropMarks.slug(forBleed: bleed)) : 0 }
    /// From the page edge to the trim edge: the slug and the bleed.
    public var trimOffset: Double { slug + bleed }
    /// The scene's width: trim plus bleed and slug on both sides.
    public var pageWidth: Double { trimWidth + 2 * trimOffset }
    /// The scene's height: trim plus bleed and slug on both sides.
    public var pageHeight: Double { trimHeight + 2 * trimOffset }

    /// The box content may use: the trim box inset by the margin, in page coordinates.
    public var contentBox: (x: Double, y: Double, width: Double, height: Double) {
        (trimOffset + margin, trimOffset + margin, trimWidth - 2 * margin, trimHeight - 2 * margin)
    }

    /// The PNG size at `dpi`: each side is `round(points / 72 × dpi)`, that is
    /// `round(millimetres / 25.4 × dpi)`, the same rounding the Cairo renderer applies
    /// to `scene side × dpi / 72`.
    public func pixelSize(dpi: Double) -> (width: Int, height: Int) {
        let scale = dpi / 72
        return (Int((pageWidth * scale).rounded()), Int((pageHeight * scale).rounded()))
    }
}
