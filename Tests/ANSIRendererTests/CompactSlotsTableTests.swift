import Layout
import Testing
@testable import ANSIRenderer

/// The terminal table's cells show the fields of the theme's compact slots, as the table's
/// tiles in SVG and PNG do.
@Suite struct CompactSlotsTableTests {
    private static func theme(_ compact: CompactSlots) -> Theme {
        var theme = Theme.classic
        theme.slots.compact = compact
        return theme
    }

    private static func table(_ compact: CompactSlots, style: ANSIRenderer.TableStyle) throws -> [String] {
        try Fixtures.renderer.renderTable(Fixtures.placement(), formatter: Fixtures.formatter, theme: theme(compact),
                                          mode: .none, style: style).outputLines
    }

    @Test func compactCellsShowTheTopLeftAndCentreFields() throws {
        let lines = try Self.table(CompactSlots(topLeft: .mass, topRight: .none, center: .name, belowCenter: []),
                                   style: .compact)
        let gap = String(repeating: " ", count: 98)
        #expect(lines[1] == "     1.0…" + gap + "4.0…")
        #expect(lines[2] == "  1  Hyd…" + gap + "Hel…")
        #expect(lines[3] == "     6.94  9.0…" + String(repeating: " ", count: 62) + "10.…  12.…  14.…  15.…  18.…  20.…")
        #expect(lines[4] == "  2  Lit…  Ber…" + String(repeating: " ", count: 62) + "Bor…  Car…  Nit…  Oxy…  Flu…  Neon")
    }

    @Test func compactCellsShowTheTopRightWhenTheTopLeftIsNone() throws {
        let lines = try Self.table(CompactSlots(topLeft: .none, topRight: .number, center: .symbol, belowCenter: []),
                                   style: .compact)
        let standard = try Self.table(.classic, style: .compact)
        #expect(lines == standard)
    }

    @Test func compactCellsLeaveANoneSlotBlank() throws {
        let lines = try Self.table(CompactSlots(topLeft: .none, topRight: .none, center: .symbol, belowCenter: []),
                                   style: .compact)
        #expect(lines[1] == "")
        #expect(lines[2] == "  1  H" + String(repeating: " ", count: 101) + "He")
    }

    @Test func largeCellsShowTheFirstLineBelowTheCentreThatFitsEveryCell() throws {
        // The names do not fit a 7-column cell (Magnesium), the numbers do: the third line is the number.
        let lines = try Self.table(CompactSlots(topLeft: .name, topRight: .none, center: .symbol,
                                                belowCenter: [.name, .number]), style: .large)
        #expect(lines[2].hasPrefix("    │ Hydrog… │ ") && lines[2].hasSuffix(" │ Helium  │"))
        #expect(lines[3].hasPrefix("  1 │ H       │ ") && lines[3].hasSuffix(" │ He      │"))
        #expect(lines[4].hasPrefix("    │ 1       │ 2 ") && lines[4].hasSuffix(" 17      │ 2       │"))
    }

    @Test func largeCellsCutALineBelowTheCentreThatFitsNowhere() throws {
        let lines = try Self.table(CompactSlots(topLeft: .number, topRight: .none, center: .symbol,
                                                belowCenter: [.name]), style: .large)
        #expect(lines[2].hasPrefix("    │ 1       │ ") && lines[2].hasSuffix(" │ 2       │"))
        #expect(lines[4].hasPrefix("    │ Hydrog… │ 2 ") && lines[4].hasSuffix(" 17      │ Helium  │"))
    }

    @Test func classicSlotsKeepNumberSymbolAndMass() throws {
        let lines = try Self.table(.classic, style: .large)
        #expect(lines[2].hasPrefix("    │ 1       │ ") && lines[2].hasSuffix(" │ 2       │"))
        #expect(lines[3].hasPrefix("  1 │ H       │ ") && lines[3].hasSuffix(" │ He      │"))
        #expect(lines[4].hasPrefix("    │ 1.008   │ 2 ") && lines[4].hasSuffix(" 17      │ 4.003   │"))
    }
}
