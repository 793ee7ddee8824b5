import Testing
import Layout
@testable import ANSIRenderer

@Suite struct TileTests {
    @Test func plainCarbonTileMatchesSnapshot() {
        let tile = Fixtures.tile("C", mode: .none)
        assertSnapshot(tile, named: "plainCarbonTile")
        #expect(tile.contains("│ 6 "))
        #expect(tile.contains("Carbon"))
        #expect(tile.contains("12.011"))
        #expect(tile.contains("Polyatomic nonmetal"))
    }

    @Test func bigSymbolIsDrawnInTheBlockFont() throws {
        let tile = Fixtures.tile("C", mode: .none)
        let glyph = try #require(BlockFont.render("C"))
        let lines = tile.outputLines
        let first = try #require(lines.firstIndex { $0.contains(glyph[0]) })
        for (offset, row) in glyph.enumerated() {
            #expect(lines[first + offset].contains(row))
        }
    }

    @Test func theCardFollowsTheThemesDetailSlots() throws {
        var theme = Theme.classic
        theme.slots.detail = DetailSlots(topLeft: .symbol, topRight: .phase, center: .number,
                                         belowCenter: [.name, .electronConfiguration],
                                         facts: [.electronegativity, .density])
        let lines = Fixtures.renderer.renderTile(Fixtures.element("Fe"), formatter: Fixtures.formatter,
                                                 theme: theme, mode: .none).outputLines
        #expect(lines[1] == "│ Fe                       Solid │")
        let digits = try #require(BlockFont.render("26"))
        let first = try #require(lines.firstIndex { $0.contains(digits[0]) })
        for (offset, row) in digits.enumerated() {
            #expect(lines[first + offset].contains(row))
        }
        #expect(lines.contains { $0.contains("[Ar] 3d⁶ 4s²") })
        // The label column widens for "Electronegativity" rather than running into its value.
        #expect(lines.contains("│ Electronegativity  1.83        │"))
        #expect(lines.contains("│ Density            7.87 g/cm³  │"))
        #expect(!lines.joined().contains("Melting point"))
        #expect(Set(lines.map { DisplayWidth.of($0) }) == [34])
    }

    @Test func aCardWithoutFactsHasNoDividerForThem() {
        var theme = Theme.classic
        theme.slots.detail.facts = []
        let lines = Fixtures.renderer.renderTile(Fixtures.element("Na"), formatter: Fixtures.formatter,
                                                 theme: theme, mode: .none).outputLines
        #expect(lines.filter { $0.hasPrefix("├") }.count == 1, "only the band's rule")
        #expect(lines[lines.count - 2].hasPrefix("│ ") && lines.last!.hasPrefix("╰"))
        #expect(lines.contains { $0.contains("22.990") })
    }

    @Test func truecolorSodiumTileMatchesSnapshot() {
        let tile = Fixtures.tile("Na", mode: .trueColor)
        assertSnapshot(tile.escapesVisible, named: "truecolorSodiumTile")
        #expect(tile.contains("\u{1B}[0;1;38;2;255;255;255;48;2;96;40;22m11"))  // bold white on the alkali accent #602816
    }

    @Test func missingMeltingAndBoilingPointsShowDash() {
        let lines = Fixtures.tile("Hs", mode: .none).outputLines
        #expect(lines.contains("│ Melting point  —               │"))
        #expect(lines.contains("│ Boiling point  —               │"))
        let carbon = Fixtures.tile("C", mode: .none).outputLines
        #expect(carbon.contains("│ Melting point  sublimes at     │"))
    }

    @Test func aluminiumDiscovererShowsDash() {
        let lines = Fixtures.tile("Al", mode: .none).outputLines
        #expect(lines.contains("│ Discovered by  —               │"))
    }

    @Test func fieldsShowFormattedValues() {
        let lines = Fixtures.tile("Na", mode: .none).outputLines
        #expect(lines.contains("│ Melting point  370.94 K        │"))
        #expect(lines.contains("│ Boiling point  1156.09 K       │"))
        #expect(lines.contains("│ Discovered by  Humphry Davy    │"))
    }

    @Test func massComesFromTheFormatter() {
        for query in ["Na", "Tc", "Og"] {
            let mass = Fixtures.formatter.mass(Fixtures.element(query))
            #expect(Fixtures.tile(query, mode: .none).contains(" \(mass) "))
        }
    }

    @Test func longDiscovererWrapsInsideTheBox() {
        let lines = Fixtures.tile("Sg", mode: .none).outputLines
        #expect(lines.contains("│ Discovered by  Lawrence        │"))
        #expect(lines.contains("│                Berkeley        │"))
        #expect(Fixtures.tile("Uue", mode: .none).outputLines.contains("│ Discovered by  —               │"))
    }

    @Test func wordTooLongForTheValueColumnGoesUnderTheLabel() {
        let lines = Fixtures.tile("Mt", mode: .none).outputLines
        #expect(lines.contains("│ Discovered by                  │"))
        #expect(lines.contains("│   Schwerionenforschung         │"))
    }

    @Test func longCategoryWrapsRightAligned() {
        let lines = Fixtures.tile("Uue", mode: .none).outputLines
        #expect(lines[1] == "│ 119  Unknown, but predicted to │")
        #expect(lines[2] == "│             be an alkali metal │")
    }

    @Test(arguments: ColorMode.allCases)
    func everyTileIsARectangleOfTheTileWidth(mode: ColorMode) {
        for element in Fixtures.table.elements {
            let tile = Fixtures.renderer.renderTile(element, formatter: Fixtures.formatter, theme: .classic, mode: mode)
            let widths = Set(tile.withoutSGR.outputLines.map(DisplayWidth.of))
            #expect(widths == [ANSIRenderer.tileWidth], "\(element.symbol)")
        }
    }

    @Test func plainTileHasNoEscapeBytes() {
        for element in Fixtures.table.elements {
            let tile = Fixtures.renderer.renderTile(element, formatter: Fixtures.formatter, theme: .classic, mode: .none)
            #expect(tile.controlScalars.isEmpty)
        }
    }

    @Test func ansi256TileUsesPaletteCodesOnly() {
        let tile = Fixtures.tile("Na", mode: .ansi256)
        #expect(tile.contains("48;5;"))
        #expect(!tile.contains(";2;"))
    }

    @Test func symbolWithoutGlyphsFallsBackToSpacedLetters() {
        var element = Fixtures.element("Na")
        element.symbol = "Ω9"
        let tile = Fixtures.renderer.renderTile(element, formatter: Fixtures.formatter, theme: .classic, mode: .none)
        #expect(tile.outputLines.contains { $0.contains(" Ω 9 ") })
    }
}
