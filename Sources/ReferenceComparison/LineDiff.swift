/// A unified diff of two texts, line by line, for people to read.
///
/// Lines are compared byte for byte and end at every line feed, as in diff(1): a CR LF line
/// keeps its CR, a canonically equivalent spelling (`é` as one scalar or two) is a change, and
/// a last line without a line feed differs from one with it (`\ No newline at end of file`).
public struct LineDiff: Sendable {
    /// Lines of unchanged context around each change.
    public var context: Int

    /// A diff with `context` unchanged lines around each hunk.
    public init(context: Int = 3) {
        self.context = max(0, context)
    }

    /// The 1-based number of the first line that differs, or nil when the texts are equal.
    public static func firstDifferingLine(_ expected: String, _ actual: String) -> Int? {
        guard !expected.utf8.elementsEqual(actual.utf8) else { return nil }
        let old = lines(of: expected), new = lines(of: actual)
        var index = 0
        while index < old.count, index < new.count, old[index] == new[index] { index += 1 }
        return index + 1
    }

    /// `--- expected` / `+++ actual` then `@@ -a,b +c,d @@` hunks, or an empty string
    /// when the texts are equal. Texts too different to diff within `searchBudget` get a line
    /// saying so and one hunk: the first differing line of each.
    public func unified(expected: String, actual: String, expectedName: String = "expected",
                        actualName: String = "actual") -> String {
        let old = Self.lines(of: expected), new = Self.lines(of: actual)
        guard old != new else { return "" }
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        guard let operations = Self.operations(from: old, to: new) else {
            let line = zip(old, new).prefix { $0 == $1 }.count
            var first = old.count > line ? [Operation(kind: .delete, text: old[line], oldLine: line + 1, newLine: line + 1)] : []
            if new.count > line { first.append(Operation(kind: .insert, text: new[line], oldLine: line + 1, newLine: line + 1)) }
            return output + "only the first difference is shown: the texts (\(old.count) lines and \(new.count)) "
                + "differ too much to diff line by line\n" + Self.hunk(first[...])
        }
        for hunk in hunks(of: operations) { output += Self.hunk(operations[hunk]) }
        return output
    }

    /// The most steps (a line compared or a diagonal visited) of Myers' search before a diff
    /// gives up: its work grows with the lines times the differences, so a 300,000-line
    /// reference took minutes. At 2 million steps the search and then the standard library's
    /// diff (slower per step) take about 0.3 s in a release build; a colour change to one
    /// family in the 13,800-line table scene takes under 0.1 million, a change to every tile
    /// (classic to dark) 5 million and gets the first difference only.
    public static let searchBudget = 2_000_000
}

private extension LineDiff {
    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line's bytes with its line feed, if it has one.
        var text: [UInt8]
        /// 1-based line numbers in the old and new texts at this point.
        var oldLine: Int
        var newLine: Int
    }

    static let lineFeed = UInt8(ascii: "\n")

    /// Each line's bytes with its line feed; the last has none when the text does not end in one.
    static func lines(of text: String) -> [[UInt8]] {
        var lines = text.utf8.split(separator: lineFeed, omittingEmptySubsequences: false).map { Array($0) + [lineFeed] }
        // What follows the last line feed: nothing, or a last line without one.
        let last = lines.removeLast()
        if last.count > 1 { lines.append(last.dropLast()) }
        return lines
    }

    /// `@@ -a,b +c,d @@` and the lines of `slice`.
    static func hunk(_ slice: ArraySlice<Operation>) -> String {
        let oldStart = slice.first!.oldLine, newStart = slice.first!.newLine
        let oldCount = slice.filter { $0.kind != .insert }.count
        let newCount = slice.filter { $0.kind != .delete }.count
        var output = "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
            + "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
        for operation in slice {
            let marker = switch operation.kind { case .same: " "; case .delete: "-"; case .insert: "+" }
            let line = String(decoding: operation.text, as: UTF8.self)
            output += marker + (line.utf8.last == lineFeed ? line : line + "\n\\ No newline at end of file\n")
        }
        return output
    }

    /// An edit script from the standard library's Myers difference of the lines between a
    /// common start and end, or nil when that would take over `searchBudget` steps.
    static func operations(from old: [[UInt8]], to new: [[UInt8]]) -> [Operation]? {
        let start = zip(old, new).prefix { $0 == $1 }.count
        let end = zip(old[start...].reversed(), new[start...].reversed()).prefix { $0 == $1 }.count
        let oldMiddle = old[start..<old.count - end], newMiddle = new[start..<new.count - end]
        guard searchEnds(oldMiddle, newMiddle, within: searchBudget) else { return nil }
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in newMiddle.difference(from: oldMiddle) {
            switch change {
            case let .remove(offset, _, _): removed.insert(start + offset)
            case let .insert(offset, _, _): inserted.insert(start + offset)
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                operations.append(Operation(kind: .delete, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                operations.append(Operation(kind: .insert, text: new[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            } else {
                operations.append(Operation(kind: .same, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            }
        }
        return operations
    }

    /// Whether the search `difference(from:)` runs (Myers' greedy one, furthest reach on each
    /// diagonal) reaches the end of both texts within `budget` steps.
    static func searchEnds(_ old: ArraySlice<[UInt8]>, _ new: ArraySlice<[UInt8]>, within budget: Int) -> Bool {
        let n = old.count, m = new.count
        // Round d costs at least d + 1 steps, so the budget ends the search by round √(2 budget).
        let rounds = min(n + m, Int(Double(2 * budget).squareRoot()))
        // The furthest x on diagonal k (x - y) at index k + rounds + 1.
        var furthest = [Int](repeating: 0, count: 2 * rounds + 3)
        var steps = 0
        for d in 0...rounds {
            for k in stride(from: -d, through: d, by: 2) {
                let index = k + rounds + 1
                var x = k == -d || (k != d && furthest[index - 1] < furthest[index + 1])
                    ? furthest[index + 1] : furthest[index - 1] + 1
                var y = x - k
                while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] {
                    x += 1
                    y += 1
                    steps += 1
                }
                furthest[index] = x
                steps += 1
                if x >= n, y >= m { return true }
                if steps > budget { return false }
            }
        }
        return false
    }

    /// Ranges of operations: every change with `context` lines around it, overlapping ones merged.
    func hunks(of operations: [Operation]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation.kind != .same {
            let range = max(0, index - context)..<min(operations.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }
}
