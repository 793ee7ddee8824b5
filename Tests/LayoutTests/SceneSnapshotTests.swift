import Foundation
import Testing
@testable import Layout

/// Properties of tile and table scenes. Their golden JSON lives in Tests/GoldenTests.
@Suite struct SceneSnapshotTests {
    let table = try! PeriodicTable.bundled()

    func tile(_ symbol: String, size: Double = 256) throws -> Scene {
        try DetailTileLayout().scene(for: try table.requireElement(matching: symbol), size: size)
    }

    @Test func tileSceneHasTheTraditionalFieldsAsTaggedRuns() throws {
        let runs = try tile("Na").textRuns
        func text(_ role: TextRole) -> [String] { runs.filter { $0.role == role }.map(\.text) }
        #expect(text(.number) == ["11"])
        #expect(text(.symbol) == ["Na"])
        #expect(text(.name) == ["Sodium"])
        #expect(text(.mass) == ["22.990"])
        #expect(text(.melt) == ["370.94 K"])
        #expect(text(.boil) == ["1156.09 K"])
        #expect(text(.discoveredBy) == ["Humphry Davy"])
        #expect(text(.category) == ["Alkali metal"])
    }

    @Test func hassiumTileShowsDashesForMissingTemperatures() throws {
        let runs = try tile("Hs").textRuns
        #expect(runs.first { $0.role == .melt }?.text == "—")
        #expect(runs.first { $0.role == .boil }?.text == "—")
    }

    @Test func carbonTileShowsItsSublimationPoint() throws {
        let runs = try tile("C").textRuns
        #expect(runs.filter { $0.role == .melt }.map(\.text).joined(separator: " ") == "sublimes at 4098.15 K")
    }

    @Test func traditionalOrderTopToBottom() throws {
        let runs = try tile("C").textRuns
        func y(_ role: TextRole) -> Double { runs.first { $0.role == role }!.y }
        #expect(y(.number) < y(.symbol))
        #expect(y(.symbol) < y(.name))
        #expect(y(.name) < y(.mass))
        #expect(y(.mass) < y(.melt))
        #expect(y(.melt) < y(.boil))
        #expect(y(.boil) < y(.discoveredBy))
        let number = runs.first { $0.role == .number }!
        #expect(number.anchor == .start && number.x < 256 * 0.2)
    }

    @Test func tableSceneHasOneGroupPerElementWithIdAndCategoryClass() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: .init(width: 1200))
        var tiles: [SceneGroup] = []
        func visit(_ nodes: [SceneNode]) {
            for case let .group(group) in nodes {
                if group.classes.contains("tile") { tiles.append(group) }
                visit(group.children)
            }
        }
        visit(scene.nodes)
        #expect(tiles.count == 118)
        #expect(Set(tiles.compactMap(\.id)).count == 118)
        let sodium = try #require(tiles.first { $0.id == "tile-Na" })
        #expect(sodium.classes.contains("alkali-metal"))
        let markers = scene.textRuns.filter { $0.role == .marker }.map(\.text)
        #expect(markers == ["57–71", "89–103"])
        #expect(scene.textRuns.contains { $0.role == .footer && $0.text.contains("CC BY-SA 3.0") })
    }

    @Test func sceneIsTheSameAcrossRuns() throws {
        #expect(try tile("Fe") == tile("Fe"))
    }
}

@Suite struct TextFitTests {
    let table = try! PeriodicTable.bundled()
    static let sizes: [Double] = [64, 100, 128, 200, 256, 512, 1000, 2048, 4096]

