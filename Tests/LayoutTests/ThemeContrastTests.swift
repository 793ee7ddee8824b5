import Testing
@testable import Layout

/// dark and mono promise a contrast of at least 4.5:1 (WCAG AA) for every text run; so does
/// every theme's front at the small levels of detail (64–128 px), back side and palette sheet.
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

    /// The small levels of detail place text differently from 256 px: at 64 and 96 px the band
    /// holds the number alone at the 8 px floor, at 128 px the category beside it on two lines,
    /// and Japanese (a 10 px floor) centres the number. Classic's band texts sit at 4.50–4.56:1,
    /// so every category is checked at each of these sizes in every built-in theme.
    @Test(arguments: ["classic", "dark", "mono"])
    func everyTextRunOfEverySmallTileFrontHasContrast(name: String) throws {
        let theme = try #require(Theme.builtIn[name])
        let formatters = [ElementFormatter(), ElementFormatter(locale: try DisplayLocale.bundled("ja"))]
        var failures: [String] = []
        var families = Set<CategoryFamily>()
        for formatter in formatters {
            for size in [64.0, 96, 128] {
                for element in table.elements {
                    families.insert(ElementCategory(element.category).family)
                    let scene = try DetailTileLayout(theme: theme, formatter: formatter).scene(for: element, size: size)
                    failures += lowContrast(in: scene, fallback: theme.pageBackground).map { "\(element.symbol) \(size): \($0)" }
                }
            }
        }
        #expect(families.count == CategoryFamily.allCases.count)
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
