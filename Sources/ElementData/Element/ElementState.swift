/// The state of matter an element is in at room temperature.
public enum ElementState: String, CaseIterable, Codable, Sendable, Comparable {
    /// Solid at room temperature: 105 of the bundled elements, the predicted ones included.
    case solid = "Solid"
    /// Liquid at room temperature: bromine, mercury and copernicium in the bundled data.
    case liquid = "Liquid"
    /// Gas at room temperature: 11 of the bundled elements.
    case gas = "Gas"

    /// Parses a `phase` value case-insensitively.
    public init?(phase: String) {
        guard let state = Self.allCases.first(where: { $0.rawValue.lowercased() == phase.lowercased() }) else { return nil }
        self = state
    }

    /// Solid, liquid, gas: the order of increasing energy, used by the state sort.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
