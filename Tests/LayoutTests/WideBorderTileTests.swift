import Testing
@testable import Layout

/// A theme may draw the border as wide as a tenth of the side (`tile.borderWidth` 0.1), wider
/// than its padding: the text under the band keeps inside the border's inner edge, front and back,
/// instead of being drawn over the stroke.
@Suite struct WideBorderTileTests {
    static let table = try! PeriodicTable.bundled()

    static func wideBorderTheme(_ style: BorderStyle) -> Theme {
        var theme = Theme.classic
        theme.tile.borderWidth = 0.1
        for key in theme.families.keys { theme.families[key]?.borderStyle = style }
        return theme
    }

    /// The runs below the band of `group` whose box, measured width by a short descender under the
    /// baseline (as `RoundTileTests` takes it), reaches into the border, which covers `inset`
    /// points from the sides and the bottom of a tile `side` points square.
    static func runsOverBorder(_ group: SceneGroup, side: Double, band: Double, inset: Double) -> [String] {
        group.texts.filter { $0.y > band }.compactMap { run in
            let left = run.minX, right = left + run.measuredWidth
            let bottom = run.y + 0.15 * run.fontSize
            guard left < inset - 0.01 || right > side - inset + 0.01 || bottom > side - inset + 0.01 else { return nil }
            return "\(run.role) \"\(run.text)\" at \(left)…\(right), bottom \(bottom)"
        }
    }

    @Test(arguments: [BorderStyle.solid, .double])
    func textUnderTheBandKeepsInsideAWideBorder(style: BorderStyle) throws {
        let theme = Self.wideBorderTheme(style)
        let inset = (style == .double ? 1.8 : 1) * 0.1
        var problems: [String] = []
        for symbol in ["Na", "Fe", "U", "Og"] {
            let element = try #require(Self.table.element(matching: symbol))
            for size in [128.0, 256, 512] {
                let front = try DetailTileLayout(theme: theme).group(for: element, size: size)
                let back = try BackTileLayout(theme: theme).group(for: element, size: size)
                for (side, group) in [("front", front), ("back", back)] {
                    problems += Self.runsOverBorder(group, side: size, band: 0.15 * size, inset: inset * size)
                        .map { "\(symbol) \(size) \(side): \($0)" }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }
}
