import CairoRenderer
import JPEGRenderer
import Layout

/// Whether a printed page can be drawn at all, checked before anything is laid out, with a
/// message that says how to make it fit: the PNG limits (a side, a row, the pixels of a
/// page, at least a pixel), the JPEG limits (a side, the pixels encoded at once) and the largest PDF page.
public enum PrintedPageLimits {
    /// The most pixels a printed page's PNG may have: 4000 megapixels, nearly twice A0 at
    /// 1200 dpi (2232). A PNG is drawn in bands, so memory does not bound it, but time and disk
    /// grow with every pixel: the largest paper at the highest resolution, 480000 px a side,
    /// would run for hours and fill the disk, where it is a mistyped `--dpi` or `--paper`.
    public static let maximumPNGPixels = 4_000_000_000

    /// Throws `RenderingError.pageTooLarge` when `page` as a PNG at `dpi` is over the PNG side
    /// or row limit, or has more than `maximumPNGPixels`; the message names the size and the
    /// largest resolution that fits.
    public static func checkPNG(_ page: PageGeometry, dpi: Int, paperName: String) throws {
        let pixels = page.pixelSize(dpi: Double(dpi))
        let description = "\(paperName) at \(dpi) dpi is \(pixels.width) × \(pixels.height) px"
        try checkAtLeastAPixel(pixels, page: page, dpi: dpi, description: description)
        if max(pixels.width, pixels.height) > CairoRenderer.maximumPixelSide {
            throw RenderingError.pageTooLarge("\(description); a PNG side may be at most \(CairoRenderer.maximumPixelSide) px (use --dpi \(largestDPI(for: page)) or less)")
        }
        if pixels.width > CairoRenderer.maximumPixelWidth {
            throw RenderingError.pageTooLarge("\(description); a PNG may be at most \(CairoRenderer.maximumPixelWidth) px wide (use --dpi \(largestDPI(for: page)) or less)")
        }
        if pixels.width * pixels.height > maximumPNGPixels {
            throw RenderingError.pageTooLarge("\(description); a page's PNG may have at most \(maximumPNGPixels / 1_000_000) megapixels (use --dpi \(largestDPI(for: page)) or less)")
        }
    }

    /// Throws `RenderingError.pageTooLarge` when `page` as a JPEG at `dpi` is over what one
    /// JPEG may hold (`JPEGEncoder.checkSize`); the message names the largest resolution that
    /// fits, since a JPEG is encoded whole where a PNG is streamed in bands.
    public static func checkJPEG(_ page: PageGeometry, dpi: Int, paperName: String) throws {
        let pixels = page.pixelSize(dpi: Double(dpi))
        let description = "\(paperName) at \(dpi) dpi is \(pixels.width) × \(pixels.height) px"
        try checkAtLeastAPixel(pixels, page: page, dpi: dpi, description: description)
        guard !fitsJPEG(pixels) else { return }
        let limit = max(pixels.width, pixels.height) > JPEGEncoder.maximumSide
            ? "a JPEG side may be at most \(JPEGEncoder.maximumSide) px"
            : "a JPEG may have at most \(JPEGEncoder.maximumPixels / 1_000_000) million pixels"
        var largest = dpi - 1
        while largest > 1, !fitsJPEG(page.pixelSize(dpi: Double(largest))) { largest -= 1 }
        throw RenderingError.pageTooLarge("\(description); \(limit) (use --dpi \(largest) or less, or --format png)")
    }

    private static func fitsJPEG(_ pixels: (width: Int, height: Int)) -> Bool {
        (try? JPEGEncoder.checkSize(width: pixels.width, height: pixels.height)) != nil
    }

    /// Throws when `pixels`, `page` at `dpi`, is under a pixel on a side, naming the smallest dpi that is not.
    private static func checkAtLeastAPixel(_ pixels: (width: Int, height: Int), page: PageGeometry, dpi: Int,
                                           description: String) throws {
        if min(pixels.width, pixels.height) < 1 {
            throw RenderingError.pageTooLarge("--dpi \(dpi) is too low: \(description); use --dpi \(smallestDPI(for: page, from: dpi)) or more")
        }
    }

    /// Throws `RenderingError.pageTooLarge` when the page with its bleed is over the PDF limit;
    /// `description` names the page in the message (`--paper a0 with --bleed 3 mm`).
    public static func checkPDF(_ page: PageGeometry, describedAs description: String) throws {
        if max(page.pageWidth, page.pageHeight) > CairoRenderer.maximumPageSide + pointRounding {
            throw RenderingError.pageTooLarge("\(description) is over the PDF limit of \(Int(CairoRenderer.maximumPageSide)) pt (200 in) a side")
        }
    }

    /// The scene rounds coordinates to 1/100 pt, so a 5080 mm side (14400.000000000002 pt)
    /// is drawn as exactly the PDF limit of 14400 pt.
    static let pointRounding = 0.005

    /// The smallest whole dpi from `dpi` up (at most 2400) at which neither side is under a pixel.
    static func smallestDPI(for page: PageGeometry, from dpi: Int) -> Int {
        var minimumDPI = dpi
        while minimumDPI < 2400, min(page.pixelSize(dpi: Double(minimumDPI)).width, page.pixelSize(dpi: Double(minimumDPI)).height) < 1 {
            minimumDPI += 1
        }
        return minimumDPI
    }

    /// The largest whole dpi at which `page` fits the PNG limits (at least 1).
    static func largestDPI(for page: PageGeometry) -> Int {
        let sideLimit = Double(CairoRenderer.maximumPixelSide) / (max(page.pageWidth, page.pageHeight) / 72)
        let widthLimit = Double(CairoRenderer.maximumPixelWidth) / (page.pageWidth / 72)
        let areaLimit = (Double(maximumPNGPixels) / (page.pageWidth / 72 * page.pageHeight / 72)).squareRoot()
        var dpi = Int(min(sideLimit, widthLimit, areaLimit, Double(Int32.max)).rounded(.down))
        while dpi > 1, !fits(page.pixelSize(dpi: Double(dpi))) { dpi -= 1 }
        return dpi
    }

    private static func fits(_ pixels: (width: Int, height: Int)) -> Bool {
        max(pixels.width, pixels.height) <= CairoRenderer.maximumPixelSide
            && pixels.width <= CairoRenderer.maximumPixelWidth
            && pixels.width * pixels.height <= maximumPNGPixels
    }
}
