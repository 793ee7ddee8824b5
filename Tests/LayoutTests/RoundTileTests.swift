import Foundation
import Testing
@testable import Layout

/// Tiles a theme rounds into circles (`cornerRadius` 0.5): no text runs out over the curve, and
/// the fields that cannot stay inside are left out rather than cut.
@Suite struct RoundTileTests {
    static let table = try! PeriodicTable.bundled()

    static func roundTheme(padding: Double) -> Theme {
        var theme = Theme.classic
        theme.tile.cornerRadius = 0.5
        theme.tile.padding = padding
        return theme
    }

    /// The runs of `nodes` (groups translated) whose ink box, cap height above the baseline to
    /// a short descender below it, has a corner outside the circle of diameter `side` at (`x`, `y`).
    static func runsOutside(_ nodes: [SceneNode], side: Double, dx: Double = 0, dy: Double = 0) -> [String] {
        var outside: [String] = []
        for node in nodes {
            switch node {
            case let .text(run):
                let left = dx + run.minX, right = left + run.measuredWidth
                let top = dy + run.y - 0.7 * run.fontSize, bottom = dy + run.y + 0.15 * run.fontSize
                let corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
                let centre = side / 2
                if corners.contains(where: { hypot($0.0 - centre, $0.1 - centre) > centre + 0.05 }) {
                    outside.append("\(run.role) \"\(run.text)\" at \(left)…\(right) × \(top)…\(bottom)")
                }
            case let .group(group):
                outside += runsOutside(group.children, side: side, dx: dx + group.x, dy: dy + group.y)
            default:
                break
            }
        }
        return outside
    }

    @Test(arguments: [0.0, 0.07])
    func frontsAndBacksKeepEveryTextInsideTheCircle(padding: Double) throws {
        let theme = Self.roundTheme(padding: padding)
        var problems: [String] = []
        for element in Self.table.elements {
            for size in [64.0, 128, 256, 512] {
                let front = try DetailTileLayout(theme: theme).scene(for: element, size: size)
                problems += Self.runsOutside(front.nodes, side: size).map { "\(element.symbol) \(size) front: \($0)" }
            }
            for size in [256.0, 512] {
                let back = try BackTileLayout(theme: theme).scene(for: element, size: size)
                problems += Self.runsOutside(back.nodes, side: size).map { "\(element.symbol) \(size) back: \($0)" }
            }
        }
        let outside = problems.count
        #expect(outside == 0, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func aRoundTileStillShowsItsFieldsWhereTheyFit() throws {
        let iron = try #require(Self.table.element(matching: "Fe"))
        let runs = try DetailTileLayout(theme: Self.roundTheme(padding: 0)).scene(for: iron, size: 512).textRuns
        #expect(Set(runs.map(\.role)).isSuperset(of: [.number, .symbol, .name, .mass, .melt]))
        // The number starts further in than the padding would put it: the curve is close at the top.
        let number = try #require(runs.first { $0.role == .number })
        #expect(number.minX > 0.25 * 512)
    }

    @Test func aBandLowerThanTheCornerRadiusIsNotDrawn() throws {
        let sodium = try #require(Self.table.element(matching: "Na"))
        let round = try DetailTileLayout(theme: Self.roundTheme(padding: 0)).scene(for: sodium, size: 256)
        #expect(round.allGroups.flatMap(\.group.rects).allSatisfy { $0.role != "band" })
        let classic = try DetailTileLayout().scene(for: sodium, size: 256)
        #expect(classic.allGroups.flatMap(\.group.rects).contains { $0.role == "band" })
    }

    @Test func tableTilesAndTheirMarksStayInsideTheirCircles() throws {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        let scene = try TableSceneLayout(theme: Self.roundTheme(padding: 0)).scene(for: placement, options: .init(width: 3000))
        var problems: [String] = []
        var shown: [TextRole: Int] = [:]
        for tile in scene.tiles {
            let background = try #require(tile.group.background)
            problems += Self.runsOutside(tile.group.children, side: background.width).map { "\(tile.group.id ?? ""): \($0)" }
            for role in Set(tile.group.texts.map(\.role)) { shown[role, default: 0] += 1 }
            // The no-stable-isotope mark: its box within the circle.
            for case let .group(mark) in tile.group.children where mark.classes.contains(RadioactiveMark.role) {
                let ring = try #require(mark.rects.first)
                let size = ring.width + 2 * ring.x
                let centre = background.width / 2
                let far = [(mark.x, mark.y), (mark.x + size, mark.y), (mark.x, mark.y + size), (mark.x + size, mark.y + size)]
                    .map { hypot($0.0 - centre, $0.1 - centre) }.max() ?? 0
                if far > centre { problems.append("\(tile.group.id ?? ""): mark reaches \(far) from the centre") }
            }
        }
        let outside = problems.count
        #expect(outside == 0, "\(problems.prefix(10).joined(separator: "\n"))")
        // Large round tiles keep the number, the name and the mass of nearly every element.
        #expect(shown[.number, default: 0] >= 100)
        #expect(shown[.name, default: 0] >= 100)
    }
}

extension RoundTileTests {
    /// Ideographs and kana stand taller than capitals (0.88 em in Noto Sans CJK), so the back's
    /// name, at the end of the band, went over the curve of a rounded corner (鉛 by 0.96 px on
    /// a 256 px back with `cornerRadius` 0.3): its top-right corner stays inside the tile.
    @Test(arguments: [0.3, 0.5])
    func aJapaneseNameOnTheBackStaysInsideTheCurve(cornerRadius: Double) throws {
        var theme = Theme.classic
        theme.tile.cornerRadius = cornerRadius
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled("ja"))
        for query in ["Pb", "Au", "Fe", "Np"] {
            for size in [64.0, 256, 512] {
                let back = try BackTileLayout(theme: theme, formatter: formatter).scene(for: try Self.table.requireElement(matching: query), size: size)
                guard let name = back.textRuns.first(where: { $0.role == .name }) else { continue }
                let radius = cornerRadius * size
                let right = name.minX + name.measuredWidth, top = name.y - 0.88 * name.fontSize
                let reach = right > size - radius && top < radius ? hypot(right - (size - radius), top - radius) : 0
                #expect(reach <= radius + 0.05, "\(name.text) at \(size) reaches \(reach - radius) over the curve")
            }
        }
    }
}
