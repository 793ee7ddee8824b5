import Foundation
import Layout

/// One of Cairo's outputs as a `SceneRenderer`: PNG, a one-page PDF, or SVG with every glyph
/// an outline.
public struct CairoSceneRenderer: SceneRenderer {
    /// What the renderer writes.
    public enum Output: Sendable, Equatable {
        /// PNG at `scale` pixels per scene point (dpi / 72 for a printed page).
        case png(scale: Double)
        /// A one-page PDF with links, dated `CairoRenderer.documentDate`.
        case pdf
        /// Cairo's SVG surface: the text drawn as outlines, its size stated in points for a
        /// printed page (`CairoRenderer.outlinedSVG(_:sizeInPoints:)`).
        case outlinedSVG(sizeInPoints: Bool)
    }

    /// What the renderer writes: PNG at a scale, PDF, or outlined SVG.
    public var output: Output
    /// The Cairo renderer drawing it, whose font faces are shared by its copies.
    public var cairo: CairoRenderer

    /// A renderer writing `output`, drawn by `cairo` (a new one, with its own font faces, by default).
    public init(_ output: Output, cairo: CairoRenderer = CairoRenderer()) {
        self.output = output
        self.cairo = cairo
    }

    /// `png`, `pdf` or `svg`, as `output` says.
    public var format: SceneFormat {
        switch output {
        case .png: .png
        case .pdf: .pdf
        case .outlinedSVG: .svg
        }
    }

    /// The scene drawn by Cairo as `output` says: PNG or PDF bytes, or outlined SVG text as UTF-8.
    ///
    /// - Throws: `CairoRendererError` when a font cannot be loaded, the canvas or scale is invalid or
    ///   too large, or Cairo fails.
    public func renderData(_ scene: Scene) throws -> Data {
        switch output {
        case let .png(scale): try cairo.png(scene, scale: scale)
        case .pdf: try cairo.pdf(scene)
        case let .outlinedSVG(sizeInPoints): try cairo.outlinedSVG(scene, sizeInPoints: sizeInPoints)
        }
    }
}
