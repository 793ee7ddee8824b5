import Foundation
import Layout

extension CairoRenderer {
    /// The longest side of a PNG, in pixels: Cairo's own limit for an image surface.
    public static let maximumPixelSide = 32_767
    /// The largest PNG area, in pixels (300 megapixels, 1.2 GB of ARGB).
    public static let maximumPixelCount = 300_000_000
    /// The largest PDF page side, in points: Acrobat's limit of 200 inches.
    public static let maximumPageSide = 14_400.0

    /// The pixel size of `scene` at `scale`, or an error when it is invalid or over the limits.
    static func pixelSize(of scene: Scene, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw CairoRendererError.invalidScale(scale) }
        try validateVectorSize(of: scene)
        let width = (scene.width * scale).rounded()
        let height = (scene.height * scale).rounded()
        guard width >= 1, height >= 1 else {
            throw CairoRendererError.invalidCanvasSize(width: width, height: height, unit: "px")
        }
        let side = Double(maximumPixelSide)
        guard width <= side, height <= side else {
            throw CairoRendererError.canvasTooLarge(
                width: width, height: height, unit: "px",
                limit: "a side may be at most \(maximumPixelSide) px")
        }
        guard width * height <= Double(maximumPixelCount) else {
            throw CairoRendererError.canvasTooLarge(
                width: width, height: height, unit: "px",
                limit: "the image may have at most \(maximumPixelCount / 1_000_000) megapixels")
        }
        return (Int(width), Int(height))
    }

    /// Throws unless the scene's sides are positive finite numbers.
    static func validateVectorSize(of scene: Scene) throws {
        guard scene.width.isFinite, scene.height.isFinite, scene.width > 0, scene.height > 0 else {
            throw CairoRendererError.invalidCanvasSize(width: scene.width, height: scene.height, unit: "pt")
        }
    }

    /// Throws unless the scene fits on a PDF page.
    static func validatePageSize(of scene: Scene) throws {
        try validateVectorSize(of: scene)
        // A hair of tolerance: 5080 mm, the largest paper, is 14400.000000000002 pt in Double.
        guard scene.width <= maximumPageSide + 1e-6, scene.height <= maximumPageSide + 1e-6 else {
            throw CairoRendererError.canvasTooLarge(
                width: scene.width, height: scene.height, unit: "pt",
                limit: "a PDF page side may be at most \(Int(maximumPageSide)) pt (200 in)")
        }
    }
}
