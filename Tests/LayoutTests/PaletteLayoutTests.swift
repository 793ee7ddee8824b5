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
            #expect(texts.contains("RGB " + swatch.color.unitRGBText), "\(swatch.key)")
            #expect(texts.contains("complement " + swatch.color.complement.rgbHex), "\(swatch.key)")
        }
        let complements = scene.allGroups.flatMap { $0.group.rects.filter { $0.role == "complement-swatch" } }
        #expect(complements.compactMap(\.fill) == theme.swatches.map(\.color.complement))
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

    @Test func theAlkaliMetalFillReadsInEveryForm() throws {
        let scene = try PaletteLayout(theme: .classic).scene()
        let row = try #require(scene.group(id: "palette-alkali-metal"))
        let texts = row.texts.map(\.text)
        #expect(Array(texts.drop { $0 != "fill" }.prefix(5))
            == ["fill", "#ee8866", "RGB 238 136 102", "RGB 0.933 0.533 0.400", "complement #66ccee"])
    }

    /// The hue turned 180° with saturation and lightness kept: max + min − each channel.
    @Test func complementsTurnTheHueAndKeepTheLightness() {
        let cases: [(String, String)] = [("#ee8866", "#66ccee"), ("#ff0000", "#00ffff"), ("#1b1e24", "#24211b"),
                                         ("#ffffff", "#ffffff"), ("#808080", "#808080"), ("#000000", "#000000"),
                                         ("#aaaa00", "#0000aa"), ("#3050f8", "#f8d830")]
        for (color, complement) in cases {
            #expect(Color(hex: color)?.complement.rgbHex == complement, "\(color)")
            #expect(Color(hex: complement)?.complement.rgbHex == color, "\(complement) back")
        }
        #expect(Color(hex: "#ee886680")?.complement.alpha == 0x80)
    }

    @Test func unitChannelsHaveThreeDecimals() {
        #expect(Color(hex: "#ee8866")?.unitRGBText == "0.933 0.533 0.400")
        #expect(Color.white.unitRGBText == "1.000 1.000 1.000")
        #expect(Color.black.unitRGBText == "0.000 0.000 0.000")
        #expect(Color(hex: "#010203")?.unitRGBText == "0.004 0.008 0.012")
    }
}
