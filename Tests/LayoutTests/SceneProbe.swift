@testable import Layout

/// Ways to find things in a scene for assertions.
extension Scene {
    /// Every group, depth first, with the translation of its ancestors and itself applied.
    var allGroups: [(group: SceneGroup, x: Double, y: Double)] {
        var found: [(SceneGroup, Double, Double)] = []
        func visit(_ nodes: [SceneNode], dx: Double, dy: Double) {
            for case let .group(group) in nodes {
                found.append((group, dx + group.x, dy + group.y))
                visit(group.children, dx: dx + group.x, dy: dy + group.y)
            }
        }
        visit(nodes, dx: 0, dy: 0)
        return found.map { (group: $0.0, x: $0.1, y: $0.2) }
    }

    /// The tiles (groups with class `tile`) with their absolute origins.
    var tiles: [(group: SceneGroup, x: Double, y: Double)] {
        allGroups.filter { $0.group.classes.contains("tile") }
    }

    func group(id: String) -> SceneGroup? {
        allGroups.first { $0.group.id == id }?.group
    }
}

extension SceneGroup {
    var rects: [SceneRect] { children.compactMap { if case let .rect(r) = $0 { r } else { nil } } }
    var lines: [SceneLine] { children.compactMap { if case let .line(l) = $0 { l } else { nil } } }
    var texts: [SceneText] { children.compactMap { if case let .text(t) = $0 { t } else { nil } } }
    var background: SceneRect? { rects.first { $0.role == "tile-background" } }
    func text(_ role: TextRole) -> SceneText? { texts.first { $0.role == role } }

    /// Every text in the group and its descendants.
    var allTexts: [SceneText] {
        children.flatMap { node -> [SceneText] in
            switch node {
            case let .text(text): [text]
            case let .group(group): group.allTexts
            default: []
            }
        }
    }
}
