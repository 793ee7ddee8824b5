import ElementData

/// One named colour of a theme, as `ptable palette` shows it.
public struct ThemeSwatch: Equatable, Sendable {
    /// What the colours belong to: "Page" or a family's display name.
    public var group: String
    /// The colour's part in its group: "page", "ink", "fill", "accent", "on accent".
    public var name: String
    /// A stable key naming the colour in the theme file: `ink`, `families.alkali-metal.fill`.
    public var key: String
    /// The colour itself.
    public var color: Color

    /// A swatch named `name` in `group`, found in the theme file under `key`.
    public init(group: String, name: String, key: String, color: Color) {
        self.group = group
        self.name = name
        self.key = key
        self.color = color
    }

    /// The colour's channels as `255 214 199`, each right-aligned in three columns.
    public var rgbText: String {
        [color.red, color.green, color.blue].map { value in
            let digits = String(value)
            return String(repeating: " ", count: 3 - digits.count) + digits
        }.joined(separator: " ")
    }
}

public extension Theme {
    /// Every colour of the theme: page, ink, muted ink and the border when it is fixed,
    /// then each family's fill, accent and text on the accent, in legend order.
    var swatches: [ThemeSwatch] {
        var swatches = [
            ThemeSwatch(group: ThemeSwatch.pageGroup, name: "page", key: "pageBackground", color: pageBackground),
            ThemeSwatch(group: ThemeSwatch.pageGroup, name: "ink", key: "ink", color: ink),
            ThemeSwatch(group: ThemeSwatch.pageGroup, name: "muted ink", key: "mutedInk", color: mutedInk),
        ]
        if let border = tile.borderColor {
            swatches.append(ThemeSwatch(group: ThemeSwatch.pageGroup, name: "border", key: "tile.borderColor", color: border))
        }
        for family in CategoryFamily.allCases {
            let style = style(for: family)
            let key = "families.\(family.rawValue)"
            swatches += [
                ThemeSwatch(group: family.displayName, name: "fill", key: "\(key).fill", color: style.fill),
                ThemeSwatch(group: family.displayName, name: "accent", key: "\(key).accent", color: style.accent),
                ThemeSwatch(group: family.displayName, name: "on accent", key: "\(key).onAccent", color: style.onAccent),
            ]
        }
        return swatches
    }
}
