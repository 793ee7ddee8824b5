import ArgumentParser
import CairoRenderer
import Layout

extension TableCommand {
    /// The scene rounds coordinates to 1/100 pt, so a 5080 mm side (14400.000000000002 pt)
    /// is drawn as exactly the PDF limit of 14400 pt.
    static let pointRounding = 0.005

    /// Refuses a PNG over the Cairo renderer's limits before anything is drawn.
    func validatePixelSize(of page: PageGeometry, paperName: String) throws {
        let dpi = Double(self.dpi ?? Self.defaultDPI)
        let pixels = page.pixelSize(dpi: dpi)
        let longest = max(page.pageWidth, page.pageHeight) / 72
        let sideLimit = Double(CairoRenderer.maximumPixelSide) / longest
        let areaLimit = (Double(CairoRenderer.maximumPixelCount) / (page.pageWidth / 72 * page.pageHeight / 72)).squareRoot()
        var maximumDPI = Int(min(sideLimit, areaLimit).rounded(.down))
        while maximumDPI > 1, !Self.fits(page.pixelSize(dpi: Double(maximumDPI))) { maximumDPI -= 1 }
        let description = "\(paperName) at \(Int(dpi)) dpi is \(pixels.width) × \(pixels.height) px"
        if min(pixels.width, pixels.height) < 1 {
            var minimumDPI = Int(dpi)
            while minimumDPI < 2400, min(page.pixelSize(dpi: Double(minimumDPI)).width, page.pixelSize(dpi: Double(minimumDPI)).height) < 1 {
                minimumDPI += 1
            }
            throw ValidationError("--dpi \(Int(dpi)) is too low: \(description); use --dpi \(minimumDPI) or more")
        }
        if max(pixels.width, pixels.height) > CairoRenderer.maximumPixelSide {
            throw ValidationError("\(description); a PNG side may be at most \(CairoRenderer.maximumPixelSide) px (use --dpi \(maximumDPI) or less)")
        }
        if pixels.width * pixels.height > CairoRenderer.maximumPixelCount {
            throw ValidationError("\(description); a PNG may have at most \(CairoRenderer.maximumPixelCount / 1_000_000) megapixels (use --dpi \(maximumDPI) or less)")
        }
    }

    /// Whether a PNG of `pixels` is within the Cairo renderer's limits.
    static func fits(_ pixels: (width: Int, height: Int)) -> Bool {
        max(pixels.width, pixels.height) <= CairoRenderer.maximumPixelSide
            && pixels.width * pixels.height <= CairoRenderer.maximumPixelCount
    }
}
