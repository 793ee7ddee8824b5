import Foundation
import Testing
@testable import Layout

/// Tiles at every size from 32 px up: no text under the floor, nothing outside the tile or on
/// top of another text, and places left out only in `FrontPlace.dropOrder`.
@Suite struct LevelOfDetailTests {
    static let table = try! PeriodicTable.bundled()
    static let themes: [Theme] = Theme.builtInNames.map { Theme.builtIn[$0]! }

    /// Problems of one tile scene, as readable lines; empty when it is legible and fitted.
    static func problems(in scene: Scene, label: String) -> [String] {
        let s = scene.width
        var found: [String] = []
        let runs = scene.textRuns
        for run in LegibilityFloor.illegibleText(in: scene) {
            found.append("\(label): \(run.role) \"\(run.text)\" at \(run.fontSize) under the floor")
        }
        for run in runs {
            let top = run.y - 0.73 * run.fontSize
            let bottom = run.y + 0.12 * run.fontSize
            if run.minX < -0.01 || run.minX + run.measuredWidth > s + 0.01 || top < -0.01 || bottom > s + 0.01 {
                found.append("\(label): \(run.role) \"\(run.text)\" outside the tile")
            }
        }
        for (index, a) in runs.enumerated() {
            for b in runs[(index + 1)...] where overlaps(a, b) {
                found.append("\(label): \(a.role) \"\(a.text)\" overlaps \(b.role) \"\(b.text)\"")
            }
        }
        return found
    }

    static func overlaps(_ a: SceneText, _ b: SceneText) -> Bool {
        let horizontal = a.minX < b.minX + b.measuredWidth - 0.01 && b.minX < a.minX + a.measuredWidth - 0.01
        let aTop = a.y - 0.73 * a.fontSize, bTop = b.y - 0.73 * b.fontSize
        let vertical = aTop < b.y - 0.01 && bTop < a.y - 0.01
        return horizontal && vertical
    }

    /// The places of `order` a front scene shows, found by the roles of its texts.
    static func shownPlaces(_ runs: [SceneText], slots: DetailSlots, order: [FrontPlace]) -> [FrontPlace] {
        let roles = Set(runs.map(\.role))
        let labels = Set(runs.filter { $0.role == .label }.map(\.text))
        return order.filter { place in
            let field = place.field(in: slots)
            if case .fact = place { return labels.contains(field.label) }
            return roles.contains(field.role)
        }
    }

    /// Elements that are hard to fit: the longest names and masses, a descender in the symbol,
    /// missing values. They go through every size, front and back, in the classic theme.
    static let hardest: Set<String> = ["Rf", "Pr", "Hg", "C"]

    /// Every size from 32 to 512 and every element in each of the six runs (front and back in
    /// three themes): each run takes every twelfth element at a size, turning with the size,
    /// so every element meets every size modulo 12 in every run; the hardest go through every
    /// size. (All pairs in all runs would be 340 000 scenes, too slow for CI.)
    static func cases(theme themeIndex: Int, side: Int) -> [(element: Element, size: Int)] {
        let elements = table.elements
        let hardIndices = themeIndex == 0 ? elements.indices.filter { hardest.contains(elements[$0].symbol) } : []
        var cases: [(Element, Int)] = []
        for size in 32...512 {
            let first = (12 - (size + themeIndex * 4 + side * 2) % 12) % 12
            let indices = Set(stride(from: first, to: elements.count, by: 12)).union(hardIndices).sorted()
            cases += indices.map { (elements[$0], size) }
        }
        return cases
    }

    @Test(arguments: 0..<3)
    func frontTilesAreLegibleFittedAndDropInOrder(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        let layout = DetailTileLayout(theme: theme)
        let order = FrontPlace.dropOrder(for: theme.slots.detail)
        var problems: [String] = []
        for (element, size) in Self.cases(theme: themeIndex, side: 0) {
            let scene = try layout.scene(for: element, size: Double(size))
            let label = "\(theme.name) \(element.symbol) \(size) px front"
            problems += Self.problems(in: scene, label: label)
            let runs = scene.textRuns
            if !runs.contains(where: { $0.role == .symbol }) || !runs.contains(where: { $0.role == .number }) {
                problems.append("\(label): lost its number or symbol")
            }
            let shown = Self.shownPlaces(runs, slots: theme.slots.detail, order: order)
            let dropped = order.filter { !shown.contains($0) }
            if Array(order.prefix(dropped.count)) != dropped {
                problems.append("\(label): dropped \(dropped) out of order")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: 0..<3)
    func backTilesAreLegibleAndFitted(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        let layout = BackTileLayout(theme: theme)
        var problems: [String] = []
        for (element, size) in Self.cases(theme: themeIndex, side: 1) {
            let scene = try layout.scene(for: element, size: Double(size))
            let label = "\(theme.name) \(element.symbol) \(size) px back"
            problems += Self.problems(in: scene, label: label)
            if !scene.textRuns.contains(where: { $0.role == .symbol }) {
                problems.append("\(label): lost its symbol")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }
}
