import Foundation
import Testing

/// `ptable table --theme FILE` in the terminal shows the fields of the theme's compact slots,
/// in the compact grid and the large one.
@Suite struct TerminalSlotsEndToEndTests {
    @Test func terminalTableFollowsTheThemesCompactSlots() async throws {
        let folder = try Ptable.temporaryDirectory()
        let theme = folder.appendingPathComponent("slots.json")
        try #"""
        {"slots": {"compact": {"topLeft": "mass", "topRight": "none", "center": "name", "belowCenter": ["category", "number"]}}}
        """#.write(to: theme, atomically: true, encoding: .utf8)

        let compact = try await Ptable.run(["table", "--theme", theme.path, "--color", "never", "--columns", "120"])
        #expect(compact.status == 0, "\(compact.stderr)")
        let compactLines = compact.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(compactLines[1] == "     1.0…" + String(repeating: " ", count: 98) + "4.0…")
        #expect(compactLines[2] == "  1  Hyd…" + String(repeating: " ", count: 98) + "Hel…")

        let large = try await Ptable.run(["table", "--theme", theme.path, "--color", "never", "--large",
                                           "--columns", "200"])
        #expect(large.status == 0, "\(large.stderr)")
        let largeLines = large.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(largeLines[2].hasPrefix("    │ 1.008   │ ") && largeLines[2].hasSuffix(" │ 4.003   │"))
        #expect(largeLines[3].hasPrefix("  1 │ Hydrog… │ ") && largeLines[3].hasSuffix(" │ Helium  │"))
        // The categories do not fit every cell, so the line below is the next slot's: the number.
        #expect(largeLines[4].hasPrefix("    │ 1       │ 2 ") && largeLines[4].hasSuffix(" 17      │ 2       │"))
        #expect(largeLines[7].hasPrefix("  2 │ Lithium │ Beryll… │ "))
    }
}
