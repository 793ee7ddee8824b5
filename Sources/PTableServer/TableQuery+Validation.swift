import Foundation
import Layout
import PTableRendering

extension TableQuery {
    /// The colouring from `color-by`, `scale` and `range`, by the rules `ptable table` follows.
    static func coloring(_ query: QueryParameters) throws -> TileColoring {
        let scale = try query.choice("scale", as: ScaleKind.self)
        return try TableOptionRules(.query).coloring(colorBy: query["color-by"], scale: scale, range: query["range"])
    }

    /// The atomic numbers a comma-separated `highlight` names. `@FILE` is refused: the server
    /// never reads a file a request names. Names may also be written in `locale`'s language.
    static func highlightedNumbers(_ text: String, in table: PeriodicTable, locale: DisplayLocale) throws -> Set<Int> {
        if text.hasPrefix("@") {
            throw ServerError.badRequest("highlight takes symbols, names, numbers or ranges (57-71) separated by commas; the server reads no files (\(text))")
        }
        let queries = try TableOptionRules(.query).highlightQueries(text)
        return Set(try queries.flatMap { query in
            do {
                return try locale.requireElements(matching: query, in: table).map(\.number)
            } catch let error as ElementDataError {
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
