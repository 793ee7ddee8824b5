import CairoRenderer
import Foundation
import Layout

/// JPEG as a `SceneRenderer`: the scene drawn by Cairo at `scale` pixels per point, laid over
/// `matte` (JPEG has no transparency: a tile's rounded corners take the page's colour) and
/// encoded by libjpeg-turbo at a fixed quality, so the same scene gives the same bytes. A printed
/// page (a scene with a bleed, or a scale other than 1) states its dpi and embeds an sRGB ICC profile.
///
/// ```swift
/// let jpeg = try JPEGRenderer(matte: Theme.classic.pageBackground).renderData(scene)
/// ```
public struct JPEGRenderer: SceneRenderer {
    /// Pixels per scene point, as for PNG.
    public var scale: Double
    /// The opaque colour under transparent pixels.
    public var matte: Color
    /// The quality and the encoding.
    public var encoder: JPEGEncoder
    /// The Cairo renderer drawing it, whose font faces are shared by its copies.
    public var cairo: CairoRenderer

    /// The format's name is `jpeg`; files end in `.jpg`.
    public static let format = SceneFormat(name: "jpeg", fileExtension: "jpg", isText: false)

    /// A JPEG renderer at `scale` pixels per point over `matte` (its alpha ignored: the matte is
    /// always opaque), drawn by `cairo` and encoded by `encoder`; nothing is checked until a scene is rendered.
    public init(scale: Double = 1, matte: Color = Color(red: 255, green: 255, blue: 255), encoder: JPEGEncoder = .standard,
                cairo: CairoRenderer = CairoRenderer()) {
        self.scale = scale
        self.matte = Color(red: matte.red, green: matte.green, blue: matte.blue)
        self.encoder = encoder
        self.cairo = cairo
    }

    /// `jpeg`, files ending in `.jpg`: the same as `JPEGRenderer.format`.
    public var format: SceneFormat { Self.format }

    /// - Throws: `JPEGRendererError.canvasTooLarge` before drawing when the image is over the
    ///   encoder's limits; whatever Cairo's PNG path throws for the same scene and scale.
    public func renderData(_ scene: Scene) throws -> Data {
        let width = (scene.width * scale).rounded(), height = (scene.height * scale).rounded()
        // Sizes that are not sizes at all (NaN, zero, negative) are left to Cairo's own check.
        if width.isFinite, height.isFinite, width >= 1, height >= 1 {
            try JPEGEncoder.checkSize(width: Int(min(width, 1e9)), height: Int(min(height, 1e9)))
        }
        // As for PNG: a printed page (a scene with a bleed, 0 or more) at any scale, 72 dpi
        // included, or any scene at a scale other than 1 states 72 × scale dpi. A page goes to
        // print, so it also says its colours are sRGB, as the page's PDF does; a tile stays
        // 2.5 KB lighter and is read as sRGB by the web's convention.
        let printedPage = scale != 1 || scene.bleed != nil
        return try encoder.encode(try cairo.rgb(scene, scale: scale, matte: matte),
                                  dotsPerInch: printedPage ? Int((72 * scale).rounded()) : nil,
                                  embedsSRGBProfile: printedPage)
    }
}
