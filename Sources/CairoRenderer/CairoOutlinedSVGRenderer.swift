import Foundation
import Layout

/// SVG from Cairo's SVG surface, every glyph an outline, as a `SceneRenderer`
/// (`CairoRenderer.outlinedSVG(_:)`).
public struct CairoOutlinedSVGRenderer: SceneRenderer {
    /// The Cairo renderer drawing it.
    public var cairo: CairoRenderer

    public init(cairo: CairoRenderer = CairoRenderer()) {
        self.cairo = cairo
    }

    public var format: SceneFormat { .svg }

    public func renderData(_ scene: Scene) throws -> Data {
        try cairo.outlinedSVG(scene)
    }
}
