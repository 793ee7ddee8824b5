import Layout
import Testing
@testable import ANSIRenderer

/// A highlighted element's `*` (`--favorites-of`) in every form of the terminal table: after
/// the whole symbol, never in place of part of it, so plain text still says which element.
@Suite struct HighlightMarkerTests {
    func table(_ style: ANSIRenderer.TableStyle, highlighted: Set<Int>, columns: Int? = nil) throws -> String {
        try Fixtures.renderer.renderTable(Fixtures.placement(), formatter: Fixtures.formatter, theme: .classic,
                                          mode: .none, style: style, highlighted: highlighted, columns: columns)
    }

    @Test(arguments: [ANSIRenderer.TableStyle.large, .compact, .symbols])
    func theMarkerFollowsTheWholeSymbol(style: ANSIRenderer.TableStyle) throws {
        let text = try table(style, highlighted: [2, 11, 26])
        #expect(text.contains("Na*"))
        #expect(text.contains("Fe*"))
        #expect(text.contains("He*"))
        #expect(!text.contains("N…"))
        #expect(!text.contains("F…"))
    }

    @Test func eightyColumnsShowFavouritesWhole() throws {
        let text = try table(.compact, highlighted: [11, 26], columns: 80)
        #expect(text.contains("Na*"))
        #expect(text.contains("Fe*"))
    }

    @Test func theGridOfSymbolsGrowsForAMarkerInTheLastColumn() throws {
        let plain = try table(.symbols, highlighted: [])
        let marked = try table(.symbols, highlighted: [2])
        #expect(TerminalFitTests.widest(marked) == TerminalFitTests.widest(plain) + 1)
    }

    @Test func theTightFormKeepsTwoLetterSymbolsWhole() throws {
        let text = try table(.tight, highlighted: [11, 19])
        #expect(text.contains("K*"))
        #expect(text.contains("NaMg"))
    }
}
