import ElementData

/// "Did you mean …?" for a value a request misspelt.
enum Suggestion {
    /// The candidate within two edits of `value` (any case), if one is.
    static func closest(to value: String, among candidates: [String]) -> String? {
        let target = value.lowercased()
        return candidates
            .map { ($0, EditDistance.between(target, $0.lowercased())) }
            .filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }
}
