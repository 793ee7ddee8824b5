import Foundation
import Testing
@testable import Layout

/// The labels the best printed tables carry: f-block series names, the radioactive mark,
/// CAS group labels, and group colouring that leaves the f-block out.
@Suite struct PosterLabelTests {
    let table = try! PeriodicTable.bundled()

    func scene(_ configure: (inout TableSceneLayout.Options) -> Void = { _ in }) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: 1600)
        configure(&options)
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    @Test func thirtySevenElementsWithoutAStableIsotopeAreMarked() throws {
        let scene = try scene()
        let marked = scene.tiles.filter { tile in
            tile.group.children.contains { node in
                if case let .group(group) = node { return group.classes.contains(RadioactiveMark.role) }
                return false
            }
        }
        let symbols = marked.compactMap { $0.group.id?.replacingOccurrences(of: "tile-", with: "") }
        #expect(symbols.count == 37)
        #expect(symbols.contains("Tc") && symbols.contains("Pm") && symbols.contains("Po") && symbols.contains("Og"))
        #expect(!symbols.contains("Bi") && !symbols.contains("Pb"))
        let markRects = marked.flatMap { $0.group.allRects }.filter { $0.role == "radioactive-mark" }
        #expect(markRects.count == 74)
        let legend = try #require(scene.group(id: "legend"))
        #expect(legend.allTexts.contains { $0.text == "No stable isotope" })
        var options = TableSceneLayout.Options(width: 1600)
        options.marksRadioactive = false
        let plain = try TableSceneLayout().scene(for: TablePlacement(elements: table.elements, form: .standard), options: options)
        #expect(!(try #require(plain.group(id: "legend"))).allTexts.contains { $0.text == "No stable isotope" })
    }

    @Test func theMarkIsDrawnInTheAtomicNumbersReadableColour() throws {
        let scene = try scene { $0.coloring = .heatmap(Heatmap(property: .density)) }
        let polonium = try #require(scene.group(id: "tile-Po"))
        let mark = try #require(polonium.allRects.first { $0.role == "radioactive-mark" && $0.fill != nil })
        let fill = try #require(polonium.background?.fill)
        #expect(try #require(mark.fill).contrastRatio(with: fill) >= 3)
        let colorbar = try #require(scene.group(id: "colorbar"))
        #expect(colorbar.allTexts.contains { $0.text == "No stable isotope" })
    }

    @Test func casGroupLabelsReplaceOrJoinTheIUPACNumbers() throws {
        func labels(_ style: GroupLabelStyle) throws -> [String] {
            try scene { $0.groupLabelStyle = style }.textRuns.filter { $0.role == .groupNumber }.map(\.text)
        }
        #expect(try labels(.iupac) == (1...18).map(String.init))
        #expect(try labels(.cas) == ["IA", "IIA", "IIIB", "IVB", "VB", "VIB", "VIIB", "VIIIB", "VIIIB", "VIIIB",
                                     "IB", "IIB", "IIIA", "IVA", "VA", "VIA", "VIIA", "VIIIA"])
        #expect(try labels(.both).first == "1 IA")
        #expect(try labels(.both)[12] == "13 IIIA")
        #expect(GroupLabelStyle.cas.label(forGroup: "19") == "19")
    }

    /// Where a label of every column does not fit whole, no row is drawn rather than one cut to
    /// `V…`; `both` keeps the IUPAC numbers before that (the 32-column form at 1200 pt has no
    /// room for `10 VIIIB`), and `cas` alone is left out.
    @Test func labelsThatDoNotFitLeaveOutTheCASPartThenTheRow() throws {
        func labels(_ style: GroupLabelStyle, width: Double) throws -> [String] {
            var options = TableSceneLayout.Options(width: width)
            options.groupLabelStyle = style
            return try TableSceneLayout().scene(for: TablePlacement(elements: table.elements, form: .wide), options: options)
                .textRuns.filter { $0.role == .groupNumber }.map(\.text)
        }
        #expect(try labels(.both, width: 1600).first == "1 IA")
        #expect(try labels(.both, width: 1200) == (1...18).map(String.init))
        #expect(try labels(.cas, width: 500).isEmpty)
        #expect(try labels(.both, width: 300).isEmpty)
    }

    @Test func fBlockRowsAreNamedAndTiedToTheirPlaceholders() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let series = placement.seriesLabels
        #expect(series.map(\.name) == ["Lanthanoids", "Actinoids"])
        #expect(series.map(\.marker.text) == ["57–71", "89–103"])
        let scene = try scene()
        let lanthanoids = try #require(scene.group(id: "series-lanthanoids"))
        #expect(lanthanoids.classes.contains("marker-57-71"))
        #expect(lanthanoids.allTexts.map(\.text) == ["Lanthanoids", "57–71"])
        #expect(scene.group(id: "marker-57-71") != nil)
        // The label ends left of lanthanum and sits on its row.
        let la = try #require(scene.tiles.first { $0.group.id == "tile-La" })
        let label = try #require(scene.allGroups.first { $0.group.id == "series-lanthanoids" })
        for text in lanthanoids.allTexts {
            #expect(label.x + text.x <= la.x)
            #expect(label.y + text.y > la.y && label.y + text.y < la.y + (la.group.background?.height ?? 0))
        }
        let wide = try TablePlacement(elements: table.elements, form: .wide)
        #expect(wide.seriesLabels.isEmpty)
    }

    @Test func groupColouringLeavesTheFBlockUncoloured() throws {
        let scene = try scene { $0.coloring = .categorical(.group) }
        let cerium = try #require(scene.group(id: "tile-Ce"))
        let scandium = try #require(scene.group(id: "tile-Sc"))
        #expect(cerium.background?.fill == CategoricalPalette.paleGrey)
        #expect(scandium.background?.fill != CategoricalPalette.paleGrey)
        #expect(cerium.classes.contains("group-unknown"))
        let fBlock = scene.tiles.filter { $0.group.classes.contains("group-unknown") }
        #expect(fBlock.count == 30)
        let legend = try #require(scene.group(id: "legend"))
        #expect(legend.allTexts.contains { $0.text == "f-block: no group" })
    }
}

extension SceneGroup {
    /// Every rectangle in the group and its descendants.
    var allRects: [SceneRect] {
        children.flatMap { node -> [SceneRect] in
            switch node {
            case let .rect(rect): [rect]
            case let .group(group): group.allRects
            default: []
            }
        }
    }
}
