import ElementData
import Foundation

public extension DisplayLocale {
    /// The elements `query` names, in atomic-number order: the one element
    /// `requireElement(matching:in:)` finds, or else every element of `table` from one end of a
    /// range to the other, both included: `1-18`, `La-Lu`, `lanthanum–lutetium`, `Fe..Zn`.
    ///
    /// A query that names an element is never read as a range, so a `--data` name with a
    /// hyphen still names its element.
    ///
    /// - Throws: the lookup's error for a query that is no element and no range, or for the
    ///   first end of a range that names no element; `ElementDataError.backwardsRange` when
    ///   the range's first end comes after its last.
    func requireElements(matching query: String, in table: PeriodicTable) throws -> [Element] {
        do {
            return [try requireElement(matching: query, in: table)]
        } catch {
            guard let ends = Self.rangeEnds(query) else { throw error }
            let first = try requireElement(matching: ends.first, in: table)
            let last = try requireElement(matching: ends.last, in: table)
            guard first.number <= last.number else {
                throw ElementDataError.backwardsRange(query: ElementText.escapedForMessage(query),
                                                      reversed: "\(ends.last.trimmed)-\(ends.first.trimmed)")
            }
            return table.elements.filter { (first.number...last.number).contains($0.number) }
        }
    }

    /// The two ends of `first-last` (also with `–`, `—` or `..`), both written; nil when the
    /// query has no separator, more than one, or an end left empty.
    private static func rangeEnds(_ query: String) -> (first: String, last: String)? {
        for separator in HighlightList.rangeSeparators {
            let parts = query.components(separatedBy: separator)
            guard parts.count > 1 else { continue }
            guard parts.count == 2, !parts[0].trimmed.isEmpty, !parts[1].trimmed.isEmpty else { return nil }
            return (parts[0], parts[1])
        }
        return nil
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
