/// A property the properties file carries, e.g. `electronegativity`: its name, unit, kind and references.
public struct ElementProperty: Decodable, Hashable, Sendable {
    /// What shape its values have.
    public enum Kind: String, Decodable, Hashable, Sendable {
        case number, text, oxidationStates, isotopes
    }

    /// The key values and options name it by: `atomic-radius`.
    public var key: String
    /// `Atomic radius`.
    public var name: String
    /// The unit of its values; `"1"` for pure numbers; nil for texts, lists and isotopes.
    public var unit: String?
    public var kind: Kind
    public var description: String
    /// Where the generator read it (package, table, column).
    public var via: String
    /// The reference keys its values cite.
    public var sources: [String]
}
