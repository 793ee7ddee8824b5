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
    /// when the texts are equal.
    public func unified(expected: String, actual: String, expectedName: String = "expected",
                        actualName: String = "actual") -> String {
        let old = Self.lines(of: expected), new = Self.lines(of: actual)
        let operations = Self.operations(from: old, to: new)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks(of: operations) {
            let slice = operations[hunk]
            let oldStart = slice.first!.oldLine, newStart = slice.first!.newLine
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            output += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
                + "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for operation in slice {
                let marker = switch operation.kind { case .same: " "; case .delete: "-"; case .insert: "+" }
                let line = String(decoding: operation.text, as: UTF8.self)
                output += marker + (line.utf8.last == Self.lineFeed ? line : line + "\n\\ No newline at end of file\n")
            }
        }
        return output
    }
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

    /// An edit script from the standard library's Myers difference.
    static func operations(from old: [[UInt8]], to new: [[UInt8]]) -> [Operation] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
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
