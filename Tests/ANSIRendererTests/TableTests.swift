import Testing
import Layout
@testable import ANSIRenderer

@Suite struct TableTests {
    @Test func plainStandardTableMatchesSnapshot() {
        assertSnapshot(Fixtures.table(mode: .none), named: "plainStandardTable")
    }

    @Test func plainStandardTableFitsIn120Columns() {
        let lines = Fixtures.table(mode: .none).outputLines
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
        #expect(lines.map(DisplayWidth.of).max() == 110)  // 111 with the last cell's background
    }

    @Test func plainStandardTableShowsAll118SymbolsInTableOrder() {
        let placement = Fixtures.placement()
        let expected = placement.cells
            .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
            .map(\.element.symbol)
        let lines = Fixtures.table(mode: .none).outputLines
        // Symbol lines are the ones whose first word is a letter; period numbers are skipped.
        let words = lines.flatMap { $0.split(separator: " ").map(String.init) }
        let symbols = words.filter { $0.first?.isLetter == true }
        #expect(expected.count == 118)
        #expect(symbols == expected)
    }

    @Test func plainTableHasNoEscapeBytesAndNoLegend() {
        let table = Fixtures.table(mode: .none)
        #expect(table.controlScalars.isEmpty)
        #expect(!table.contains("Alkali metal"))
        #expect(table.outputLines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func compactTableShowsFBlockMarkersAndGap() {
        let lines = Fixtures.table(mode: .none).outputLines
        #expect(lines.contains { $0.contains("Ba   57–71  Hf") })
        #expect(lines.contains { $0.contains("Ra   89–103 Rf") })
        let lastMainLine = lines.firstIndex { $0.contains("Fr") }!
        #expect(lines[lastMainLine + 1] == "")
        #expect(lines[lastMainLine + 3].contains("La"))
    }

    @Test func compactTableLabelsGroupsOnTopAndPeriodsOnTheLeft() {
        let lines = Fixtures.table(mode: .none).outputLines
        #expect(lines[0].split(separator: " ") == (1...18).map { Substring(String($0)) })
        #expect(lines[2].hasPrefix("  1  H"))
        #expect(lines[14].hasPrefix("  7  Fr"))
    }

    @Test func ansi256StandardTableMatchesSnapshot() {
        let table = Fixtures.table(mode: .ansi256)
        assertSnapshot(table.escapesVisible, named: "ansi256StandardTable")
        #expect(!table.contains(";2;"))
        #expect(table.withoutSGR.controlScalars.isEmpty)
    }

    @Test func colourTableHasALegendOfTheFamiliesShown() {
        let table = Fixtures.table(mode: .trueColor).withoutSGR
        for family in CategoryFamily.allCases {
            #expect(table.contains(" \(family.displayName) "))
        }
    }

    @Test func plainLargeStandardTableMatchesSnapshot() {
        let table = Fixtures.table(mode: .none, style: .large)
        assertSnapshot(table, named: "plainLargeStandardTable")
        #expect(table.outputLines.map(DisplayWidth.of).max() == 185)
        #expect(table.contains("│ Na      │"))
        #expect(table.contains("│ 132.905 │"))
    }

    @Test(arguments: [ANSIRenderer.TableStyle.compact, .large])
    func wideTableRendersEveryElementOnce(style: ANSIRenderer.TableStyle) {
        let table = Fixtures.table(.wide, mode: .none, style: style)
        let words = table.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" })
        for element in Fixtures.table.elements where !element.isHypothetical {
            #expect(words.filter { $0 == element.symbol }.count == 1, "\(element.symbol)")
        }
        let width = table.outputLines.map(DisplayWidth.of).max()
        #expect(width == (style == .compact ? 194 : 325))
    }

    @Test func hypotheticalElementGetsAnEighthPeriod() throws {
        let placement = try TablePlacement(elements: Fixtures.table.elements, form: .standard, includeHypothetical: true)
        let table = try Fixtures.renderer.renderTable(placement, formatter: Fixtures.formatter, theme: .classic, mode: .none)
        #expect(table.outputLines.contains { $0.hasPrefix("  8  Uue") })
    }
}
