import Foundation
import Layout
import PTableTestSupport

/// Real table scenes for the PNG encoder's tests: the A4 and A0 posters, laid out as the CLI
/// lays them out.
enum PosterScenes {
    /// The standard table filling `paper` in landscape, as `ptable table --paper …` draws it.
    /// Laid out once per paper and shared by the tests.
    static func poster(_ paper: PaperSize) throws -> Scene {
        if let laidOut = cache.withLock({ $0[paper.name] }) { return laidOut }
        let table = try PeriodicTable.bundled()
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let options = TableSceneLayout.Options(page: PageGeometry(paper: paper))
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        cache.withLock { $0[paper.name] = scene }
        return scene
    }

    private static let cache = Locked<[String: Scene]>([:])

    /// The scene without its background, so its PNG has transparent and partly transparent
    /// pixels (antialiased edges, rounded corners).
    static func transparent(_ scene: Scene) -> Scene {
        var scene = scene
        scene.background = nil
        return scene
    }
}
