import ElementData

public extension Theme {
    /// Throws when a value lies outside what a theme file may hold: a geometry fraction out of
    /// its range (`tile.padding` 0…0.25, …), a legibility floor outside 4…16 or not a number,
    /// more fields than a slot list has room for.
    ///
    /// A theme read from a file was checked by its reader; one changed in code was not, and a
    /// negative padding or a NaN floor would draw a broken tile or fail later with an unrelated
    /// error. Every layout calls this before it lays a tile, table or palette out.
    ///
    /// - Throws: `LayoutError.invalidTheme`, naming the key's path as a theme file spells it.
    func validate() throws {
        if let detail = ThemeSchema.theme.lazy.compactMap({ $0.problem(self, "") }).first {
            throw LayoutError.invalidTheme(path: "theme \(JSONValue.quoted(ElementText.escapedForMessage(name)))", detail: detail)
        }
    }
}