    @Test(arguments: sizes)
    func noDetailTileTextLeavesItsTile(size: Double) throws {
        let layout = DetailTileLayout()
        let pad = layout.theme.tile.padding * size
        for element in table.elements {
            let runs = try layout.scene(for: element, size: size).textRuns
            for run in runs {
                let metrics = try FontLibrary.metrics(for: run.font)
                let width = metrics.width(of: run.text, fontSize: run.fontSize)
                #expect(abs(width - run.measuredWidth) < 0.02, "\(element.name) \(run.role): measured width is stale")
                #expect(run.minX >= pad - 0.02, "\(element.name) \(run.role) '\(run.text)' starts left of the padding at \(size)")
                #expect(run.minX + width <= size - pad + 0.02,
                        "\(element.name) \(run.role) '\(run.text)' overflows the right edge at \(size)")
                let descent = Double(-metrics.descender) / Double(metrics.unitsPerEm) * run.fontSize
                #expect(run.y + descent <= size, "\(element.name) \(run.role) runs off the bottom at \(size)")
            }
            // Labels and their values share a line; they must not collide.
            for (role, label) in [(TextRole.melt, "Melting point"), (TextRole.boil, "Boiling point")] {
                // Small tiles leave the facts out (levels of detail); where a row is shown, it must not collide.
                guard let labelRun = runs.first(where: { $0.role == .label && $0.text == label }) else { continue }
                let valueRun = try #require(runs.first { $0.role == role })
                #expect(labelRun.minX + labelRun.measuredWidth < valueRun.minX, "\(element.name): \(label) collides")
            }
        }
    }

    @Test func longestValuesWrapOrShrinkInsteadOfOverflowing() throws {
        let layout = DetailTileLayout()
        let seaborgium = try layout.scene(for: try table.requireElement(matching: "Sg"), size: 256).textRuns
        let discoverer = seaborgium.filter { $0.role == .discoveredBy }.map(\.text)
        #expect((1...2).contains(discoverer.count))
        #expect(discoverer.joined(separator: " ") == "Lawrence Berkeley National Laboratory")
        // At 64 px the name would be under the floor: it is left out rather than shrunk; at 96 px it fits.
        let rutherfordium = try layout.scene(for: try table.requireElement(matching: "Rf"), size: 64).textRuns
        #expect(rutherfordium.first { $0.role == .name } == nil)
        #expect(rutherfordium.allSatisfy { $0.fontSize >= 8 })
        let larger = try layout.scene(for: try table.requireElement(matching: "Rf"), size: 96).textRuns
        #expect(larger.first { $0.role == .name }?.text == "Rutherfordium")
    }

    /// The tail of a symbol's g, p or y keeps a tenth of the line's size clear of the line under
    /// it, measured to that line's tallest glyphs: at 48 px the g of Og touched `[294]`'s bracket.
    @Test(arguments: [48.0, 64, 96, 192]) func aSymbolsTailStaysClearOfTheLineUnderIt(size: Double) throws {
        for symbol in ["Og", "Np", "Ag", "Mg", "Dy", "Hg", "Sg", "Rg"] {
            let runs = try DetailTileLayout().scene(for: try table.requireElement(matching: symbol), size: size).textRuns
            let mark = try #require(runs.first { $0.role == .symbol })
            guard let under = runs.filter({ $0.y > mark.y }).min(by: { $0.y < $1.y }) else { continue }
            let tail = mark.y + 0.211 * mark.fontSize
            #expect(under.y - 0.761 * under.fontSize - tail >= 0.1 * under.fontSize - 0.05, "\(symbol) at \(size) over '\(under.text)'")
        }
    }

    @Test func compactTableTilesKeepTheirTextInside() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: true)
        for width in [400.0, 1200, 3508, 9933] {
            let scene = try TableSceneLayout().scene(for: placement, options: .init(width: width))
            for case let .group(tiles) in scene.nodes where tiles.id == "tiles" {
                for case let .group(tile) in tiles.children {
                    let side = tile.children.compactMap { node -> Double? in
                        if case let .rect(rect) = node { return rect.width }
                        return nil
                    }.max() ?? 0
                    for case let .text(run) in tile.children {
                        #expect(run.minX >= -0.02 && run.minX + run.measuredWidth <= side + 0.02,
                                "\(tile.id ?? "?") '\(run.text)' leaves its tile at width \(width)")
                    }
                }
            }
            #expect(scene.textRuns.allSatisfy { $0.minX >= -0.02 && $0.minX + $0.measuredWidth <= width + 0.02 })
        }
    }
}
