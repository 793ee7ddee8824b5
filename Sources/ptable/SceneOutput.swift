import Foundation
import Layout
import SVGRenderer

/// Draws a scene in a file format.
enum SceneOutput {
    static func render(_ scene: Scene, as format: OutputFormat, options: OutputOptions) throws -> Data {
        switch format {
        case .json:
            return try scene.jsonData()
        case .svg:
            return try SVGRenderer(options: .init(embedFonts: options.embedFonts)).renderData(scene)
        case .ansi, .png, .pdf:
            throw CLIError.renderFailed("\(format.rawValue) output is not available in this build")
        }
    }
}
