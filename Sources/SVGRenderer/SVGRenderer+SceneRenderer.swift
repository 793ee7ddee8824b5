import Layout

extension SVGRenderer: SceneRenderer {
    /// SVG, written by ptable's own writer with this renderer's options.
    public var format: SceneFormat { .svg }
}
