import Foundation
import Testing
@testable import Layout

/// The corrections table beside the standard atomic weights: its sources, what it fixes, and
/// which values it flags as predictions, through the formatter and into the scene.
@Suite struct DataCorrectionsTests {
    let table = try! PeriodicTable.bundled()
    let corrections = try! DataCorrections.bundled()

    func element(_ symbol: String) -> Element { table.element(matching: symbol)! }

    @Test func everyEntryNamesASource() {
        #expect(!corrections.corrections.isEmpty)
        for correction in corrections.corrections {
            #expect(correction.source.count > 20, "\(correction.symbol) \(correction.field): no source")
            #expect(correction.symbol == element(String(correction.number)).symbol)
        }
        for prediction in corrections.predictions {
            #expect(prediction.source.count > 20, "\(prediction.symbol): no source")
        }
        // A correction that gives a value names a reference `ptable sources` prints, as the tile's source.
        let references = try! ElementProperties.bundled().references
        for correction in corrections.corrections where correction.corrected != .none {
            #expect(correction.sourceKey.flatMap { references[$0] } != nil, "\(correction.symbol) \(correction.field): no reference")
        }
        #expect(corrections.predictionRule.fromNumber == 100)
        #expect(corrections.predictionRule.source.contains("einsteinium"))
    }

    @Test func bundledErrorsAreCorrected() {
        #expect(element("Hs").melt == nil)
        // The sourced corrections come first: radium's 696 °C from the CRC Handbook, not the hand-written 973 K.
        #expect(element("Ra").melt == 969.15)
        #expect(element("Cn").boil == 340)
        #expect(element("Og").boil == 450)
        #expect(element("Fl").phase == "Liquid")
        #expect(element("Uue").discoveredBy == nil)
        #expect(element("C").sublimation == 4098.15)
        #expect(element("As").sublimation == 889.15)
        // Measured values are left alone.
        #expect(element("Os").melt == 3306)
        #expect(element("Fe").discoveredBy != nil)
    }

    @Test func aCorrectionLeavesAUsersOwnValueAlone() throws {
        var own = Element(name: "Hassium", number: 108, symbol: "Hs", xpos: 8, ypos: 7)
        own.melt = 2000
        #expect(corrections.corrected([own]).first?.melt == 2000)
        own.melt = 126
        #expect(corrections.corrected([own]).first?.melt == nil)
    }

    @Test func everythingFromFermiumOnIsPredicted() {
        for element in table.elements where element.number >= 100 {
            for field in [DataCorrection.Field.melt, .boil, .density, .phase] {
                #expect(corrections.isPredicted(field, of: element), "\(element.symbol) \(field)")
            }
            #expect(!corrections.isPredicted(.discoveredBy, of: element))
        }
        for element in table.elements where element.number < 85 {
            #expect(!corrections.isPredicted(.melt, of: element), "\(element.symbol) melt")
        }
        #expect(corrections.isPredicted(.melt, of: element("At")))
        #expect(corrections.isPredicted(.boil, of: element("Es")))
        #expect(!corrections.isPredicted(.melt, of: element("Es")))
    }

    /// A value shown is marked a prediction wherever the sourced table calls the same value one:
    /// einsteinium's 8.84 g/cm³ is an estimate there, and was shown plain on tiles and heatmaps.
    @Test func aDensityTheSourcesCallAnEstimateIsMarked() throws {
        let properties = try ElementProperties.bundled()
        #expect(ElementFormatter().density(element("Es")) == "~8.84 g/cm³")
        for element in table.elements where element.density != nil && element.number <= 118 {
            guard let sourced = properties.value("density", forNumber: element.number), sourced.predicted else { continue }
            #expect(corrections.isPredicted(.density, of: element), "\(element.symbol) \(sourced.text)")
        }
    }

    @Test func predictedValuesAreMarkedShownOrHidden() {
        let mark = ElementFormatter()
        #expect(mark.melt(element("Fm")) == "~1800 K")
        #expect(mark.phase(element("Cn")) == "Liquid (pred.)")
        #expect(mark.density(element("Og")) == "~7.2 g/cm³")
        #expect(mark.melt(element("Fe")) == "1811 K")
        let show = ElementFormatter(predicted: .show)
        #expect(show.melt(element("Fm")) == "1800 K")
        #expect(show.showsPrediction(.melt, of: element("Fm")))
        let hide = ElementFormatter(predicted: .hide)
        #expect(hide.melt(element("Fm")) == "—")
        #expect(hide.phase(element("Cn")) == "—")
        #expect(!hide.showsPrediction(.melt, of: element("Fm")))
        #expect(hide.melt(element("Fe")) == "1811 K")
    }

    @Test func predictedTextRunsAreFlaggedInTheScene() throws {
        let fermium = try DetailTileLayout().scene(for: element("Fm"), size: 256).textRuns
        #expect(fermium.first { $0.role == .melt }?.predicted == true)
        #expect(fermium.first { $0.role == .discoveredBy }?.predicted == nil)
        let iron = try DetailTileLayout().scene(for: element("Fe"), size: 256).textRuns
        #expect(iron.allSatisfy { $0.predicted == nil })
        let hidden = try DetailTileLayout(formatter: ElementFormatter(predicted: .hide)).scene(for: element("Fm"), size: 256)
        #expect(hidden.textRuns.allSatisfy { $0.predicted == nil })
    }

    @Test func heatmapsOutlinePredictedValuesAndKeyThem() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: false)
        func scene(_ formatter: ElementFormatter) throws -> Scene {
            var options = TableSceneLayout.Options(width: 1600)
            options.coloring = .heatmap(Heatmap(property: .melt))
            return try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
        }
        let marked = try scene(ElementFormatter())
        let fermium = try #require(marked.group(id: "tile-Fm"))
        #expect(fermium.classes.contains("predicted"))
        #expect(fermium.text(.value)?.predicted == true)
        #expect(fermium.text(.value)?.text == "~1800 K")
        let border = try #require(fermium.rects.first { $0.role == "tile-border" })
        #expect(border.strokeDash != nil, "a predicted tile is outlined with a dashed border")
        #expect(border.stroke == fermium.text(.value)?.color)
        #expect(!(try #require(marked.group(id: "tile-Fe"))).classes.contains("predicted"))
        let colorbar = try #require(marked.group(id: "colorbar"))
        #expect(colorbar.allTexts.contains { $0.text == "Predicted" })

        let hidden = try scene(ElementFormatter(predicted: .hide))
        #expect((try #require(hidden.group(id: "tile-Fm"))).classes.contains("no-data"))
        #expect(!(try #require(hidden.group(id: "colorbar"))).allTexts.contains { $0.text == "Predicted" })
    }
}
