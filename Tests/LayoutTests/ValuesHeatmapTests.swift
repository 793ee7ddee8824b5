import Foundation
import Testing
@testable import Layout

/// The user's own numbers drawn by the heatmap machinery: fills, texts, colorbar, no data.
@Suite struct ValuesHeatmapTests {
    static let table = try! PeriodicTable.bundled()
    static let values = ElementValues(label: "Abundance", unit: "ppm", entries: [
        26: .init(value: 5.5, text: "5.5"), 8: .init(value: 3, text: "3"), 1: .init(value: 0.001, text: "1e-3"),
    ])

    func scene(_ heatmap: Heatmap, width: Double = 1600) throws -> Scene {
        let placement = try TablePlacement(elements: Self.table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: width)
        options.coloring = .heatmap(heatmap)
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    func valueText(_ scene: Scene, _ symbol: String) -> String? {
        scene.group(id: "tile-\(symbol)")?.allTexts.first { $0.role == .value }?.text
    }

    @Test func tilesShowTheNumberAsWrittenWithTheUnitAndMinusSigns() throws {
        let scene = try scene(Heatmap(source: .values(Self.values)))
        #expect(valueText(scene, "Fe") == "5.5 ppm")
        #expect(valueText(scene, "O") == "3 ppm")
        #expect(valueText(scene, "H") == "1e−3 ppm")
        #expect(valueText(scene, "Na") == "—")
        #expect(scene.group(id: "tile-Na")?.classes.contains("no-data") == true)
        #expect(scene.group(id: "tile-Fe")?.classes.contains("has-value") == true)
    }

    /// Large numbers get their digits grouped, and the colour bar takes only as many ticks as
    /// leave room between their labels (nine 8-digit ticks ran into each other).
    @Test func largeNumbersAreGroupedAndTheirTickLabelsNeverTouch() throws {
        let large = ElementValues(label: "Tonnes", entries: [
            26: .init(value: 98_765_432, text: "98765432"), 8: .init(value: 1_234_567.5, text: "1234567.5"),
        ])
        let scene = try scene(Heatmap(source: .values(large)))
        #expect(valueText(scene, "Fe") == "98\u{202F}765\u{202F}432")
        #expect(valueText(scene, "O") == "1\u{202F}234\u{202F}567.5")
        let labels = try tickLabels(scene)
        #expect(labels.count >= 3)
        #expect(labels.map(\.text).contains("20\u{202F}000\u{202F}000"))
        expectApart(labels)
    }

    /// Below two ticks nothing is left to take away: on a small table a label that would touch
    /// its neighbour is left out (here `0` inside `100 000 000 000`), never drawn over it.
    @Test(arguments: [256.0, 300, 360, 480])
    func onANarrowBarTickLabelsAreLeftOutRatherThanOverlapped(width: Double) throws {
        let huge = ElementValues(label: "Value", entries: [
            1: .init(value: 123_456_789_012.5, text: "123456789012.5"), 2: .init(value: -98_765_432_109.25, text: "-98765432109.25"),
        ])
        let scene = try scene(Heatmap(source: .values(huge)), width: width)
        let colorbar = try #require(scene.group(id: "colorbar"))
        let labels = try tickLabels(scene)
        #expect(!labels.isEmpty)
        expectApart(labels)
        let segments = colorbar.rects.filter { $0.role == "colorbar-segment" }
        let barLeft = try #require(segments.map(\.x).min())
        let barRight = try #require(segments.map { $0.x + $0.width }.max())
        for label in labels {
            #expect(label.x >= barLeft && label.x + label.measuredWidth <= barRight + 0.01, "\(label.text)")
        }
    }

    func tickLabels(_ scene: Scene) throws -> [SceneText] {
        try #require(scene.group(id: "colorbar")).allTexts.filter { $0.role == .label }
    }

    func expectApart(_ labels: [SceneText], sourceLocation: SourceLocation = #_sourceLocation) {
        let edges = labels.map { label in
            let left = switch label.anchor {
            case .start: label.x
            case .middle: label.x - label.measuredWidth / 2
            case .end: label.x - label.measuredWidth
            }
            return (left: left, right: left + label.measuredWidth)
        }.sorted { $0.left < $1.left }
        for (left, right) in zip(edges, edges.dropFirst()) {
            #expect(left.right < right.left, "\(labels.map(\.text))", sourceLocation: sourceLocation)
        }
    }

    @Test func theLargestValueTakesTheLastViridisColour() throws {
        let scene = try scene(Heatmap(source: .values(Self.values)))
        #expect(scene.group(id: "tile-Fe")?.background?.fill == Colormap.viridis.colors.last)
        #expect(scene.group(id: "tile-H")?.background?.fill == Colormap.viridis.colors.first)
    }

    @Test func theColorbarIsTitledWithTheLabelUnitAndScale() throws {
        let linear = try scene(Heatmap(source: .values(Self.values)))
        let texts = linear.group(id: "colorbar")?.allTexts.map { $0.text } ?? []
        #expect(texts.first == "Abundance (ppm)")
        #expect(texts.contains("No data"))
        let log = try scene(Heatmap(source: .values(Self.values), scale: .log, range: 0.001...10))
        #expect(log.group(id: "colorbar")?.allTexts.first?.text == "Abundance (ppm, log scale)")
        #expect(log.group(id: "colorbar")?.classes.contains("log") == true)
    }

    /// A label too long for the colour bar is cut after a word, before its unit and scale, which
    /// say what the colours mean; words without spaces are cut between characters.
    @Test func aLongLabelIsShortenedBeforeItsUnit() throws {
        let sentence = "Concentration of the dissolved substance in water measured by the method of Kjeldahl and others "
        var values = Self.values
        values.label = String(repeating: sentence, count: 3)
        let scene = try scene(Heatmap(source: .values(values), scale: .log, range: 0.001...10))
        let title = try #require(scene.group(id: "colorbar")?.allTexts.first)
        #expect(title.text == sentence + "Concentration of the dissolved substance in water measured by the … (ppm, log scale)")
        let metrics = try FontLibrary.metrics(for: title.font)
        let cjkMetrics = try FontLibrary.metrics(for: FontLibrary.cjk(.japanese, bold: true))
        let cjk = ColorbarLayout.shortened(String(repeating: "濃度", count: 40) + " (mg/L)", note: " · x", metrics: cjkMetrics,
                                           size: 10, width: 200)
        #expect(cjk.hasPrefix("濃度濃度") && cjk.hasSuffix("… (mg/L) · x") && !cjk.contains("度 …"), "\(cjk)")
        #expect(ColorbarLayout.shortened("Short (ppm)", note: "", metrics: metrics, size: 10, width: 200) == "Short (ppm)")
    }

    @Test func theTitleNamesTheUnitAndALogScale() {
        #expect(Self.values.title() == "Abundance (ppm)")
        #expect(Self.values.title(scale: .log) == "Abundance (ppm, log scale)")
        #expect(ElementValues(label: "Count", entries: [:]).title(scale: .log) == "Count (log scale)")
    }

    @Test func aLogScaleRefusesZeroNamingTheElement() throws {
        var values = Self.values
        values.entries[2] = .init(value: 0, text: "0")
        #expect(throws: ColorScaleError.nonPositiveLogValues(name: "Abundance", count: 1, examples: ["Helium 0 ppm"])) {
            try scene(Heatmap(source: .values(values), scale: .log))
        }
    }

