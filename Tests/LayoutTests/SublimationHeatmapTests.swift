import Foundation
import Testing
@testable import Layout

/// Carbon and arsenic sublime: a melting or boiling point heatmap places them by that
/// temperature and writes it in every language, short enough for a tile (`4098,15 K subl.`),
/// where the tile's sentence ("sublimiert bei 4098,15 K") never fits and the value was lost.
@Suite struct SublimationHeatmapTests {
    let table = try! PeriodicTable.bundled()

    @Test(arguments: DisplayLocale.supportedCodes)
    func aSublimingElementShowsItsTemperatureOnAHeatmapInEveryLanguage(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        for property in [NumericProperty.melt, .boil] {
            var options = TableSceneLayout.Options(page: PageGeometry(paper: .a4))
            options.coloring = .heatmap(Heatmap(property: property))
            let scene = try TableSceneLayout(formatter: formatter).scene(for: placement, options: options)
            for symbol in ["C", "As"] {
                let element = try #require(table.element(matching: symbol))
                let expected = formatter.locale.text(.sublimesAtShort, formatter.temperature(element.sublimation))
                let texts = try #require(scene.group(id: "tile-\(symbol)")).texts.map(\.text)
                #expect(texts.contains(expected), "\(code) \(property) \(symbol): \(texts)")
            }
        }
    }

    @Test func theShortFormIsTheTemperatureAndAWord() throws {
        let carbon = try #require(table.element(matching: "C"))
        let written = try ["en", "de", "ru", "ja"].map { code in
            let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
            return NumericProperty.melt.text(of: carbon, formatter: formatter)
        }
        #expect(written == ["4098.15 K subl.", "4098,15\u{A0}K subl.", "4098,15\u{A0}К возг.", "4098.15\u{A0}Kで昇華"])
    }
}
