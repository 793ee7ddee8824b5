import Layout

extension CairoRenderer {
    /// The longest side of a PNG, in pixels: the PNG format's own limit, 2^31 − 1. Large
    /// pages are drawn in bands, so Cairo's 32767 px surface limit does not apply.
    public static let maximumPixelSide = PNGPixelLayout.maximumSide
    /// The widest PNG, in pixels: a band's rows are one Cairo buffer whose stride (4 bytes a
    /// pixel) is a 32-bit integer.
    public static let maximumPixelWidth = Int(Int32.max) / 4
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
        guard width <= Double(maximumPixelSide), height <= Double(maximumPixelSide) else {
            throw CairoRendererError.canvasTooLarge(
                width: width, height: height, unit: "px",
                limit: "a PNG side may be at most \(maximumPixelSide) px (2^31 − 1, the PNG format's limit)")
        }
        guard width <= Double(maximumPixelWidth) else {
            throw CairoRendererError.canvasTooLarge(
                width: width, height: height, unit: "px",
                limit: "a PNG may be at most \(maximumPixelWidth) px wide (Cairo's row stride is a 32-bit number)")
        }
        return (Int(width), Int(height))
    }

    /// Throws unless the scene's sides are positive finite numbers.
    package static func validateVectorSize(of scene: Scene) throws {
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
