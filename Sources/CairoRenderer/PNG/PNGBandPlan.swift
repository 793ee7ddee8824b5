/// How a PNG is drawn: in horizontal bands of rows, each band in columns no wider than a Cairo
/// image surface may be, a few bands at a time.
///
/// Bands never change the bytes: a band is a whole number of compression segments, whose
/// size depends on the width only, and Cairo draws a band as the same pixels it would draw
/// for those rows of one big canvas (the scene is shifted by whole pixels).
struct PNGBandPlan: Equatable, Sendable {
    /// Pages up to this many pixels (64 MB of ARGB) are drawn on one canvas.
    static let bandingThreshold = 16 * 1024 * 1024
    /// The ARGB bytes aimed at per band when a page is drawn in bands.
    static let bandBytesTarget = 24 * 1024 * 1024
    /// The most ARGB bytes of bands drawn at once, whatever the number of cores.
    static let memoryBudget = 96 * 1024 * 1024
    /// Cairo's limit on an image surface side.
    static let maximumColumnWidth = 32_767

    /// The image being drawn.
    let layout: PNGPixelLayout
    /// Rows per band: a multiple of the segment rows, or the whole height.
    let bandRows: Int
    /// The widest column drawn on one Cairo surface.
    let columnWidth: Int
    /// How many bands are drawn and compressed at once, each on its own thread.
    let bandsInFlight: Int

    /// The plan ptable uses: one canvas up to `bandingThreshold` pixels, else bands of about
    /// `bandBytesTarget`, as many at once as `threads` and `memoryBudget` allow.
    init(layout: PNGPixelLayout, threads: Int) {
        let rowBytes = layout.width * 4
        if layout.width * layout.height <= Self.bandingThreshold, layout.height <= Self.maximumColumnWidth {
            self.init(layout: layout, bandRows: layout.height, columnWidth: Self.maximumColumnWidth, bandsInFlight: 1)
        } else {
            let rows = max(1, Self.bandBytesTarget / rowBytes)
            let bandBytes = rowBytes * Self.roundedRows(rows, layout: layout)
            let inFlight = max(1, min(threads, Self.memoryBudget / max(bandBytes, 1)))
            self.init(layout: layout, bandRows: rows, columnWidth: Self.maximumColumnWidth, bandsInFlight: inFlight)
        }
    }

    /// A plan with bands of about `bandRows` rows (rounded to whole segments, at most the
    /// height and Cairo's side limit) and columns at most `columnWidth` pixels wide.
    init(layout: PNGPixelLayout, bandRows: Int, columnWidth: Int, bandsInFlight: Int) {
        self.layout = layout
        self.bandRows = min(Self.roundedRows(bandRows, layout: layout), layout.height)
        self.columnWidth = max(1, min(columnWidth, Self.maximumColumnWidth))
        self.bandsInFlight = max(1, bandsInFlight)
    }

    /// The number of bands.
    var bandCount: Int { (layout.height + bandRows - 1) / bandRows }

    /// The rows of band `index`.
    func rows(ofBand index: Int) -> Range<Int> {
        index * bandRows..<min((index + 1) * bandRows, layout.height)
    }

    /// `rows` rounded up to whole segments, but within Cairo's side limit.
    private static func roundedRows(_ rows: Int, layout: PNGPixelLayout) -> Int {
        let segment = layout.segmentRows
        let rounded = (max(rows, 1) + segment - 1) / segment * segment
        return rounded <= maximumColumnWidth ? rounded : maximumColumnWidth / segment * segment
    }
}
