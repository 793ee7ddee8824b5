import Foundation
import Layout
import PTableRendering

/// The one way a command turns what it drew into bytes: an `Artwork` through the facade,
/// with the theme, units and output choices the user gave.
enum ArtworkOutput {
    /// `artwork` in `format`; `pageDPI` for a printed page (PNG pixels per inch, SVG in points).
    static func render(_ artwork: Artwork, as format: RenderFormat, theme: Theme, formatter: ElementFormatter,
                       options: OutputOptions, largeTable: Bool = false, pageDPI: Int? = nil) throws -> Data {
        var renderOptions = options.renderOptions
        renderOptions.tableStyle = largeTable ? .large : .compact
        if let pageDPI {
            renderOptions = renderOptions.forPrintedPage(dpi: pageDPI)
        }
        return try ArtworkRenderer(theme: theme, formatter: formatter, options: renderOptions).render(artwork, as: format)
    }
}

extension OutputOptions {
    /// The format choices of `--embed-fonts`, `--outline-text` and `--color`.
    var renderOptions: RenderOptions {
        RenderOptions(embedFonts: embedFonts, outlineText: outlineText, colorMode: TerminalOutput.mode(for: color))
    }
}
