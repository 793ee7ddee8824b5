import ArgumentParser
import Foundation
import Layout

/// An `--elements` value: a comma-separated list, or `@FILE` with one element per line (commas
/// allowed too) and `#` starting a comment, read like a `--highlight @FILE` list; `@-` reads
/// that list from standard input.
enum ElementListFile {
    /// The names in `argument`; a file is registered as an input, so no output replaces it.
    ///
    /// - Throws: `ValidationError` when the list names no element: an empty file or standard
    ///   input, or one of comments only. `snapshot record` took such a list as no elements and
    ///   wrote a manifest with none, which its own reader then refused on every run.
    static func queries(_ argument: String, option: String) throws -> [String] {
        let queries = try listedQueries(argument, option: option)
        if queries.isEmpty {
            throw ValidationError("\(option) \(ElementText.sanitizedForMessage(argument)) names no element; give symbols, names or numbers, one per line")
        }
        return queries
    }

    private static func listedQueries(_ argument: String, option: String) throws -> [String] {
        guard argument.hasPrefix("@") else { return HighlightList.queries(inList: argument) }
        if argument == StandardInputList.argument {
            let data = try HighlightList.textFromStandardInput(CommandContext.current.standardInput)
            guard let text = String(data: data, encoding: .utf8) else { throw ElementDataError.notUTF8(path: DataFile.standardInputName) }
            return HighlightList.queries(inFileText: text)
        }
        let path = String(argument.dropFirst())
        try PathOption.requireNonEmpty(path, option: "\(option) @", what: "a file after @")
        InputFiles.register(path, option: option)
        let data = try DataFile.contents(of: CommandContext.current.url(for: path), displayName: path, limit: HighlightList.maximumFileSize)
        guard let text = String(data: data, encoding: .utf8) else { throw ElementDataError.notUTF8(path: path) }
        return HighlightList.queries(inFileText: text)
    }
}
