import Foundation
import Layout

/// Writes a `Scene` as a standalone SVG document, in pure Swift.
///
/// One scene point is one SVG user unit (a CSS pixel): `width`, `height` and `viewBox`
/// all equal the scene's size, so `rsvg-convert` at its default scale gives an image
/// of the same pixel size as the scene in points. Text stays text. Ids, classes, text
/// and links from data are sanitized and escaped, and the same scene always gives the
/// same bytes.
public struct SVGRenderer: Sendable {
    /// Choices about the document that the scene does not make.
    public struct Options: Equatable, Sendable {
        /// Whether to embed every font face the scene uses as a base64 `@font-face`,
        /// so the document looks the same where the fonts are not installed.
        public var embedFonts: Bool

        public init(embedFonts: Bool = false) {
            self.embedFonts = embedFonts
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document for `scene`, ending with a newline.
    ///
    /// Throws only when embedding fonts and a font file cannot be found or read.
    public func render(_ scene: Scene) throws -> String {
        let fontData: ((FontFace) throws -> Data)? = options.embedFonts ? { try Self.fontData(for: $0) } : nil
        return try SVGDocument.render(scene, fontData: fontData)
    }

    /// The SVG document for `scene` as UTF-8 bytes.
    public func renderData(_ scene: Scene) throws -> Data {
        Data(try render(scene).utf8)
    }
}

private extension SVGRenderer {
    static func fontData(for face: FontFace) throws -> Data {
        let url = try FontLibrary.url(for: face)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SVGRendererError.unreadableFont(path: url.path, reason: error.localizedDescription)
        }
    }
}
