import ElementData

public extension ThemeSwatch {
    /// The swatch with its group and colour name in `locale`'s words (`Seite` / `Hintergrund`,
    /// `Alkalimetall` / `Füllung` in German); English keeps the names as they are. The key,
    /// which names the colour in a theme file, never changes.
    func localized(in locale: DisplayLocale) -> ThemeSwatch {
        guard !locale.isEnglish else { return self }
        var swatch = self
        if let family = CategoryFamily.allCases.first(where: { $0.displayName == group }) {
            swatch.group = locale.family(family)
        } else if group == Self.pageGroup {
            swatch.group = locale.text(.swatchGroupPage)
        }
        if let label = Self.nameLabel(forKey: key) { swatch.name = locale.text(label) }
        return swatch
    }

    /// The group of the page's own colours.
    static let pageGroup = "Page"

    /// The label of a colour's part by its theme key (the last component for a family's colours).
    private static func nameLabel(forKey key: String) -> LanguageLabel? {
        switch key.split(separator: ".").last.map(String.init) ?? key {
        case "pageBackground": .swatchPage
        case "ink": .swatchInk
        case "mutedInk": .swatchMutedInk
        case "borderColor": .swatchBorder
        case "fill": .swatchFill
        case "accent": .swatchAccent
        case "onAccent": .swatchOnAccent
        default: nil
        }
    }
}
