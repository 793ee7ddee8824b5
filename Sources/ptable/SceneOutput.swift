import Foundation
import Layout
import PTableRendering

/// Draws a scene in a file format through the shared `ArtworkRenderer`.
enum SceneOutput {
    static func render(_ scene: Scene, as format: OutputFormat, options: OutputOptions) throws -> Data {
        guard let renderFormat = RenderFormat(rawValue: format.rawValue), renderFormat != .ansi else {
            throw CLIError.renderFailed("ansi output is drawn from the layout, not from a scene")
        }
        return try ArtworkRenderer(options: options.renderOptions).render(scene, as: renderFormat)
    }
}

extension OutputOptions {
    /// The format choices of `--embed-fonts` and `--outline-text`.
    var renderOptions: RenderOptions {
        RenderOptions(embedFonts: embedFonts, outlineText: outlineText)
    }
}
