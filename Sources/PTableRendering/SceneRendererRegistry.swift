import Layout

/// Scene renderers added to an `ArtworkRenderer` beside ptable's own, selected by their
/// format's name (`SceneFormat.name`).
///
/// ```swift
/// let renderer = ArtworkRenderer(theme: .classic).registering(OutlineRenderer())
/// let text = try renderer.render(.tile(sodium, size: 256), formatNamed: "outline")
/// ```
public struct SceneRendererRegistry: Sendable {
    private var renderers: [String: any SceneRenderer] = [:]

    /// An empty registry: only ptable's own formats.
    public init() {}

    /// Adds `renderer` under its format's name, replacing one registered under that name
    /// (a registered renderer also takes the place of ptable's own renderer of that name).
    public mutating func register(_ renderer: any SceneRenderer) {
        renderers[renderer.format.name.lowercased()] = renderer
    }

    /// The renderer registered under `name` (case-insensitive), if any.
    public func renderer(named name: String) -> (any SceneRenderer)? {
        renderers[name.lowercased()]
    }

    /// The registered format names, sorted.
    public var names: [String] { renderers.keys.sorted() }
}
