import Layout
import PTableRendering

/// The printed page of a table request (`paper`, `orientation`, `dpi`, `margin`, `bleed`),
/// checked against the same limits as `ptable table --paper`.
struct TablePage: Sendable, CustomStringConvertible {
    let paper: PaperSize
    let geometry: PageGeometry
    let dpi: Int
    /// The resolution the page is laid out for as pixels, fields under the floor in pixels left
    /// out: a PNG's or JPEG's `dpi`, and the JSON scene's when `dpi` is given (the scene of that
    /// PNG); nil for a page laid out for print (PDF, SVG, and JSON without `dpi`).
    let rasterDPI: Int?

    /// nil when the query names no paper (and then none of the page's other parameters, nor `key`).
    init?(query: QueryParameters, format: RenderFormat) throws {
        let rules = TableOptionRules(.query)
        guard let paperText = query["paper"] else {
            // `key` too: the key is drawn only under a table on a page, so without one it changed nothing.
            try rules.checkPageOptionsNeedPaper(["orientation", "dpi", "margin", "bleed", "key"].map { ($0, query[$0] != nil) })
            return nil
        }
        let paper = try rules.paper(paperText)
        let orientation = try query.choice("orientation", as: PageOrientation.self)
        let givenDPI = try query.integer("dpi", in: TableOptionRules.dpis, describedAs: "")
        if givenDPI != nil { try rules.checkDPIApplies(to: format) }
        dpi = givenDPI ?? TableOptionRules.defaultDPI
        rasterDPI = format == .png || format == .jpeg ? dpi : format == .json ? givenDPI : nil
        let margin = try rules.margin(try query.millimetres("margin"), trim: paper.oriented(orientation),
                                      paperText: paperText)
        let bleed = try query.millimetres("bleed") ?? 0
        try rules.checkBleed(bleed)
        self.paper = paper
        geometry = PageGeometry(paper: paper, orientation: orientation, marginMillimetres: margin,
                                bleedMillimetres: bleed, cropMarks: format == .pdf && bleed > 0)
        if format == .pdf { try rules.checkPDF(geometry, paperText: paperText, bleed: bleed) }
        if format == .png { try checkPixelSize() }
    }

    var description: String {
        "\(paper.name)|\(geometry.trimWidth)x\(geometry.trimHeight)|margin=\(geometry.margin)|bleed=\(geometry.bleed)|crop=\(geometry.cropMarks)|dpi=\(dpi)|raster=\(rasterDPI.map(String.init) ?? "print")"
    }

    /// The largest PNG the server draws: a response is rendered whole and may be cached in
    /// memory, so a request cannot ask for the print-shop sizes that `ptable table` streams
    /// band by band (A0 at 600 dpi and more are for the command line).
    static let maximumServedSide = 32_767
    static let maximumServedPixelCount = 300_000_000

    /// Refuses a PNG over the served limits before anything is drawn, naming the largest dpi
    /// that fits.
    private func checkPixelSize() throws {
        let pixels = geometry.pixelSize(dpi: Double(dpi))
        let longest = max(geometry.pageWidth, geometry.pageHeight) / 72
        let sideLimit = Double(Self.maximumServedSide) / longest
        let areaLimit = (Double(Self.maximumServedPixelCount) / (geometry.pageWidth / 72 * geometry.pageHeight / 72)).squareRoot()
        var maximumDPI = Int(min(sideLimit, areaLimit).rounded(.down))
        while maximumDPI > 1, !Self.fits(geometry.pixelSize(dpi: Double(maximumDPI))) { maximumDPI -= 1 }
        // Every limit the page is over, so the dpi suggested is not refused for another.
        var limits: [String] = []
        if max(pixels.width, pixels.height) > Self.maximumServedSide {
            limits.append("a PNG side may be at most \(Self.maximumServedSide) px")
        }
        if pixels.width * pixels.height > Self.maximumServedPixelCount {
            limits.append("a PNG may have at most \(Self.maximumServedPixelCount / 1_000_000) megapixels")
        }
        guard limits.isEmpty else {
            let description = "\(paper.name) at \(dpi) dpi is \(pixels.width) × \(pixels.height) px"
            throw ServerError.badRequest("\(description); \(limits.joined(separator: " and ")) (use dpi=\(maximumDPI) or less)")
        }
    }

    private static func fits(_ pixels: (width: Int, height: Int)) -> Bool {
        max(pixels.width, pixels.height) <= Self.maximumServedSide
            && pixels.width * pixels.height <= Self.maximumServedPixelCount
    }
}
