/// The meaning of a text run.
public enum TextRole: String, Codable, Sendable, CaseIterable {
    /// The element data's fields on a tile: atomic number, symbol, name, mass, melting and boiling
    /// points, discoverer and category.
    case number, symbol, name, mass, melt, boil, discoveredBy, category
    /// The words around the elements: field labels, the table's f-block markers, group and period
    /// numbers, titles, the credit footer and legend text.
    case label, marker, groupNumber, periodNumber, title, footer, legend
    /// The back tile's summary and facts (`appearance`, `namedBy`, `source`), and `value`: a number
    /// with no field of its own (a user's value on a tile, a mass the user's data gives, a palette
    /// colour's hex and RGB).
    case summary, appearance, namedBy, source, value
    /// More tile fields, and the palette's "Aa" type samples (`sample`).
    case phase, density, electronegativity, electronConfiguration, sample
    /// Sourced property fields on a tile (`ElementProperties`).
    case oxidationStates, ionizationEnergy, atomicRadius, covalentRadius, crystalStructure, isotopes
    /// More sourced property fields on a tile.
    case electronAffinity, electronegativityAllen, vanDerWaalsRadius, molarHeat
}
