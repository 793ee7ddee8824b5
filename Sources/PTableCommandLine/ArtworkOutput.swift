import ANSIRenderer
import Foundation
import Layout
import PTableRendering

/// The one way a command turns what it drew into bytes: an `Artwork` through the facade,
/// with the theme, units and output choices the user gave.
enum ArtworkOutput {
    /// `artwork` in `format`; `pageDPI` for a printed page (PNG pixels per inch, SVG in points).
    static func render(_ artwork: Artwork, as format: RenderFormat, theme: Theme, formatter: ElementFormatter,
                       options: OutputOptions, largeTable: Bool = false, pageDPI: Int? = nil) throws -> Data {
        do {
            return try renderer(theme: theme, formatter: formatter, options: options, largeTable: largeTable,
                                pageDPI: pageDPI).render(artwork, as: format)
        } catch let error as ANSIRenderer.TooNarrow {
            throw CLIError.terminalTooNarrow(columns: error.columns, needed: error.needed, artwork: error.artwork.rawValue)
        }
    }

    /// `artwork` in `format` written to `destination`; a PNG streams band by band, so a huge
    /// poster is never in memory whole. The bytes are those of `render`.
    static func write(_ artwork: Artwork, as format: RenderFormat, theme: Theme, formatter: ElementFormatter,
                      options: OutputOptions, pageDPI: Int? = nil, to destination: OutputWriter.Destination) throws {
        let renderer = renderer(theme: theme, formatter: formatter, options: options, largeTable: false, pageDPI: pageDPI)
        try OutputWriter.write(to: destination) { write in
            try renderer.write(artwork, as: format, to: write)
        }
    }

    private static func renderer(theme: Theme, formatter: ElementFormatter, options: OutputOptions,
                                 largeTable: Bool, pageDPI: Int?) -> ArtworkRenderer {
        var renderOptions = options.renderOptions
        renderOptions.tableStyle = largeTable ? .large : .compact
        if let pageDPI {
            renderOptions = renderOptions.forPrintedPage(dpi: pageDPI)
        }
        return ArtworkRenderer(theme: theme, formatter: formatter, options: renderOptions)
    }
}

extension OutputOptions {
    /// The format choices of `--embed-fonts`, `--outline-text`, `--color` (`auto` judged by
    /// where `-o` writes) and `--columns` (else `COLUMNS`, the terminal's width or 80).
    var renderOptions: RenderOptions {
        RenderOptions(embedFonts: embedFonts, outlineText: outlineText,
                      colorMode: TerminalOutput.mode(for: color ?? .auto, outputPath: path),
                      terminalColumns: TerminalWidth.columns(override: columns))
    }
}
