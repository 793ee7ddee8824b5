import CairoRenderer
import Foundation
import Layout
import SVGRenderer

/// Draws a scene in a file format.
enum SceneOutput {
    /// `scale` multiplies the scene's points into PNG pixels (dpi / 72); vector formats ignore it.
    static func render(_ scene: Scene, as format: OutputFormat, options: OutputOptions, scale: Double = 1) throws -> Data {
        switch format {
        case .json:
            return try scene.jsonData()
        case .svg where options.outlineText:
            return try CairoRenderer().outlinedSVG(scene)
        case .svg:
            return try SVGRenderer(options: .init(embedFonts: options.embedFonts)).renderData(scene)
        case .png:
            return try CairoRenderer().png(scene, scale: scale)
        case .pdf:
            return try CairoRenderer().pdf(scene)
        case .ansi:
            throw CLIError.renderFailed("ansi output is drawn from the layout, not from a scene")
        }
    }
}
