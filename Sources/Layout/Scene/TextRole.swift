/// The meaning of a text run.
public enum TextRole: String, Codable, Sendable, CaseIterable {
    case number, symbol, name, mass, melt, boil, discoveredBy, category
    case label, marker, groupNumber, periodNumber, title, subtitle, footer, legend
    case summary, appearance, namedBy, source, value
    case phase, density, electronegativity, electronConfiguration, sample
    case oxidationStates, ionizationEnergy, atomicRadius, covalentRadius, crystalStructure, isotopes
    case electronAffinity, electronegativityAllen, vanDerWaalsRadius, molarHeat
}
