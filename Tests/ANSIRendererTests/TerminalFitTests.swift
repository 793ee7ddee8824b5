import Foundation
import Layout
import Testing
@testable import ANSIRenderer

/// The table's forms and their fallbacks, the legend's wrapping, the card's width and the
/// URL on the back.
@Suite struct TerminalFitTests {
    func table(columns: Int, style: ANSIRenderer.TableStyle = .compact, mode: ColorMode = .none) throws -> String {
        try Fixtures.renderer.renderTable(Fixtures.placement(), formatter: Fixtures.formatter, theme: .classic,
                                          mode: mode, style: style, columns: columns)
    }

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { line in
            DisplayWidth.of(String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "",
                                                               options: .regularExpression))
        }.max() ?? 0
    }

    @Test func stylesFallBackRichestFirst() {
        #expect(ANSIRenderer.TableStyle.large.fallbacks == [.large, .compact, .symbols, .tight])
        #expect(ANSIRenderer.TableStyle.compact.fallbacks == [.compact, .symbols, .tight])
    }

    @Test(arguments: [38, 39, 55, 56, 110, 111, 184, 185, 300])
    func everyLineFitsAndTheRichestFormIsTaken(columns: Int) throws {
        for mode in [ColorMode.none, .ansi256, .trueColor] {
            let text = try table(columns: columns, style: .large, mode: mode)
            #expect(Self.widest(text) <= columns)
            let expected = columns >= 185 ? 185 : columns >= 111 ? 111 : columns >= 56 ? 56 : 38
            let grid = text.split(separator: "\n").prefix(9).map { Self.widest(String($0)) }.max()
            // Plain text drops trailing blanks, so the widest of the first rows may be a cell short.
            #expect(grid.map { (expected - 3)...expected ~= $0 } == true, "\(columns) columns, \(mode)")
        }
    }

    @Test func underTheTightFormTheRendererRefuses() {
        #expect(throws: ANSIRenderer.TooNarrow(columns: 37, needed: 38)) { try table(columns: 37) }
    }

    /// A library user prints the error itself, not the command line's rewording of it.
    @Test func tooNarrowSaysWhatDidNotFitAndWhatItNeeds() {
        #expect(ANSIRenderer.TooNarrow(columns: 37, needed: 38).localizedDescription
            == "the terminal is 37 columns wide and the narrowest table needs 38")
        #expect(ANSIRenderer.TooNarrow(columns: 1, needed: 24, artwork: .tile).localizedDescription
            == "the terminal is 1 column wide and the narrowest tile needs 24")
    }

    @Test(arguments: [
        (200, "fill        #ee8866  238 136 102  0.933 0.533 0.400  complement    #66ccee"),
        (80, "fill        #ee8866  238 136 102  complement    #66ccee"),
        (60, "fill        #ee8866  complement    #66ccee"),
        (40, "fill        #ee8866"),
    ])
    func paletteLeavesOutTheChannelsThenTheComplementToFit(columns: Int, line: String) {
        let text = Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor,
                                                   columns: columns)
        #expect(Self.widest(text) <= columns)
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(plain.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }, "\(plain)")
    }

    @Test func aNarrowTerminalGetsATwoColumnSwatch() {
        let fits = Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor, columns: 29)
        #expect(Self.widest(fits) == 29)
        #expect(fits.contains("\u{1B}[0;48;2;238;136;102m      \u{1B}[0m  fill"), "six columns of colour at 29")
        let narrow = Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor, columns: 28)
        #expect(Self.widest(narrow) == 25)
        #expect(narrow.contains("\u{1B}[0;48;2;238;136;102m  \u{1B}[0m  fill"), "\(narrow)")
    }

    @Test func legendWrapsBetweenEntries() throws {
        let text = try table(columns: 40, mode: .trueColor)
        let legend = text.split(separator: "\n").suffix(7).map {
            String($0).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        #expect(legend == [
            "   Alkali metal   Alkaline earth metal ",
            "   Transition metal ",
            "   Post-transition metal   Metalloid ",
            "   Polyatomic nonmetal ",
            "   Diatomic nonmetal   Noble gas ",
            "   Lanthanide   Actinide ",
            "   Unknown properties ",
        ])
    }

    @Test(arguments: [(20, 24), (30, 30), (34, 34), (67, 34), (68, 34), (80, 40), (120, 60), (400, 60)])
    func cardWidthFollowsTheTerminal(columns: Int, width: Int) {
        #expect(ANSIRenderer.tileWidth(forColumns: columns) == width)
        let card = Fixtures.renderer.renderTile(Fixtures.element("Na"), formatter: Fixtures.formatter, theme: .classic,
                                                mode: .none, width: width)
        #expect(card.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) == width })
    }

    @Test func aTerminalUnderTheNarrowestCardOrPaletteIsTooNarrow() throws {
        #expect(throws: ANSIRenderer.TooNarrow(columns: 23, needed: 24, artwork: .tile)) { try ANSIRenderer.tileWidth(fitting: 23) }
        #expect(try ANSIRenderer.tileWidth(fitting: 24) == 24)
        #expect(throws: ANSIRenderer.TooNarrow(columns: 24, needed: 25, artwork: .palette)) {
            try Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor, fitting: 24)
        }
        let fits = try Fixtures.renderer.renderPalette(Theme.classic.swatches, title: "Palette: classic", mode: .trueColor, fitting: 25)
        #expect(Self.widest(fits) == 25)
    }

    @Test func middleTruncationKeepsBothEnds() {
        #expect(TextWrapping.middleTruncate("https://en.wikipedia.org/wiki/Sodium", width: 20) == "https://en…ki/Sodium")
        #expect(TextWrapping.middleTruncate("short", width: 20) == "short")
        #expect(DisplayWidth.of(TextWrapping.middleTruncate(String(repeating: "x", count: 99), width: 7)) == 7)
    }

    @Test func backSourceIsOneLinkedLine() {
        let back = Fixtures.renderer.renderTileBack(Fixtures.element("Hg"), formatter: Fixtures.formatter,
                                                    theme: .classic, mode: .trueColor, width: 60)
        let url = "https://en.wikipedia.org/wiki/Mercury%20(Element)"
        #expect(back.contains("\u{1B}]8;;\(url)\u{1B}\\"))
        let lines = back.split(separator: "\n").filter { $0.contains("Mercury%20") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("8;;\u{1B}\\") == true)
    }
}
