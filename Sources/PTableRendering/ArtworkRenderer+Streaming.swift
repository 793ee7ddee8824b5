import Foundation
import Layout

extension ArtworkRenderer {
    /// An already laid-out scene in `format`, handed to `output` piece by piece.
    ///
    /// A PNG streams: a large page is drawn and compressed band by band, each band handed to
    /// `output` before the next is drawn, so an A0 poster at 600 dpi never sits in memory
    /// whole. Other formats are rendered whole and handed over at once. The bytes are those
    /// of `render(_:as:)`.
    public func write(_ scene: Scene, as format: RenderFormat, to output: (Data) throws -> Void) throws {
        if format == .png {
            try cairo.writePNG(scene, scale: options.pngScale, to: output)
        } else {
            try output(render(scene, as: format))
        }
    }
}
