/// The state of matter an element is in at room temperature.
public enum ElementState: String, CaseIterable, Codable, Sendable, Comparable {
    case solid = "Solid"
    case liquid = "Liquid"
    case gas = "Gas"

    /// Parses a `phase` value case-insensitively.
    public init?(phase: String) {
        switch phase.lowercased() {
        case "solid": self = .solid
        case "liquid": self = .liquid
        case "gas": self = .gas
        default: return nil
        }
    }

    /// Solid, liquid, gas: the order of increasing energy, used by the state sort.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
