import Foundation
import Testing
@testable import Layout

/// Pages small enough (A4 portrait in the wide layout, A5, A6) that the designed sizes of the
/// colorbar's and the series labels' texts fall under the legibility floor: the texts are drawn
/// at the floor, so they must be measured and spaced at it too.
@Suite struct SmallPageTextTests {
    let table = try! PeriodicTable.bundled()

    func poster(_ paper: PaperSize, _ orientation: PageOrientation? = nil, form: TablePlacement.Form = .standard,
                coloring: TileColoring = .category) throws -> Scene {
        let placement = try TablePlacement(elements: table.elements, form: form)
        var options = TableSceneLayout.Options(page: PageGeometry(paper: paper, orientation: orientation))
        options.coloring = coloring
        return try TableSceneLayout().scene(for: placement, options: options)
    }

    @Test func colorbarTicksAndKeysOfAnA4PortraitWideHeatmapAreWrittenInFull() throws {
        let scene = try poster(.a4, .portrait, form: .wide, coloring: .heatmap(Heatmap(property: .density)))
        let colorbar = try #require(scene.group(id: "colorbar"))
        let ticks = colorbar.texts.filter { $0.role == .label }.map(\.text)
        #expect(ticks == ["5", "10", "15", "20", "25", "30", "35", "40"])
        let keys = colorbar.allTexts.filter { $0.role == .legend }.map(\.text)
        // Every element to oganesson has a measured or predicted density, so no "No data" key.
        #expect(keys == ["Density (g/cm³)", "Predicted", "No stable isotope"])
    }

    /// The 32-column colorbar of a table about 420 points wide has no room for tick labels
    /// under its bar: the lowest and highest values stand left and right of the bar instead,
    /// where the colours had no number at all.
    @Test(arguments: [360, 420])
    func aNarrowWideColorbarWritesItsEndValuesBesideTheBar(width: Int) throws {
        let placement = try TablePlacement(elements: table.elements, form: .wide)
        var options = TableSceneLayout.Options(width: Double(width))
        options.coloring = .heatmap(Heatmap(property: .melt))
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        let colorbar = try #require(scene.group(id: "colorbar"))
        let values = colorbar.texts.filter { $0.role == .label }
        #expect(values.map(\.text) == ["1", "4098.2"], "0.95 and 4098.15 rounded as they read")
        let frame = try #require(colorbar.rects.first { $0.role == "colorbar-frame" })
        let (lower, upper) = (try #require(values.first), try #require(values.last))
        #expect(lower.x + lower.measuredWidth < frame.x)
        #expect(upper.x > frame.x + frame.width)
        // On the bar's line.
        #expect(abs(lower.y - lower.fontSize * 0.36 - (frame.y + frame.height / 2)) < 0.02)
        #expect(lower.fontSize >= (scene.minimumTextSize ?? 0))
    }

    @Test func colorbarKeysOfA400PixelHeatmapStandALineApart() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        var options = TableSceneLayout.Options(width: 400)
        options.coloring = .heatmap(Heatmap(property: .melt))
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        let keys = try #require(scene.group(id: "colorbar")).texts.filter { $0.role == .legend }.dropFirst()
        #expect(keys.map(\.text) == ["No data", "Predicted", "No stable isotope"])
        for (upper, lower) in zip(keys, keys.dropFirst()) {
            #expect(lower.y - upper.y >= 1.15 * upper.fontSize, "\(upper.text) / \(lower.text)")
        }
    }

    /// Under about 450 points the legend's rows cannot hold its names apart at the floor: it is
    /// left out rather than drawn as overlapping lines. Where it is drawn, each row's line stands
    /// at least a full size below the one above.
    @Test(arguments: [256, 300, 400, 450, 500, 600, 800, 1200])
    func aLegendIsDrawnWithItsRowsApartOrNotAtAll(width: Int) throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: TableSceneLayout.Options(width: Double(width)))
        guard let legend = scene.group(id: "legend") else {
            #expect(width <= 400, "\(width): a table this wide has room for its legend")
            return
        }
        let rows = legend.texts.dropFirst()
        #expect(rows.count == 12)
        for (upper, lower) in zip(rows, rows.dropFirst()) where lower.x == upper.x && lower.y > upper.y {
            #expect(lower.y - upper.y >= upper.fontSize, "\(width): \(upper.text) / \(lower.text)")
        }
    }

    @Test func theLegendTitleOfA450PixelTableStandsClearOfItsFirstRow() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let scene = try TableSceneLayout().scene(for: placement, options: TableSceneLayout.Options(width: 450))
        let texts = try #require(scene.group(id: "legend")).texts
        try #require(texts.count > 2)
        let (title, first) = (texts[0], texts[1])
        #expect([title.text, first.text] == ["Element category", "Alkali metal"])
        #expect(title.y + title.fontSize * 0.22 <= first.y - first.fontSize * 0.74)
    }

    @Test(arguments: ["148x210mm", "210x148mm", "105x148mm"])
    func seriesNamesStandClearOfTheirRangesOnSmallPaper(paper: String) throws {
        let scene = try poster(try #require(PaperSize(parsing: paper)))
        for id in ["series-lanthanoids", "series-actinoids"] {
            let texts = try #require(scene.group(id: id)).texts
            try #require(texts.count == 2)
            let (name, range) = (texts[0], texts[1])
            // The name's descenders (under a quarter of its size) end above the range's capitals.
            #expect(name.y + name.fontSize * 0.22 <= range.y - range.fontSize * 0.74, "\(paper) \(id)")
        }
    }

    /// The f-block markers in the body (`57–71`, `89–103`) are written whole or not at all: cut
    /// short they read `89…`; the series labels beside the f-block rows name the ranges anyway.
    @Test(arguments: ["105x148mm", "148x210mm", "600", "400", "1200"])
    func markersAreWrittenWholeOrLeftOut(size: String) throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let options = try Int(size).map { TableSceneLayout.Options(width: Double($0)) }
            ?? TableSceneLayout.Options(page: PageGeometry(paper: try #require(PaperSize(parsing: size))))
        let scene = try TableSceneLayout().scene(for: placement, options: options)
        for id in ["marker-57-71", "marker-89-103"] {
            let texts = try #require(scene.group(id: id)).texts.map(\.text)
            #expect(texts == [] || texts == [id.dropFirst("marker-".count).replacingOccurrences(of: "-", with: "–")], "\(size): \(texts)")
        }
        if size == "1200" {
            #expect(try #require(scene.group(id: "marker-89-103")).texts.map(\.text) == ["89–103"], "room enough: written")
        }
    }
}
