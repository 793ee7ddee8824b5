import Testing
@testable import Layout

/// dark and mono promise a contrast of at least 4.5:1 (WCAG AA) for every text run; so does
/// every theme's back side and palette sheet.
@Suite struct ThemeContrastTests {
    let table = try! PeriodicTable.bundled()

    func lowContrast(in scene: Scene, fallback: Color) -> [String] {
        SceneContrast.samples(in: scene, fallback: fallback)
            .filter { $0.ratio < 4.5 }
            .map { "\($0.text.role.rawValue) \"\($0.text.text)\" \($0.text.color) on \($0.background): \($0.ratio)" }
    }

    @Test(arguments: ["dark", "mono"])
    func everyTextRunOfEveryTileFrontHasContrast(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        var failures: [String] = []
        for element in table.elements {
            let scene = try DetailTileLayout(theme: theme).scene(for: element, size: 256)
            failures += lowContrast(in: scene, fallback: theme.pageBackground).map { "\(element.symbol): \($0)" }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test(arguments: ["classic", "dark", "mono"])
    func everyTextRunOfEveryTileBackHasContrast(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        var failures: [String] = []
        for element in table.elements {
            let scene = try BackTileLayout(theme: theme).scene(for: element, size: 256)
            failures += lowContrast(in: scene, fallback: theme.pageBackground).map { "\(element.symbol): \($0)" }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test(arguments: ["dark", "mono"])
    func everyTextRunOfTheTableHasContrast(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        for form in [TablePlacement.Form.standard, .wide] {
            let placement = try TablePlacement(elements: table.elements, form: form, includeHypothetical: true)
            let scene = try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: 1600))
            let failures = lowContrast(in: scene, fallback: theme.pageBackground)
            #expect(failures.isEmpty, "\(form): \(failures.prefix(10))")
        }
    }

    @Test(arguments: ["classic", "dark", "mono"])
    func paletteSheetTextHasContrast(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        let failures = lowContrast(in: try PaletteLayout(theme: theme).scene(), fallback: theme.pageBackground)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func darkThemeHasADarkPageAndLightInk() {
        #expect(Theme.dark.pageBackground.relativeLuminance < 0.05)
        #expect(Theme.dark.ink.relativeLuminance > 0.7)
        for family in CategoryFamily.allCases {
            #expect(Theme.dark.style(for: family).fill.relativeLuminance < 0.06, "\(family)")
        }
    }

    @Test func monoThemeIsGreyAndNoTwoFamiliesLookAlike() {
        var looks = Set<String>()
        for family in CategoryFamily.allCases {
            let style = Theme.mono.style(for: family)
            for color in [style.fill, style.accent, style.onAccent] {
                #expect(color.red == color.green && color.green == color.blue, "\(family) \(color)")
            }
            looks.insert("\(style.fill) \(style.accent) \(style.borderStyle)")
        }
        #expect(looks.count == CategoryFamily.allCases.count)
    }
}
