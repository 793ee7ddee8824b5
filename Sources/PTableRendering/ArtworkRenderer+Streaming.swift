import Foundation
import Layout

extension ArtworkRenderer {
    /// The artwork in `format`, handed to `output` piece by piece.
    ///
    /// ptable's own PNG streams: a large page is drawn and compressed band by band, each band
    /// handed to `output` before the next is drawn, so an A0 poster at 600 dpi never sits in
    /// memory whole. Other formats (and a PNG renderer registered in its place) are rendered
    /// whole and handed over at once. The bytes are those of `render(_:as:)`.
    public func write(_ artwork: Artwork, as format: RenderFormat, to output: (Data) throws -> Void) throws {
        if format == .png, registry.renderer(named: format.rawValue) == nil {
            try cairo.writePNG(try scene(for: artwork), scale: options.pngScale, to: output)
        } else {
            try output(render(artwork, as: format))
        }
    }

    /// An already laid-out scene in `format`, handed to `output` piece by piece, as
    /// `write(_:as:to:)` hands an artwork.
    public func write(_ scene: Scene, as format: RenderFormat, to output: (Data) throws -> Void) throws {
        if format == .png, registry.renderer(named: format.rawValue) == nil {
            try cairo.writePNG(scene, scale: options.pngScale, to: output)
        } else {
            try output(render(scene, as: format))
        }
    }
}
