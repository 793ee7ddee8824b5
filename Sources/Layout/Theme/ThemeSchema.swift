import ElementData

/// Every key of the theme file, once: `ThemeReader` reads by these lists, `Theme.jsonValue`
/// writes by them (in this order), and the README's key list is checked against them.
enum ThemeSchema {
    /// The top-level keys after `base` and `name`, which are handled apart (`base` is only read).
    static let theme: [ThemeKey<Theme>] = [
        .color("pageBackground", \.pageBackground),
        .color("ink", \.ink),
        .color("mutedInk", \.mutedInk),
        familiesKey,
        .group("fonts", \.fonts, fonts),
        .group("tile", \.tile, tile),
        fieldsKey,
        .group("slots", \.slots, slots),
        // Pixels: below 4 text is dust; above 16 a 32 px tile could not show its symbol.
        .number("minimumTextSize", \.minimumTextSize, in: 4.0...16.0),
    ]

    /// The keys of each family's object under `families`.
    static let family: [ThemeKey<FamilyStyle>] = [
        .color("fill", \.fill),
        .color("accent", \.accent),
        .color("onAccent", \.onAccent),
        .choice("borderStyle", \.borderStyle),
    ]

    static let fonts: [ThemeKey<ThemeFonts>] = [
        .font("symbol", \.symbol), .font("number", \.number), .font("name", \.name), .font("mass", \.mass),
        .font("detail", \.detail), .font("label", \.label), .font("emphasis", \.emphasis),
    ]

    static let tile: [ThemeKey<TileGeometry>] = [
        .number("cornerRadius", \.cornerRadius, in: 0.0...0.5),
        .number("padding", \.padding, in: 0.0...0.25),
        .number("borderWidth", \.borderWidth, in: 0.0...0.1),
        ThemeKey("borderColor", read: { node, tile, reader in tile.borderColor = try reader.borderColor(node) },
                 write: { tile in tile.borderColor.map { .string($0.rgbHex) } ?? .string("accent") }),
        .number("gutter", \.gutter, in: 0.0...0.5),
        .number("bandHeight", \.bandHeight, in: 0.0...0.2),
        .choice("bandStyle", \.bandStyle),
    ]

    static let slots: [ThemeKey<TileSlots>] = [
        .group("detail", \.detail, [
            .field("topLeft", \.topLeft), .field("topRight", \.topRight), .field("center", \.center),
            .fields("belowCenter", \.belowCenter, maximum: DetailSlots.maximumBelowCenter),
            .fields("facts", \.facts, maximum: DetailSlots.maximumFacts),
        ], check: { TileSlots.repeatedFieldProblem($0.places) }),
        .group("compact", \.compact, [
            .field("topLeft", \.topLeft), .field("topRight", \.topRight), .field("center", \.center),
            .fields("belowCenter", \.belowCenter, maximum: CompactSlots.maximumBelowCenter),
        ], check: { TileSlots.repeatedFieldProblem($0.places) }),
    ]

    /// `fields`: a field list (`TileFieldList`) that fills the slots of both tiles; `slots`,
    /// read after it, may then change single places. Written as the slots' fields in order.
    private static let fieldsKey = ThemeKey<Theme>("fields", read: { node, theme, reader in
        guard case let .array(items) = node.value else {
            throw LayoutError.invalidTheme(path: reader.source, detail: "\"fields\" must be an array of field names, got \(node.value.kind)")
        }
        let names = try items.enumerated().map { index, item -> String in
            guard case let .string(name) = item else {
                throw LayoutError.invalidTheme(path: reader.source, detail: "\"fields[\(index)]\" must be a field name, got \(item.kind)")
            }
            // The names are joined with commas for `TileFieldList`: an item must be one name, or
            // "symbol,name" would pass as two fields and "" be reported as commas the file lacks.
            guard !name.allSatisfy(\.isWhitespace), !name.contains(",") else {
                let shown = JSONValue.quoted(ElementText.escapedForMessage(name))
                throw LayoutError.invalidTheme(path: reader.source, detail: "\"fields[\(index)]\" must be one field name, got \(shown)")
            }
            return name
        }
        do {
            theme.slots = try TileFieldList(parsing: names.joined(separator: ",")).slots
        } catch let error as TileFieldListError {
            throw LayoutError.invalidTheme(path: reader.source, detail: "\"fields\": \(error)")
        }
    }, write: { theme in .array(theme.slots.detail.fieldOrder.map { .string($0.optionName) }) })

    /// `families`: one object per category family, the known families first in their order.
    private static let familiesKey = ThemeKey<Theme>("families", children: family.map(\.name), read: { node, theme, reader in
        theme.families = try reader.families(node, base: theme.families)
    }, write: { theme in
        let known = CategoryFamily.allCases.map(\.rawValue)
        let keys = known + theme.families.keys.filter { !known.contains($0) }.sorted()
        return .object(keys.map { key in (key, write(family, of: theme.families[key] ?? theme.style(for: .unknown))) })
    })

    /// `value` as an object of `keys`, in their order.
    static func write<Value>(_ keys: [ThemeKey<Value>], of value: Value) -> JSONValue {
        .object(keys.map { ($0.name, $0.write(value)) })
    }

    /// Every key a theme file may hold, as dotted paths (`tile.cornerRadius`, `families.*.fill`).
    static var keyPaths: [String] {
        var paths = ["base", "name"]
        func add<Value>(_ keys: [ThemeKey<Value>], under prefix: String) {
            for key in keys { paths.append(prefix + key.name) }
        }
        add(theme, under: "")
        add(family, under: "families.*.")
        add(fonts, under: "fonts.")
        add(tile, under: "tile.")
        add(slots, under: "slots.")
        for group in slots { paths += group.children.map { "slots.\(group.name).\($0)" } }
        return paths
    }
}
