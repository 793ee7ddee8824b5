import Testing
import Layout
@testable import ANSIRenderer

/// Data files are not trusted: nothing in them may reach the terminal as a control code,
/// and no text may bend a box.
@Suite struct HostileDataTests {
    static let hostile: Element = {
        var element = Element(name: "Evil\u{1B}[31mium\u{07}\r\nX\u{08}\u{9B}2J\u{202E}", number: 6,
                              symbol: "\u{1B}]0;pwned\u{07}", xpos: 14, ypos: 2)
        element.category = "polyatomic\u{1B}[5m nonmetal"
        element.discoveredBy = String(repeating: "Jöns Jacob Berzelius 周期表の発見者 e\u{301}\u{1B}[2J ", count: 6)
            + "Supercalifragilisticexpialidocious漢字漢字漢字漢字漢字漢字"
        element.atomicMass = 12.011
        element.melt = 3800
        element.period = 2
        element.group = 14
        return element
    }()

    @Test(arguments: ColorMode.allCases)
    func hostileTileHasNoControlBytesAndEqualWidthLines(mode: ColorMode) {
        let tile = Fixtures.renderer.renderTile(Self.hostile, formatter: Fixtures.formatter, theme: .classic, mode: mode)
        let text = tile.withoutSGR
        #expect(text.controlScalars.isEmpty)
        #expect(!text.contains("\u{202E}"))
        #expect(Set(text.outputLines.map(DisplayWidth.of)) == [ANSIRenderer.tileWidth])
        #expect(text.contains("周期表の発見者 é"))
        #expect(text.contains("Jöns…"))  // cut after four lines
        #expect(text.outputLines.count <= 18)
    }

    @Test(arguments: ColorMode.allCases)
    func hostileTableHasNoControlBytes(mode: ColorMode) throws {
        var elements = Fixtures.table.elements.filter { $0.number != 6 }
        elements.append(Self.hostile)
        let placement = try TablePlacement(elements: elements, form: .standard)
        for style in ANSIRenderer.TableStyle.allCases {
            let table = try Fixtures.renderer.renderTable(placement, formatter: Fixtures.formatter, theme: .classic,
                                                      mode: mode, style: style)
            #expect(table.withoutSGR.controlScalars.isEmpty)
            let expected = Fixtures.table(mode: mode, style: style).withoutSGR.outputLines.map(DisplayWidth.of)
            #expect(table.withoutSGR.outputLines.map(DisplayWidth.of).max() == expected.max())
        }
    }

    @Test func wideCharactersNeverStraddleTheBorder() {
        var element = Fixtures.element("Na")
        element.name = String(repeating: "漢", count: 40)
        let lines = Fixtures.renderer.renderTile(element, formatter: Fixtures.formatter, theme: .classic, mode: .none)
            .outputLines
        #expect(lines.allSatisfy { DisplayWidth.of($0) == ANSIRenderer.tileWidth })
        #expect(lines.allSatisfy { ["│", "╮", "╯", "┤"].contains($0.last) })
        #expect(lines.contains("│ 漢漢漢漢漢漢漢漢漢漢漢漢漢漢漢 │"))
    }
}
