import Foundation
import Testing
@testable import Layout

/// A tile's texts come in the scene in reading order (the band, then top to bottom), so text
/// extracted from a PDF or an SVG and a screen reader read the tile as it looks.
@Suite struct TileReadingOrderTests {
    static let table = try! PeriodicTable.bundled()

    static func element(_ symbol: String) throws -> Element { try table.requireElement(matching: symbol) }

    @Test func sodiumFrontReadsBandSymbolLinesThenFacts() throws {
        let scene = try DetailTileLayout().scene(for: try Self.element("Na"), size: 512)
        #expect(scene.textRuns.map(\.text) == [
            "11", "Alkali metal", "Na", "Sodium", "22.990",
            "Melting point", "370.94 K", "Boiling point", "1156.09 K", "Discovered by", "Humphry Davy",
        ])
    }

    @Test func sodiumBackReadsBandSummaryThenRows() throws {
        let runs = try BackTileLayout().scene(for: try Self.element("Na"), size: 512).textRuns
        #expect(Array(runs.prefix(2).map(\.text)) == ["Na", "Sodium"])
        let summary = try #require(runs.firstIndex { $0.role == .summary })
        let firstLabel = try #require(runs.firstIndex { $0.role == .label })
        #expect(summary == 2 && summary < firstLabel)
        #expect(runs[firstLabel].text == "Isotopes")
    }

    /// Under the band every text starts on or below the baseline of the one before it, in
    /// every theme, front and back, at the sizes of icons, list rows and cards.
    @Test(arguments: Theme.builtInNames, ["Na", "Hg", "U", "Og", "C"])
    func textsUnderTheBandGoTopToBottom(themeName: String, symbol: String) throws {
        let theme = try #require(Theme.builtIn[themeName])
        let element = try Self.element(symbol)
        for size in [48.0, 64, 128, 256, 512, 1024] {
            let band = TileChrome(theme: theme, colors: theme.style(for: .unknown), size: size).headerHeight
            for scene in [try DetailTileLayout(theme: theme).scene(for: element, size: size),
                          try BackTileLayout(theme: theme).scene(for: element, size: size)] {
                let runs = scene.textRuns
                let body = runs.drop { $0.y <= band }
                #expect(body.allSatisfy { $0.y > band }, "\(themeName) \(symbol) \(size): band text after the body")
                for (above, below) in zip(body, body.dropFirst()) {
                    #expect(below.y >= above.y - 0.01,
                            "\(themeName) \(symbol) \(size): \(below.text) comes after \(above.text) but stands above it")
                }
            }
        }
    }
}
