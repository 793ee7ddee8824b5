import Foundation
import Layout

/// A one-page PDF through Cairo as a `SceneRenderer`, with links and a fixed document date.
public struct CairoPDFRenderer: SceneRenderer {
    /// The Cairo renderer drawing it; its `documentDate` is written into the PDF.
    public var cairo: CairoRenderer

    public init(cairo: CairoRenderer = CairoRenderer()) {
        self.cairo = cairo
    }

    public var format: SceneFormat { .pdf }

    public func renderData(_ scene: Scene) throws -> Data {
        try cairo.pdf(scene)
    }
}
