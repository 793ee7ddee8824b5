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

    /// The runs below the band of `group` whose measured width or baseline reaches into the
    /// border, which covers `inset` points from the sides and the bottom of a tile `side` points
    /// square. (The body sets its last line on its bottom edge, so descenders are not counted.)
    static func runsOverBorder(_ group: SceneGroup, side: Double, band: Double, inset: Double) -> [String] {
        group.texts.filter { $0.y > band }.compactMap { run in
            let left = run.minX, right = left + run.measuredWidth
            guard left < inset - 0.01 || right > side - inset + 0.01 || run.y > side - inset + 0.01 else { return nil }
            return "\(run.role) \"\(run.text)\" at \(left)…\(right), baseline \(run.y)"
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

    /// Mono's double border reaches 1.8 px into a 71 px tile (2.5 px at 100): the band's
    /// ideographs and kana, taller than capitals, move down off it (a Japanese category at 128 px,
    /// Chinese names on the back at 64 px touched the tile's edge).
    @Test(arguments: ["ja", "ko", "zh-Hans"])
    func bandTextClearsMonosDoubleBorder(code: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        var problems: [String] = []
        for element in Self.table.elements {
            for size in [64.0, 77, 128] {
                let front = try DetailTileLayout(theme: .mono, formatter: formatter).group(for: element, size: size)
                let back = try BackTileLayout(theme: .mono, formatter: formatter).group(for: element, size: size)
                let inset = front.children.compactMap { node -> Double? in
                    guard case let .rect(rect) = node, rect.role == "tile-border" else { return nil }
                    return rect.x + rect.strokeWidth / 2
                }.max() ?? 0
                for run in (front.texts + back.texts) where run.y < 0.15 * size {
                    let top = SceneText.top(of: run.text, baseline: run.y, fontSize: run.fontSize)
                    if top < inset - 0.01 { problems.append("\(element.symbol) \(size): \(run.role) \"\(run.text)\" top \(top)") }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }
}
