/// The state of matter an element is in at room temperature.
public enum ElementState: String, CaseIterable, Codable, Sendable, Comparable {
    case solid = "Solid"
    case liquid = "Liquid"
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
