import Foundation
import Layout
import Testing
@testable import ANSIRenderer

/// Every legend of every built-in theme stays apart in both colour modes and keeps its contrast.
@Suite struct XtermLegendColorsTests {
    static let themes: [Theme] = [.classic, .dark, .mono]

    /// The entries of each legend a theme draws: the terminal's category chips (accent on fill),
    /// and each scheme of a poster's legend (its swatch fills, with the theme's ink on them).
    static func legends(of theme: Theme) throws -> [(name: String, entries: [(background: Color, text: Color)])] {
        var legends = [("terminal categories", CategoryFamily.allCases.map { family -> (background: Color, text: Color) in
            (theme.style(for: family).fill, theme.style(for: family).accent)
        })]
        let placement = try TablePlacement(elements: Fixtures.table.elements, form: .standard)
        for key in CategoricalKey.allCases {
            var options = TableSceneLayout.Options(width: 1200)
            options.coloring = .categorical(key)
            let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: options)
            var fills: [Color] = []
            func visit(_ nodes: [SceneNode]) {
                for node in nodes {
                    switch node {
                    case let .group(group): visit(group.children)
                    case let .rect(rect) where rect.role == "legend-swatch": if let fill = rect.fill { fills.append(fill) }
                    default: break
                    }
                }
            }
            visit(scene.nodes)
            #expect(!fills.isEmpty, "\(theme.name) \(key) has a legend")
            legends.append(("\(key)", fills.map { ($0, $0.contrastRatio(with: theme.ink) >= 4.5 ? theme.ink : theme.pageBackground) }))
        }
        return legends
    }

    /// The mono theme tells families apart by grey level and border style, not by fill alone,
    /// so only classic and dark are held to distinct fills in truecolor.
    @Test(arguments: [0, 1])
    func truecolorLegendsAreDistinct(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        for legend in try Self.legends(of: theme) {
            let backgrounds = legend.entries.map(\.background.rgbHex)
            #expect(Set(backgrounds).count == backgrounds.count, "\(theme.name) \(legend.name)")
        }
    }

    @Test(arguments: [0, 1, 2])
    func everyLegendStaysApartIn256Colours(themeIndex: Int) throws {
        let theme = Self.themes[themeIndex]
        for legend in try Self.legends(of: theme) {
            let pairs = XtermLegendColors.pairs(for: legend.entries)
            let backgrounds = pairs.map(\.background)
            #expect(Set(backgrounds).count == backgrounds.count, "\(theme.name) \(legend.name): \(backgrounds)")
            for (entry, pair) in zip(legend.entries, pairs) {
                let required = XtermLegendColors.requiredContrast(text: entry.text, background: entry.background)
                let contrast = XtermPalette.color(at: pair.text).contrastRatio(with: XtermPalette.color(at: pair.background))
                #expect(contrast >= required, "\(theme.name) \(legend.name) \(entry.background.rgbHex)")
            }
        }
    }

    @Test func metalloidsAndActinidesNoLongerLookTheSame() {
        let text = Fixtures.table(mode: .ansi256)
        let classic = Theme.classic.forTerminal(.ansi256)
        let metalloid = classic.style(for: .metalloid), actinide = classic.style(for: .actinide)
        #expect(metalloid.fill != actinide.fill)
        #expect(XtermPalette.nearestIndex(to: metalloid.fill) != XtermPalette.nearestIndex(to: actinide.fill))
        #expect(text.contains("48;5;\(XtermPalette.nearestIndex(to: metalloid.fill))m"))
        #expect(text.contains("48;5;\(XtermPalette.nearestIndex(to: actinide.fill))m"))
    }
}