    @Test func detailTilesShowTheValueInPlaceOfTheMass() throws {
        let iron = try Self.table.requireElement(matching: "Fe")
        let tile = try DetailTileLayout(values: Self.values).group(for: iron, size: 256)
        #expect(tile.allTexts.first { $0.role == .value }?.text == "5.5 ppm")
        #expect(tile.allTexts.contains { $0.role == .mass } == false)
        let carbon = try DetailTileLayout(values: Self.values).group(for: Self.table.requireElement(matching: "C"), size: 256)
        #expect(carbon.allTexts.first { $0.role == .value }?.text == "—")
    }

    @Test func countsGetTicksOnlyAtWholeNumbers() throws {
        let counts = ElementValues(label: "Formulas", entries: [8: .init(value: 5, text: "5"), 26: .init(value: 1, text: "1")])
        let scale = try Heatmap(source: .values(counts)).scale(for: Self.table.elements, formatter: ElementFormatter())
        #expect(scale.wholeTicks)
        #expect(scale.ticks(maximumCount: 9) == [1, 2, 3, 4, 5])
        let measured = try Heatmap(source: .values(Self.values)).scale(for: Self.table.elements, formatter: ElementFormatter())
        #expect(!measured.wholeTicks)
        #expect(measured.ticks(maximumCount: 12).contains(0.5))
    }
}
