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
///   "fonts": {"symbol": "InterDisplay-Bold.otf", "number": "InterDisplay-Bold.otf", …},
///   "tile": {"cornerRadius": 0.06, "padding": 0.07, "borderWidth": 0.008, "borderColor": "accent",
///            "gutter": 0.06, "bandHeight": 0.15, "bandStyle": "tonal"},
///   "slots": {
///     "detail": {"topLeft": "number", "topRight": "category", "center": "symbol",
///                "belowCenter": ["name", "mass"], "facts": ["melt", "boil", "discoveredBy"]},
///     "compact": {"topLeft": "number", "topRight": "none", "center": "symbol", "belowCenter": ["name", "mass"]}
///   }
/// }
/// ```
///
/// - Colours are `#rrggbb`. `tile.borderColor` may also be `"accent"`, the family's accent (on a
///   detail tile with a tonal band, the band's tone).
/// - `bandStyle` is `solid` (the band in the accent, its text in `onAccent`) or `tonal` (a deeper
///   tone of the fill, its text in the accent).
/// - Fonts name a bundled face by file (`"Inter-Bold.otf"`) or as `{"family": "Inter", "weight": 700}`.
/// - Geometry is a fraction of a tile's side: `cornerRadius` 0…0.5, `padding` 0…0.25,
///   `borderWidth` 0…0.1, `gutter` 0…0.5, `bandHeight` 0…0.2 (0: no band). A band lower than the
///   corner radius is not drawn (its corners would stick out of a round tile), and the text of a
///   rounded tile keeps clear of its corners: the rounder the tile, the further in it starts. A
///   border wider than the padding moves the text under the band in with it.
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

    /// The theme as a JSON tree, keys in the schema's fixed, readable order.
    internal var jsonValue: JSONValue {
        guard case let .object(members) = ThemeSchema.write(ThemeSchema.theme, of: self) else { return .null }
        return .object([("name", .string(name))] + members)
    }
}
