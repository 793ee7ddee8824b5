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
    /// The states that are predictions when only some are: rutherfordium's +3 beside the +4 its
    /// compounds were made in; empty when none is, or when all are (`predicted`).
    public var predictedStates: [Int] = []
    /// The reference that makes some or all of the states predictions, when it is not the one
    /// they are listed in: Eichler 2019 for rutherfordium to oganesson, whose states come from
    /// Wikipedia's table.
    public var predictionSource: String?

    /// Whether `state` is a prediction, alone or with all the element's states.
    public func isPredicted(_ state: Int) -> Bool {
        predicted || predictedStates.contains(state)
    }

    /// Whether any of the states is a prediction.
    public var hasPredictions: Bool {
        predicted || !predictedStates.isEmpty
    }

    /// `+2, +3` with true minus signs for negative states (`−1`) and `0` bare.
    public static func text(_ states: [Int]) -> String {
        states.map { $0 > 0 ? "+\($0)" : $0 < 0 ? "\u{2212}\(-$0)" : "0" }.joined(separator: ", ")
    }
}
