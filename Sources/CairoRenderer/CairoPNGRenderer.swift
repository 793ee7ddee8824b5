import Foundation
import Layout

/// PNG through Cairo as a `SceneRenderer`: `scale` pixels per scene point.
public struct CairoPNGRenderer: SceneRenderer {
    /// Pixels per scene point (dpi / 72 for a printed page).
    public var scale: Double
    /// The Cairo renderer drawing it, whose font faces are shared by its copies.
    public var cairo: CairoRenderer

    public init(scale: Double = 1, cairo: CairoRenderer = CairoRenderer()) {
        self.scale = scale
        self.cairo = cairo
    }

    public var format: SceneFormat { .png }

    public func renderData(_ scene: Scene) throws -> Data {
        try cairo.png(scene, scale: scale)
    }
}
