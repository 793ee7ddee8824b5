import Foundation
import Layout
import PTableRendering

/// Draws a scene in a file format through the shared `ArtworkRenderer`.
enum SceneOutput {
    /// `scale` multiplies the scene's points into PNG pixels (dpi / 72); vector formats ignore it.
    static func render(_ scene: Scene, as format: OutputFormat, options: OutputOptions, scale: Double = 1) throws -> Data {
        guard let renderFormat = RenderFormat(rawValue: format.rawValue), renderFormat != .ansi else {
            throw CLIError.renderFailed("ansi output is drawn from the layout, not from a scene")
        }
        var renderOptions = options.renderOptions
        renderOptions.pngScale = scale
        return try ArtworkRenderer(options: renderOptions).render(scene, as: renderFormat)
    }
}

extension OutputOptions {
    /// The format choices of `--embed-fonts` and `--outline-text`.
    var renderOptions: RenderOptions {
        RenderOptions(embedFonts: embedFonts, outlineText: outlineText)
    }
}
