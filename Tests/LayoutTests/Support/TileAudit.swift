import Layout

/// What the level-of-detail suites check on every tile scene they make (tens of thousands of
/// them): text under the legibility floor, text outside the tile, texts on top of each other,
/// and which of the front's places a scene shows.
public enum TileAudit {
    /// Problems of one square tile scene, as readable lines; empty when it is legible and fitted.
    /// `label` names the scene in each line.
    public static func problems(in scene: Scene, label: @autoclosure () -> String) -> [String] {
        let side = scene.width
        var found: [String] = []
        let runs = scene.textRuns
        for run in LegibilityFloor.illegibleText(in: scene) {
            found.append("\(label()): \(run.role) \"\(run.text)\" at \(run.fontSize) under the floor")
        }
        for run in runs {
            let top = run.y - 0.73 * run.fontSize
            let bottom = run.y + 0.12 * run.fontSize
            if run.minX < -0.01 || run.minX + run.measuredWidth > side + 0.01 || top < -0.01 || bottom > side + 0.01 {
                found.append("\(label()): \(run.role) \"\(run.text)\" outside the tile")
            }
        }
        for (index, a) in runs.enumerated() {
            for b in runs[(index + 1)...] where overlaps(a, b) {
                found.append("\(label()): \(a.role) \"\(a.text)\" overlaps \(b.role) \"\(b.text)\"")
            }
        }
        return found
    }

    /// True when the two texts' boxes (cap height to baseline) cross by more than 0.01 pt.
    public static func overlaps(_ a: SceneText, _ b: SceneText) -> Bool {
        let horizontal = a.minX < b.minX + b.measuredWidth - 0.01 && b.minX < a.minX + a.measuredWidth - 0.01
        let aTop = a.y - 0.73 * a.fontSize, bTop = b.y - 0.73 * b.fontSize
        let vertical = aTop < b.y - 0.01 && bTop < a.y - 0.01
        return horizontal && vertical
    }

    /// The places of `order` a front scene shows, found by the roles of its texts.
    public static func shownPlaces(_ runs: [SceneText], slots: DetailSlots, order: [FrontPlace]) -> [FrontPlace] {
        let roles = Set(runs.map(\.role))
        let labels = Set(runs.filter { $0.role == .label }.map(\.text))
        return order.filter { place in
            let field = place.field(in: slots)
            if case .fact = place { return labels.contains(field.label(in: .english)) }
            return roles.contains(field.role)
        }
    }
}
