import ANSIRenderer
import SVGRenderer

/// Format-specific choices that do not change the design, only how it is written.
public struct RenderOptions: Equatable, Sendable {
    /// SVG: embed the bundled font files, so web browsers draw the SVG in Inter without Inter
    /// installed (viewers that use installed fonts only ignore them: see `outlineText`).
    public var embedFonts: Bool
    /// SVG: draw text as outlines with Cairo instead of writing `<text>` (not byte-stable
    /// across Cairo versions; do not snapshot-test it).
    public var outlineText: Bool
    /// ANSI: how many colours the escape sequences may use.
    public var colorMode: ColorMode
    /// ANSI: compact (two lines per cell) or large (ruled, three lines per cell) tables.
    public var tableStyle: ANSIRenderer.TableStyle
    /// ANSI: the terminal's width in columns. A table takes the richest form of `tableStyle`'s
    /// fallbacks that fits (or fails with `ANSIRenderer.TooNarrow`) and a card grows with it;
    /// nil draws `tableStyle` as it is and the card at its standard width.
    public var terminalColumns: Int?
    /// PNG and JPEG: pixels per scene point (dpi / 72 for a printed page); 1 draws a point as a pixel.
    public var pngScale: Double
    /// SVG: the unit of the document's stated size; `.point` for a printed page, so it opens
    /// at its paper size.
    public var svgSizeUnit: SVGRenderer.SizeUnit

    /// Plain SVG with `<text>`, 24-bit colour and compact tables in the terminal.
    public init(embedFonts: Bool = false, outlineText: Bool = false, colorMode: ColorMode = .trueColor,
                tableStyle: ANSIRenderer.TableStyle = .compact, terminalColumns: Int? = nil, pngScale: Double = 1,
                svgSizeUnit: SVGRenderer.SizeUnit = .pixel) {
        self.embedFonts = embedFonts
        self.outlineText = outlineText
        self.colorMode = colorMode
        self.tableStyle = tableStyle
        self.terminalColumns = terminalColumns
        self.pngScale = pngScale
        self.svgSizeUnit = svgSizeUnit
    }

    /// The same options for a printed page laid out in points: PNG at `dpi` pixels per inch
    /// (`pngScale` dpi / 72) and an SVG that states its size in points, so it opens at its
    /// paper size.
    public func forPrintedPage(dpi: Int) -> RenderOptions {
        var copy = self
        copy.pngScale = Double(dpi) / 72
        copy.svgSizeUnit = .point
        return copy
    }
}
