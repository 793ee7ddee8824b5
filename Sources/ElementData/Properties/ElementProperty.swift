/// A property the properties file carries, e.g. `electronegativity`: its name, unit, kind and references.
public struct ElementProperty: Decodable, Hashable, Sendable {
    /// What shape its values have.
    public enum Kind: String, Decodable, Hashable, Sendable {
        /// A decimal number with a unit (`SourcedValue`), a text such as a crystal structure or CAS number,
        /// a list of oxidation states (`OxidationStates`), or a list of isotopes (`Isotope`).
        case number, text, oxidationStates, isotopes
    }

    /// The key values and options name it by: `atomic-radius`.
    public var key: String
    /// `Atomic radius`.
    public var name: String
    /// The unit of its values; `"1"` for pure numbers; nil for texts, lists and isotopes.
    public var unit: String?
    /// What shape its values have, which says where `ElementProperties` keeps them.
    public var kind: Kind
    /// What the property is, in a phrase the generator wrote: "Empirical atomic radius in crystals (Slater)".
    public var description: String
    /// Where the generator read it (package, table, column).
    public var via: String
    /// The reference keys its values cite.
    public var sources: [String]
}
