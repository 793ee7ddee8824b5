import CairoRenderer
import JPEGRenderer
import Layout
import SceneJSONRenderer
import SVGRenderer

public extension ArtworkRenderer {
    /// The same renderer with `renderer` registered under its format's name.
    func registering(_ renderer: some SceneRenderer) -> ArtworkRenderer {
        var copy = self
        copy.registry.register(renderer)
        return copy
    }

    /// The scene renderer for `name` (case-insensitive): a registered one, else ptable's own
    /// made with `options` (`svg` is Cairo's outlined SVG with `options.outlineText`); nil
    /// for terminal text, which is drawn from the layout, and for unknown names.
    func sceneRenderer(named name: String) -> (any SceneRenderer)? {
        if let registered = registry.renderer(named: name) {
            return registered
        }
        switch RenderFormat(rawValue: name.lowercased()) {
        case .json:
            return SceneJSONRenderer()
        case .svg where options.outlineText:
            return CairoSceneRenderer(.outlinedSVG(sizeInPoints: options.svgSizeUnit == .point), cairo: cairo)
        case .svg:
            return SVGRenderer(options: .init(embedFonts: options.embedFonts, sizeUnit: options.svgSizeUnit))
        case .png:
            return CairoSceneRenderer(.png(scale: options.pngScale), cairo: cairo)
        case .pdf:
            return CairoSceneRenderer(.pdf, cairo: cairo)
        case .jpeg:
            return JPEGRenderer(scale: options.pngScale, matte: theme.pageBackground, cairo: cairo)
        case .ansi, nil:
            return nil
        }
    }

    /// Every format name a scene can be rendered in: ptable's own and the registered ones.
    var formatNames: [String] {
        let own = RenderFormat.allCases.filter { $0 != .ansi }.map(\.rawValue)
        return own + registry.names.filter { !own.contains($0) }
    }
}
