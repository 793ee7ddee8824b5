import Testing
import Layout
@testable import ANSIRenderer

@Suite struct BackAndPaletteTests {
    func back(_ query: String, mode: ColorMode, theme: Theme = .classic) -> String {
        Fixtures.renderer.renderTileBack(Fixtures.element(query), formatter: Fixtures.formatter, theme: theme, mode: mode)
    }

    @Test func backIsABoxAsWideAsTheFrontWithTheWrappedSummary() {
        let lines = back("Na", mode: .none).outputLines
        #expect(lines.allSatisfy { DisplayWidth.of($0) == ANSIRenderer.tileWidth })
        #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("╰") == true)
        let text = lines.map { $0.dropFirst(2).dropLast(1).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("Sodium /ˈsoʊdiəm/ is a chemical element"))
        #expect(text.contains("charged atom - a cation."))
        #expect(lines.contains("│ Appearance     silvery white   │"))
        #expect(lines.contains("│                metallic        │"))
        #expect(lines.contains("│ Named by       —               │"))
        #expect(lines.contains("│ Source                         │"))
        // The URL has a line of its own, cut in the middle where the card is narrower than it.
        #expect(lines.contains("│ https://en.wiki…rg/wiki/Sodium │"))
    }

    @Test func backUsesTheThemesColours() {
        let dark = back("Na", mode: .trueColor, theme: .dark)
        let accent = Theme.dark.style(for: .alkaliMetal).accent
        #expect(dark.contains("48;2;\(accent.red);\(accent.green);\(accent.blue)m"))
        #expect(!back("Na", mode: .none, theme: .dark).contains("\u{1B}"))
    }

    @Test func paletteListsEveryColourWithHexAndRGB() {
        let text = Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .none)
        let lines = text.outputLines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "Palette: classic")
        #expect(lines.contains("fill        #ee8866  238 136 102  0.933 0.533 0.400  complement #66ccee"))
        #expect(lines.contains("ink         #1b1e24   27  30  36  0.106 0.118 0.141  complement #24211b"))
        #expect(lines.contains("Alkali metal"))
        for swatch in Theme.classic.swatches {
            #expect(text.contains(swatch.color.rgbHex))
        }
        #expect(!text.contains("\u{1B}"))
    }

    @Test func truecolorPaletteDrawsSwatchesInTheColour() {
        let text = Fixtures.renderer.renderPalette(Theme.mono.swatches, title: "Palette: mono", mode: .trueColor)
        #expect(text.contains("\u{1B}[0;48;2;204;204;204m"))
        // The complement's swatch sits between "complement" and its hex value.
        let classic = Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor)
        #expect(classic.contains("complement \u{1B}[0;48;2;102;204;238m  \u{1B}[0m #66ccee"))
    }
}
