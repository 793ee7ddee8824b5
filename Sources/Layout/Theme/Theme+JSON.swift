import ElementData
import Foundation

/// The theme file format.
///
/// A theme is one JSON object; `ptable theme show classic` prints a complete one:
///
/// ```json
/// {
///   "name": "classic",
///   "pageBackground": "#ffffff",
///   "ink": "#1b1e24",
///   "mutedInk": "#343a46",
///   "families": {
///     "alkali-metal": {"fill": "#ee8866", "accent": "#602816", "onAccent": "#ffffff", "borderStyle": "solid"},
///     …one object for each of the 11 families…
///   },
///   "fonts": {"symbol": "InterDisplay-Bold.otf", "number": "Inter-SemiBold.otf", …},
///   "tile": {"cornerRadius": 0.06, "padding": 0.07, "borderWidth": 0.008, "borderColor": "accent",
///            "gutter": 0.06, "bandHeight": 0.15},
///   "slots": {
///     "detail": {"topLeft": "number", "topRight": "category", "center": "symbol",
///                "belowCenter": ["name", "mass"], "facts": ["melt", "boil", "discoveredBy"]},
///     "compact": {"topLeft": "number", "topRight": "none", "center": "symbol", "belowCenter": ["name", "mass"]}
///   }
/// }
/// ```
///
/// - Colours are `#rrggbb`. `tile.borderColor` may also be `"accent"`, the family's accent.
/// - Fonts name a bundled face by file (`"Inter-Bold.otf"`) or as `{"family": "Inter", "weight": 700}`.
/// - Geometry is a fraction of a tile's side: `cornerRadius` 0…0.5, `padding` 0…0.25,
///   `borderWidth` 0…0.1, `gutter` 0…0.5, `bandHeight` 0…0.2 (0: no band).
/// - `minimumTextSize` (4…16, default 8) is the legibility floor in pixels: smaller text is
///   left out, never drawn (see `LegibilityFloor`).
/// - `borderStyle` is solid, dashed, dotted, double or none.
/// - Slots take field names (`TileField`): number, symbol, name, mass, melt, boil, discoveredBy,
///   category, phase, density, electronegativity, electronConfiguration, none.
/// - Every key is optional: a key left out takes its value from the theme named by
///   `"base"` (a built-in theme, `classic` when absent), so `{"base": "dark", "tile":
///   {"cornerRadius": 0}}` is a whole theme. A missing `name` is the file's name.
/// - Unknown keys and bad values are errors that name the key's path.
public extension Theme {
    /// Reads a theme strictly from JSON bytes; `source` names the document in errors.
    static func decode(_ data: Data, source: String, defaultName: String? = nil) throws -> Theme {
        let document = try JSONValue.parse(data, source: source)
        let name = defaultName ?? URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return try ThemeReader(source: source).theme(from: document, defaultName: name)
    }

    /// The complete theme as JSON: every key, in the documented order, ending in a newline.
    func jsonData() throws -> Data {
        Data(jsonValue.formatted.utf8)
    }

    /// The theme as a JSON tree, keys in a fixed, readable order.
    internal var jsonValue: JSONValue {
        func color(_ color: Color) -> JSONValue { .string(color.rgbHex) }
        func font(_ face: FontFace) -> JSONValue { .string(face.file) }
        func fields(_ fields: [TileField]) -> JSONValue { .array(fields.map { .string($0.rawValue) }) }
        func field(_ field: TileField) -> JSONValue { .string(field.rawValue) }
        let familyKeys = CategoryFamily.allCases.map(\.rawValue)
            + families.keys.filter { key in !CategoryFamily.allCases.contains { $0.rawValue == key } }.sorted()
        return .object([
            ("name", .string(name)),
            ("pageBackground", color(pageBackground)),
            ("ink", color(ink)),
            ("mutedInk", color(mutedInk)),
            ("families", .object(familyKeys.map { key in
                let style = families[key] ?? style(for: .unknown)
                return (key, .object([
                    ("fill", color(style.fill)),
                    ("accent", color(style.accent)),
                    ("onAccent", color(style.onAccent)),
                    ("borderStyle", .string(style.borderStyle.rawValue)),
                ]))
            })),
            ("fonts", .object([
                ("symbol", font(fonts.symbol)),
                ("number", font(fonts.number)),
                ("name", font(fonts.name)),
                ("mass", font(fonts.mass)),
                ("detail", font(fonts.detail)),
                ("label", font(fonts.label)),
                ("emphasis", font(fonts.emphasis)),
            ])),
            ("tile", .object([
                ("cornerRadius", .number(tile.cornerRadius)),
                ("padding", .number(tile.padding)),
                ("borderWidth", .number(tile.borderWidth)),
                ("borderColor", tile.borderColor.map(color) ?? .string("accent")),
                ("gutter", .number(tile.gutter)),
                ("bandHeight", .number(tile.bandHeight)),
            ])),
            ("slots", .object([
                ("detail", .object([
                    ("topLeft", field(slots.detail.topLeft)),
                    ("topRight", field(slots.detail.topRight)),
                    ("center", field(slots.detail.center)),
                    ("belowCenter", fields(slots.detail.belowCenter)),
                    ("facts", fields(slots.detail.facts)),
                ])),
                ("compact", .object([
                    ("topLeft", field(slots.compact.topLeft)),
                    ("topRight", field(slots.compact.topRight)),
                    ("center", field(slots.compact.center)),
                    ("belowCenter", fields(slots.compact.belowCenter)),
                ])),
            ])),
            ("minimumTextSize", .number(minimumTextSize)),
        ])
    }
}
