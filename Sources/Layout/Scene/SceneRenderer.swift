import Foundation

/// Turns a resolved `Scene` into the bytes of one file format.
///
/// ptable's own renderers conform (`SVGRenderer`, `CairoSceneRenderer` for PNG, PDF and
/// outlined SVG, `JPEGRenderer`, `SceneJSONRenderer`), and so can one written outside ptable:
/// hand it to `ArtworkRenderer.render(_:with:)` (or register it by its format name) and it
/// renders every tile, back, table and palette through the same path as the CLI.
///
/// A renderer's options (colour depth, scale, embedded fonts) are its own stored properties,
/// set when it is made: the scene says what to draw, the renderer only how to write it. It
/// draws and never decides: sizes, fitted text, colours and links arrive resolved, links
/// already limited to `SceneLink.allowedSchemes` and rectangles never negative.
///
/// ```swift
/// struct OutlineRenderer: SceneRenderer {
///     var format: SceneFormat { SceneFormat(name: "outline", fileExtension: "txt", isText: true) }
///     func renderData(_ scene: Scene) throws -> Data {
///         Data(scene.textRuns.map(\.text).joined(separator: "\n").utf8)
///     }
/// }
/// ```
public protocol SceneRenderer: Sendable {
    /// The format this renderer writes: its name, file extension and whether it is text.
    var format: SceneFormat { get }

    /// The scene in this renderer's format.
    ///
    /// - Throws: whatever stops the renderer (a canvas too large, a font it cannot read).
    func renderData(_ scene: Scene) throws -> Data
}
