/// Levenshtein distance, for "did you mean" suggestions.
package enum EditDistance {
    /// The fewest insertions, deletions and substitutions of characters that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        // A suggestion scores every element's name and symbol. In ASCII text without a
        // carriage return (CR LF is one Character) each byte is one Character, so bytes
        // compare like Characters without Unicode's canonical equivalence.
        if let a = asciiBytes(a), let b = asciiBytes(b) {
            return distance(a, b)
        }
        return characterDistance(a, b)
    }

    /// The distance over Characters, the definition the byte path must agree with.
    static func characterDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    private static func asciiBytes(_ text: String) -> [UInt8]? {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? Array(text.utf8) : nil
    }

    private static func distance<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
