import Testing
import Layout

/// A theme changed in code is held to the limits a theme file is read with: every layout
/// throws `LayoutError.invalidTheme` naming the key, where a negative padding drew a broken
/// tile and a NaN floor failed only when the scene was encoded as JSON.
@Suite struct ThemeValidationTests {
    let iron = try! PeriodicTable.bundled().requireElement(matching: "Fe")

    @Test(arguments: ["classic", "dark", "mono"])
    func theBuiltInThemesAreValid(name: String) throws {
        try Theme.resolve(name).validate()
    }

    @Test func aValueOutOfRangeNamesItsKeyAsAThemeFileSpellsIt() {
        var theme = Theme.classic
        theme.name = "brand"
        theme.tile.padding = -1
        #expect(throws: LayoutError.invalidTheme(path: "theme \"brand\"", detail: "\"tile.padding\" must be between 0 and 0.25, got -1")) {
            try theme.validate()
        }
        theme.tile.padding = 0.07
        theme.minimumTextSize = .nan
        #expect(throws: LayoutError.invalidTheme(path: "theme \"brand\"", detail: "\"minimumTextSize\" must be between 4 and 16, got nan")) {
            try theme.validate()
        }
    }

    @Test func aFieldInTwoPlacesOfATileIsRefused() {
        var theme = Theme.classic
        theme.slots.compact.center = .name
        #expect(throws: LayoutError.invalidTheme(path: "theme \"classic\"",
                                                 detail: "\"slots.compact\": the field \"name\" is in two places, center and belowCenter[0]")) {
            try theme.validate()
        }
    }

    @Test func tooManyFieldsInASlotListAreRefused() {
        var theme = Theme.classic
        theme.slots.detail.facts = Array(repeating: .melt, count: DetailSlots.maximumFacts + 1)
        #expect(throws: LayoutError.invalidTheme(path: "theme \"classic\"", detail: "\"slots.detail.facts\" may hold at most 6 fields, got 7")) {
            try theme.validate()
        }
    }

    /// Every public layout; the table's own tiles (`CompactTileLayout`, package API) are drawn
    /// after the table checked the theme once, not once per tile.
    @Test func everyLayoutRefusesAnInvalidTheme() throws {
        var theme = Theme.classic
        theme.tile.gutter = .infinity
        let placement = try TablePlacement(elements: PeriodicTable.bundled().elements, form: .standard)
        #expect(throws: LayoutError.self) { try DetailTileLayout(theme: theme).scene(for: iron, size: 256) }
        #expect(throws: LayoutError.self) { try BackTileLayout(theme: theme).scene(for: iron, size: 256) }
        #expect(throws: LayoutError.self) { try TileStrip(theme: theme).scene(for: iron, sizes: [64]) }
        #expect(throws: LayoutError.self) { try PaletteLayout(theme: theme).scene() }
        #expect(throws: LayoutError.self) { try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: 1200)) }
    }
}
