import ArgumentParser
import Layout

/// The elements a batch command draws: every element up to 118 (or past it with
/// `--include-hypothetical`), or those named in `--elements Na,K,26` or `--elements @FILE`.
enum ElementSelection {
    /// Elements in atomic-number order, each once.
    ///
    /// - Throws: `ElementDataError.noElementMatches` (with a suggestion) for an unknown name.
    /// Names may also be in `locale`'s language.
    static func elements(in table: PeriodicTable, list: String?, includeHypothetical: Bool,
                         locale: DisplayLocale = .english) throws -> [Element] {
        let queries = try list.map { try ElementListFile.queries($0, option: "--elements") }
        return try ElementListFile.namingSource(of: list) {
            try elements(in: table, queries: queries, includeHypothetical: includeHypothetical, locale: locale)
        }
    }

    /// The elements `queries` name (symbols, names or numbers, or ranges such as `1-18` and
    /// `La-Lu`), or every element when nil.
    static func elements(in table: PeriodicTable, queries: [String]?, includeHypothetical: Bool,
                         locale: DisplayLocale = .english) throws -> [Element] {
        guard let queries else {
            return table.elements.filter { includeHypothetical || !$0.isHypothetical }
        }
        var chosen: [Int: Element] = [:]
        for query in queries {
            for element in try locale.requireElements(matching: query, in: table) {
                chosen[element.number] = element
            }
        }
        return chosen.values.sorted { $0.number < $1.number }
    }

    /// Checks an `--elements` value for a command's `validate()`.
    static func validate(_ list: String?) throws {
        if let list, !list.hasPrefix("@"), HighlightList.queries(inList: list).isEmpty {
            throw ValidationError("--elements needs at least one symbol, name or number, e.g. --elements Na,K,26 or @FILE")
        }
    }
}
