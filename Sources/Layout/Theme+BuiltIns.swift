public extension Theme {
    /// One line about each built-in theme, for `ptable theme list`.
    static let builtInDescriptions: [String: String] = [
        "classic": "soft category fills, dark ink and a strong category band (the default)",
        "dark": "dark page and tiles, light text and bright category bands",
        "mono": "greyscale for black-and-white printing: families by grey level and border style",
    ]

    /// Dark page and tiles with light text; every text colour has a contrast of at least 4.5:1
    /// with what it is drawn on.
    static let dark: Theme = {
        var theme = Theme.classic
        theme.name = "dark"
        theme.pageBackground = Color(hex: "#14161b")!
        theme.ink = Color(hex: "#eef0f4")!
        theme.mutedInk = Color(hex: "#b4bac6")!
        let onAccent = Color(hex: "#14161b")!
        func style(_ fill: String, _ accent: String) -> FamilyStyle {
            FamilyStyle(fill: Color(hex: fill)!, accent: Color(hex: accent)!, onAccent: onAccent)
        }
        theme.families = [
            CategoryFamily.alkaliMetal.rawValue: style("#3b2019", "#ff8a6b"),
            CategoryFamily.alkalineEarthMetal.rawValue: style("#3a2a14", "#ffb454"),
            CategoryFamily.transitionMetal.rawValue: style("#33300f", "#e8c93a"),
            CategoryFamily.postTransitionMetal.rawValue: style("#1f3219", "#8fd16a"),
            CategoryFamily.metalloid.rawValue: style("#14322b", "#4fd1b0"),
            CategoryFamily.polyatomicNonmetal.rawValue: style("#152b3d", "#5cb8ff"),
            CategoryFamily.diatomicNonmetal.rawValue: style("#1f2340", "#98a4ff"),
            CategoryFamily.nobleGas.rawValue: style("#2b2140", "#bb99ff"),
            CategoryFamily.lanthanide.rawValue: style("#3a1c2c", "#ff8cc2"),
            CategoryFamily.actinide.rawValue: style("#351c38", "#e48ae9"),
            CategoryFamily.unknown.rawValue: style("#272a30", "#a3aab8"),
        ]
        theme.tile.borderWidth = 0.006
        return theme
    }()

    /// Greyscale for black-and-white printing. Families differ by fill (white, light, mid grey),
    /// band grey and border style (solid, dashed, dotted, double), so no two look alike on paper.
    static let mono: Theme = {
        var theme = Theme.classic
        theme.name = "mono"
        theme.pageBackground = .white
        theme.ink = .black
        theme.mutedInk = Color(hex: "#333333")!
        func style(_ fill: String, _ accent: String, _ border: BorderStyle) -> FamilyStyle {
            FamilyStyle(fill: Color(hex: fill)!, accent: Color(hex: accent)!, onAccent: .white, borderStyle: border)
        }
        theme.families = [
            CategoryFamily.alkaliMetal.rawValue: style("#cccccc", "#000000", .solid),
            CategoryFamily.alkalineEarthMetal.rawValue: style("#e6e6e6", "#000000", .solid),
            CategoryFamily.transitionMetal.rawValue: style("#ffffff", "#000000", .solid),
            CategoryFamily.postTransitionMetal.rawValue: style("#e6e6e6", "#3d3d3d", .dashed),
            CategoryFamily.metalloid.rawValue: style("#ffffff", "#3d3d3d", .dashed),
            CategoryFamily.polyatomicNonmetal.rawValue: style("#ffffff", "#262626", .dotted),
            CategoryFamily.diatomicNonmetal.rawValue: style("#e6e6e6", "#262626", .dotted),
            CategoryFamily.nobleGas.rawValue: style("#cccccc", "#262626", .dotted),
            CategoryFamily.lanthanide.rawValue: style("#ffffff", "#4d4d4d", .double),
            CategoryFamily.actinide.rawValue: style("#e6e6e6", "#4d4d4d", .double),
            CategoryFamily.unknown.rawValue: style("#cccccc", "#4d4d4d", .dashed),
        ]
        theme.tile.borderWidth = 0.014
        return theme
    }()
}
