import Foundation
import Layout

extension TableQuery {
    /// The colouring from `color-by`, `scale` and `range`, checked as `ptable table` checks them.
    static func coloring(_ query: QueryParameters) throws -> TileColoring {
        let scale = try query.choice("scale", as: ScaleKind.self)
        let rangeText = query["range"]
        guard let colorBy = query["color-by"] else {
            if scale != nil || rangeText != nil {
                throw ServerError.badRequest("scale and range apply to a heatmap; give a numeric color-by such as melt")
            }
            return .category
        }
        guard var coloring = TileColoring(name: colorBy) else {
            throw ServerError.badRequest("""
                color-by must be category, phase, block, period, group or a numeric field \
                (\(NumericProperty.names.joined(separator: ", "))), got "\(colorBy)"
                """)
        }
        switch coloring {
        case .categorical:
            if scale != nil || rangeText != nil {
                throw ServerError.badRequest("scale and range apply to a heatmap; give a numeric color-by such as melt")
            }
        case var .heatmap(heatmap):
            heatmap.scale = scale ?? .linear
            heatmap.range = try rangeText.map(parseRange)
            if heatmap.scale == .log, let lower = heatmap.range?.lowerBound, lower <= 0 {
                throw ServerError.badRequest("range must start above 0 on a log scale, got \(rangeText ?? "")")
            }
            coloring = .heatmap(heatmap)
        }
        return coloring
    }

    /// `MIN:MAX`, two finite decimal numbers with MIN < MAX.
    static func parseRange(_ text: String) throws -> ClosedRange<Double> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Double? {
            let trimmed = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "−", with: "-")
            guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.-+eE".contains($0) }),
                  let value = Double(trimmed), value.isFinite else { return nil }
            return value
        }
        guard parts.count == 2, let lower = number(parts[0]), let upper = number(parts[1]) else {
            throw ServerError.badRequest("range must be MIN:MAX, two numbers such as 300:3000, got \"\(text)\"")
        }
        guard lower < upper else {
            throw ServerError.badRequest("range must have MIN below MAX, got \"\(text)\"")
        }
        return lower...upper
    }

    /// The atomic numbers a comma-separated `highlight` names. `@FILE` is refused: the server
    /// never reads a file a request names.
    static func highlightedNumbers(_ text: String, in table: PeriodicTable) throws -> Set<Int> {
        if text.hasPrefix("@") {
            throw ServerError.badRequest("highlight takes symbols, names or numbers separated by commas; the server reads no files (\(text))")
        }
        let queries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !queries.isEmpty else {
            throw ServerError.badRequest("highlight names no element; give symbols, names or numbers such as Na,K,Rb")
        }
        return Set(try queries.map { query in
            do {
                return try table.requireElement(matching: query).number
            } catch let error as LayoutError {
                throw ServerError.badRequest("highlight: \(error.localizedDescription)")
            }
        })
    }

    /// A person's name as the favourites store keeps it: trimmed, not empty.
    static func person(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw ServerError.badRequest("favorites-of must name a person, got an empty value") }
        return name
    }
}
