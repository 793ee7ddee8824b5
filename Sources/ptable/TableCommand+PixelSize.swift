import ArgumentParser
import CairoRenderer
import Layout

extension TableCommand {
    /// The scene rounds coordinates to 1/100 pt, so a 5080 mm side (14400.000000000002 pt)
    /// is drawn as exactly the PDF limit of 14400 pt.
    static let pointRounding = 0.005

    /// Refuses a PNG under one pixel a side or over the PNG format's limits before anything is
    /// drawn. Large pages are drawn in bands, so memory and Cairo's canvas size set no limit.
    func validatePixelSize(of page: PageGeometry, paperName: String) throws {
        let dpi = Double(self.dpi ?? Self.defaultDPI)
        let pixels = page.pixelSize(dpi: dpi)
        let description = "\(paperName) at \(Int(dpi)) dpi is \(pixels.width) × \(pixels.height) px"
        if min(pixels.width, pixels.height) < 1 {
            var minimumDPI = Int(dpi)
            while minimumDPI < 2400, min(page.pixelSize(dpi: Double(minimumDPI)).width, page.pixelSize(dpi: Double(minimumDPI)).height) < 1 {
                minimumDPI += 1
            }
            throw ValidationError("--dpi \(Int(dpi)) is too low: \(description); use --dpi \(minimumDPI) or more")
        }
        if max(pixels.width, pixels.height) > CairoRenderer.maximumPixelSide {
            throw ValidationError("\(description); a PNG side may be at most \(CairoRenderer.maximumPixelSide) px")
        }
        if pixels.width > CairoRenderer.maximumPixelWidth {
            throw ValidationError("\(description); a PNG may be at most \(CairoRenderer.maximumPixelWidth) px wide")
        }
    }
}
