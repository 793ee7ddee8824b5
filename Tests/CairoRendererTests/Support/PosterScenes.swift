import Foundation
import Layout

/// Real table scenes for the PNG encoder's tests: the A4 and A0 posters, laid out as the CLI
/// lays them out.
enum PosterScenes {
    /// The standard table filling `paper` in landscape, as `ptable table --paper …` draws it.
    static func poster(_ paper: PaperSize) throws -> Scene {
        let table = try PeriodicTable.bundled()
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let options = TableSceneLayout.Options(page: PageGeometry(paper: paper))
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    /// The scene without its background, so its PNG has transparent and partly transparent
    /// pixels (antialiased edges, rounded corners).
    static func transparent(_ scene: Scene) -> Scene {
        var scene = scene
        scene.background = nil
        return scene
    }
}
