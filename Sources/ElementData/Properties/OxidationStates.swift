/// An element's known oxidation states and the common ones among them.
public struct OxidationStates: Hashable, Sendable {
    /// Every known state, ascending.
    public var all: [Int]
    /// The states the source marks as main, ascending.
    public var common: [Int]
    /// Where the states come from: the cited reference for bundled values.
    public var provenance: ValueProvenance
    /// Whether the states are predictions, not observed: those of elements no chemistry has reached.
    public var predicted = false

    /// `+2, +3` with true minus signs for negative states (`−1`) and `0` bare.
    public static func text(_ states: [Int]) -> String {
        states.map { $0 > 0 ? "+\($0)" : $0 < 0 ? "\u{2212}\(-$0)" : "0" }.joined(separator: ", ")
    }
}
