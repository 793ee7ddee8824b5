import Testing
@testable import Layout

@Suite struct PaletteLayoutTests {
    @Test(arguments: ["classic", "dark", "mono"])
    func sheetShowsEveryColourWithItsHexAndRGB(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        let scene = try PaletteLayout(theme: theme).scene()
        let texts = Set(scene.textRuns.map(\.text))
        for swatch in theme.swatches {
            #expect(texts.contains(swatch.color.rgbHex), "\(swatch.key)")
            #expect(texts.contains("RGB \(swatch.color.red) \(swatch.color.green) \(swatch.color.blue)"))
        }
        #expect(scene.background == theme.pageBackground)
        for run in scene.textRuns {
            #expect(run.minX >= 0 && run.minX + run.measuredWidth <= scene.width)
            #expect(run.y <= scene.height)
        }
    }

    @Test func swatchesCoverThePageAndEveryFamily() {
        let swatches = Theme.classic.swatches
        #expect(swatches.prefix(3).map(\.key) == ["pageBackground", "ink", "mutedInk"])
        for family in CategoryFamily.allCases {
            for part in ["fill", "accent", "onAccent"] {
                #expect(swatches.contains { $0.key == "families.\(family.rawValue).\(part)" })
            }
        }
        #expect(swatches.first { $0.key == "families.alkali-metal.fill" }?.rgbText == "238 136 102")
        #expect(swatches.first { $0.key == "ink" }?.rgbText == " 27  30  36")
    }
}
