/// "Did you mean …?" for a value a request misspelt.
enum Suggestion {
    /// The candidate within two edits of `value` (any case), if one is.
    static func closest(to value: String, among candidates: [String]) -> String? {
        let target = Array(value.lowercased())
        return candidates
            .map { ($0, distance(target, Array($0.lowercased()))) }
            .filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    private static func distance(_ left: [Character], _ right: [Character]) -> Int {
        guard !left.isEmpty else { return right.count }
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var current = [row + 1]
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current.append(min(previous[column + 1] + 1, current[column] + 1, substitution))
            }
            previous = current
        }
        return previous[right.count]
    }
}
