import Foundation
import Layout
import PTableRendering

/// Draws a scene in a file format through the shared `ArtworkRenderer`.
enum SceneOutput {
    /// `pageDPI` is set for a printed page, whose scene is in points: PNG pixels are its points
    /// × dpi / 72, and the SVG states its size in points so it opens at its paper size.
    static func render(_ scene: Scene, as format: OutputFormat, options: OutputOptions, pageDPI: Int? = nil) throws -> Data {
        let (renderer, renderFormat) = try renderer(for: format, options: options, pageDPI: pageDPI)
        return try renderer.render(scene, as: renderFormat)
    }

    /// Renders and writes to `destination`; a PNG streams band by band, so a huge poster is
    /// never in memory whole.
    static func write(_ scene: Scene, as format: OutputFormat, options: OutputOptions, pageDPI: Int? = nil,
                      to destination: OutputWriter.Destination) throws {
        let (renderer, renderFormat) = try renderer(for: format, options: options, pageDPI: pageDPI)
        try OutputWriter.write(to: destination) { write in
            try renderer.write(scene, as: renderFormat, to: write)
        }
    }

    private static func renderer(for format: OutputFormat, options: OutputOptions,
                                 pageDPI: Int?) throws -> (ArtworkRenderer, RenderFormat) {
        guard let renderFormat = RenderFormat(rawValue: format.rawValue), renderFormat != .ansi else {
            throw CLIError.renderFailed("ansi output is drawn from the layout, not from a scene")
        }
        var renderOptions = options.renderOptions
        if let pageDPI {
            renderOptions.pngScale = Double(pageDPI) / 72
            renderOptions.svgSizeUnit = .point
        }
        return (ArtworkRenderer(options: renderOptions), renderFormat)
    }
}

extension OutputOptions {
    /// The format choices of `--embed-fonts` and `--outline-text`.
    var renderOptions: RenderOptions {
        RenderOptions(embedFonts: embedFonts, outlineText: outlineText)
    }
}
