import ElementData

public extension Theme {
    /// One line about each built-in theme, for `ptable theme list`.
    static let builtInDescriptions: [String: String] = [
        "classic": "colour-blind-safe category fills (Paul Tol light), dark ink, a deeper-toned category band (the default)",
        "dark": "dark page and tiles, light text and bright category bands",
        "mono": "greyscale for black-and-white printing: families by grey level and border style",
    ]

    /// Dark page and tiles with light text; every text colour has a contrast of at least 4.5:1
    /// with what it is drawn on. Each fill is the page tinted 17% towards the family's accent.
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
            CategoryFamily.alkaliMetal.rawValue: style("#3c2a29", "#ff8a6b"),
            CategoryFamily.alkalineEarthMetal.rawValue: style("#3c3125", "#ffb454"),
            CategoryFamily.transitionMetal.rawValue: style("#383420", "#e8c93a"),
            CategoryFamily.postTransitionMetal.rawValue: style("#293628", "#8fd16a"),
            CategoryFamily.metalloid.rawValue: style("#1e3634", "#4fd1b0"),
            CategoryFamily.polyatomicNonmetal.rawValue: style("#203242", "#5cb8ff"),
            CategoryFamily.diatomicNonmetal.rawValue: style("#2a2e42", "#98a4ff"),
            CategoryFamily.nobleGas.rawValue: style("#302c42", "#bb99ff"),
            CategoryFamily.lanthanide.rawValue: style("#3c2a37", "#ff8cc2"),
            CategoryFamily.actinide.rawValue: style("#372a3e", "#e48ae9"),
            CategoryFamily.unknown.rawValue: style("#2c2f36", "#a3aab8"),
        ]
        theme.tile.borderWidth = 0.006
        theme.tile.bandStyle = .solid
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
        theme.tile.bandStyle = .solid
        return theme
    }()
}
