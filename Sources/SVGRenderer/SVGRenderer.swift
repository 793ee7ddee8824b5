import Foundation
import Layout

/// Writes a `Scene` as a standalone SVG document, in pure Swift.
///
/// One scene point is one SVG user unit: `viewBox` is the scene's size. By default `width`
/// and `height` are the same numbers in CSS pixels, so `rsvg-convert` at its default scale
/// gives an image of the same pixel size as the scene in points; a printed page sets
/// `sizeUnit` to `.point`, so viewers and print tools see its physical size. Text stays text. Ids, classes, text
/// and links from data are sanitized and escaped, and the same scene always gives the
/// same bytes.
public struct SVGRenderer: Sendable {
    /// Choices about the document that the scene does not make.
    public struct Options: Equatable, Sendable {
        /// Whether to embed every font face the scene uses as a base64 `@font-face`,
        /// so web browsers draw the document in its fonts where they are not installed. Viewers
        /// that use installed fonts only (rsvg-convert) ignore `@font-face`.
        public var embedFonts: Bool
        /// The unit of the root element's `width` and `height`.
        public var sizeUnit: SizeUnit

        /// Options with no fonts embedded unless `embedFonts`, and the size in `sizeUnit` (CSS pixels by default).
        public init(embedFonts: Bool = false, sizeUnit: SizeUnit = .pixel) {
            self.embedFonts = embedFonts
            self.sizeUnit = sizeUnit
        }
    }

    /// The unit in which a document states its size (its drawing is the same in both).
    public enum SizeUnit: String, Equatable, Sendable {
        /// CSS pixels: a screen image, one pixel per scene point.
        case pixel = ""
        /// Typographic points (1/72 in): a printed page, whose scene is laid out in points.
        case point = "pt"
    }

    /// The choices the scene does not make: font embedding and the size unit.
    public var options: Options

    /// A renderer writing SVG with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document for `scene`, ending with a newline.
    ///
    /// Throws only when embedding fonts and a font file cannot be found or read.
    public func render(_ scene: Scene) throws -> String {
        let fontData: ((FontFace) throws -> Data)? = !options.embedFonts ? nil : { face in
            try Self.fontData(for: face, drawing: scene.textRuns.filter { $0.font == face }.map(\.text).joined())
        }
        return try SVGDocument.render(scene, sizeUnit: options.sizeUnit, fontData: fontData)
    }

    /// The SVG document for `scene` as UTF-8 bytes.
    public func renderData(_ scene: Scene) throws -> Data {
        Data(try render(scene).utf8)
    }
}

private extension SVGRenderer {
    /// The file embedded for `face`, whose text in the document is `text` (`FontLibrary.embeddedURL`).
    static func fontData(for face: FontFace, drawing text: String) throws -> Data {
        let url = try FontLibrary.embeddedURL(for: face, drawing: text)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SVGRendererError.unreadableFont(path: url.path, reason: error.localizedDescription)
        }
    }
}
