/// Where a value shown for an element comes from.
public enum ValueProvenance: Hashable, Sendable {
    /// A cited source: the key resolves to a `Reference` in `ElementProperties.references`.
    case reference(key: String)
    /// The user's own `--data` file: shown as theirs, never as sourced.
    case userData
    /// The bundled Periodic-Table-JSON record (CC BY-SA 3.0), which cites no source per value; its
    /// label is also a key of `ElementProperties.references` (the gas densities are listed from it).
    case bundledData

    /// A short label for JSON and footers: the reference key, `user data` or `Periodic-Table-JSON`.
    public var label: String {
        switch self {
        case let .reference(key): key
        case .userData: "user data"
        case .bundledData: "Periodic-Table-JSON"
        }
    }
}
