import Testing
@testable import Layout

/// Every text run must reach WCAG AA contrast (4.5:1) against what it is drawn on.
@Suite struct TileContrastTests {
    let table = try! PeriodicTable.bundled()

    /// Filled rects in drawing order, translated to scene coordinates.
    func filledRects(_ nodes: [SceneNode], dx: Double = 0, dy: Double = 0) -> [(SceneRect, Double, Double)] {
        nodes.flatMap { node -> [(SceneRect, Double, Double)] in
            switch node {
            case let .group(group): filledRects(group.children, dx: dx + group.x, dy: dy + group.y)
            case let .rect(rect) where rect.fill != nil: [(rect, dx, dy)]
            default: []
            }
        }
    }

    /// The colour under a point: the last filled rect drawn there, else the scene background.
    func background(atX x: Double, y: Double, in scene: Scene) -> Color {
        let hit = filledRects(scene.nodes).last { rect, dx, dy in
            x >= rect.x + dx && x <= rect.x + dx + rect.width && y >= rect.y + dy && y <= rect.y + dy + rect.height
        }
        return hit?.0.fill ?? scene.background ?? .white
    }

    func expectContrast(_ scene: Scene, _ label: String) {
        for run in scene.textRuns where !run.text.isEmpty {
            let middle = run.minX + run.measuredWidth / 2
            let ground = background(atX: middle, y: run.y - run.fontSize * 0.35, in: scene)
            let ratio = run.color.contrastRatio(with: ground)
            #expect(ratio >= 4.5, "\(label) \(run.role) '\(run.text)' \(run.color) on \(ground): \(ratio)")
        }
    }

    @Test func detailTilesReachAAInEveryCategory() throws {
        for element in table.elements {
            expectContrast(try DetailTileLayout().scene(for: element, size: 256), element.name)
        }
    }

    @Test func tableTextReachesAA() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: true)
        expectContrast(try TableSceneLayout().scene(for: placement, options: .init(width: 1600)), "table")
    }
}
