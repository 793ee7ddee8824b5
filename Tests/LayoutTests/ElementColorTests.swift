import Foundation
import Testing
@testable import Layout

/// `--color-by cpk`: each element in its own colour from the data, a sourced key, readable text;
/// and `--color-by phase` marking the phases that are predictions.
@Suite struct ElementColorTests {
    let table = try! PeriodicTable.bundled()

    func scene(_ coloring: TileColoring, formatter: ElementFormatter = ElementFormatter(),
               elements: [Element]? = nil) throws -> Scene {
        let placement = try TablePlacement(elements: elements ?? table.elements, form: .standard)
        var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4))
        options.coloring = coloring
        return try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
    }

    @Test func cpkIsAColouringByNameInAnyCase() {
        #expect(TileColoring(name: "cpk") == .elementColor)
        #expect(TileColoring(name: "CPK") == .elementColor)
        #expect(TileColoring(name: "cpk-hex") == .elementColor)
        #expect(TileColoring.elementColor.isHeatmap == false)
    }

    @Test func tilesAreFilledWithTheDatasOwnColour() throws {
        let scene = try scene(.elementColor)
        let expected = ["tile-H": "#ffffff", "tile-C": "#909090", "tile-N": "#3050f8", "tile-O": "#ff0d0d",
                        "tile-Na": "#ab5cf2", "tile-Au": "#ffd123", "tile-Mt": "#eb0026"]
        for (id, hex) in expected {
            let tile = try #require(scene.group(id: id))
            #expect(tile.background?.fill?.rgbHex == hex, "\(id)")
            #expect(tile.classes.contains("cpk-" + hex.dropFirst()), "\(id): \(tile.classes)")
        }
        // The data has no colour from darmstadtium (110) on: grey and hatched, like a missing value.
        for symbol in ["Ds", "Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og"] {
            let tile = try #require(scene.group(id: "tile-" + symbol))
            #expect(tile.classes.contains("no-data"), "\(symbol)")
            #expect(tile.lines.contains { $0.role == "no-data-hatch" } || tile.allTexts.isEmpty == false)
        }
    }

    @Test func everyTextOnEveryColourReachesFourAndAHalfToOne() throws {
        for theme in [Theme.classic, .dark, .mono] {
            let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: true)
            var options = TableSceneLayout.Options(width: 1600)
            options.coloring = .elementColor
            let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: options)
            #expect(scene.tiles.count == 119)
            for tile in scene.tiles {
                let fill = try #require(tile.group.background?.fill)
                for text in tile.group.allTexts {
                    #expect(text.color.contrastRatio(with: fill) >= 4.5,
                            "\(theme.name) \(tile.group.id ?? "?") \(text.role) \(text.color) on \(fill)")
                }
            }
        }
    }

    @Test func theKeyNamesTheSourceAndShowsWellKnownColours() throws {
        let legend = try #require(scene(.elementColor).group(id: "legend"))
        #expect(legend.texts.map(\.text) == [
            "CPK colours: Jmol element colours (jmol.sourceforge.net/jscolors)",
            "Hydrogen", "Carbon", "Nitrogen", "Oxygen", "Sulfur", "No CPK colour", "No stable isotope",
        ])
        let swatches = legend.rects.filter { $0.role == "legend-swatch" }.compactMap(\.fill).map(\.rgbHex)
        #expect(Array(swatches.prefix(5)) == ["#ffffff", "#909090", "#3050f8", "#ff0d0d", "#ffff30"])
    }

    @Test func withEveryColourPresentThereIsNoMissingColourKey() throws {
        let legend = try #require(scene(.elementColor, elements: table.elements.filter { $0.number <= 109 })
            .group(id: "legend"))
        #expect(!legend.texts.map(\.text).contains("No CPK colour"))
    }

    @Test(arguments: ["purple", "#12345", "1234567", "gggggg", "", "#ab5cf2ff"])
    func aValueThatIsNotAColourIsNamed(_ value: String) throws {
        var elements = table.elements
        elements[10].cpkHex = value
        #expect(throws: ColorScaleError.invalidElementColor(element: "Sodium", value: value)) {
            try scene(.elementColor, elements: elements)
        }
        let message = ColorScaleError.invalidElementColor(element: "Sodium", value: value).localizedDescription
        #expect(message == "the cpk-hex of Sodium must be a colour of six hex digits such as ab5cf2, got \"\(value)\"")
    }

    @Test func aHashBeforeTheDigitsIsAccepted() throws {
        var elements = table.elements
        elements[10].cpkHex = "#AB5CF2"
        let tile = try #require(scene(.elementColor, elements: elements).group(id: "tile-Na"))
        #expect(tile.background?.fill?.rgbHex == "#ab5cf2")
    }

    // MARK: Predicted phases

    @Test func predictedPhasesAreOutlinedAndKeyed() throws {
        let scene = try scene(.categorical(.phase))
        for symbol in ["Fm", "Md", "No", "Lr", "Rf", "Og"] {
            let tile = try #require(scene.group(id: "tile-" + symbol))
            #expect(tile.classes.contains("predicted"), "\(symbol): \(tile.classes)")
        }
        for symbol in ["Fe", "Hg", "Es", "U"] {
            #expect(scene.group(id: "tile-" + symbol)?.classes.contains("predicted") == false, "\(symbol)")
        }
        let labels = try #require(scene.group(id: "legend")).texts.map(\.text)
        #expect(labels == ["Phase at room temperature", "Solid", "Liquid", "Gas", "Predicted", "No stable isotope"])
    }

    @Test func shownPredictedPhasesAreNotOutlinedAndHiddenOnesAreUnknown() throws {
        let shown = try scene(.categorical(.phase), formatter: ElementFormatter(predicted: .show))
        #expect(shown.group(id: "tile-Fm")?.classes == ["tile", "actinide", "phase-solid", "no-stable-isotope"])
        #expect(!(shown.group(id: "legend")?.texts.map(\.text).contains("Predicted") ?? true))
        let hidden = try scene(.categorical(.phase), formatter: ElementFormatter(predicted: .hide))
        #expect(hidden.group(id: "tile-Fm")?.classes.contains("phase-unknown") == true)
        #expect(hidden.group(id: "tile-Fe")?.classes.contains("phase-solid") == true)
        let labels = try #require(hidden.group(id: "legend")).texts.map(\.text)
        #expect(labels == ["Phase at room temperature", "Solid", "Liquid", "Gas", "Unknown phase", "No stable isotope"])
    }
}
