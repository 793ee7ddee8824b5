import ArgumentParser
import Foundation
import Layout

/// An `--elements` value: a comma-separated list, or `@FILE` with one element per line (commas
/// allowed too) and `#` starting a comment, read like a `--highlight @FILE` list; `@-` reads
/// that list from standard input.
enum ElementListFile {
    /// The names in `argument`; a file is registered as an input, so no output replaces it.
    ///
    /// - Throws: `ElementDataError.invalidElementData` (bad input, 65, as for a highlight file)
    ///   when a file or standard input names no element: empty, or comments only; a
    ///   `ValidationError` for an inline list that names none. `snapshot record` took such a
    ///   list as no elements and wrote a manifest with none, which its own reader then refused
    ///   on every run.
    static func queries(_ argument: String, option: String) throws -> [String] {
        let queries = try listedQueries(argument, option: option)
        guard queries.isEmpty else { return queries }
        guard argument.hasPrefix("@") else {
            throw ValidationError("\(option) needs at least one symbol, name or number, e.g. \(option) Na,K,26 or @FILE")
        }
        let source = argument == StandardInputList.argument ? DataFile.standardInputName : String(argument.dropFirst())
        throw ElementDataError.invalidElementData(path: source, detail: "the \(option) list names no element (it is empty, or only blank lines and # comments)")
    }

    /// Runs `body`, which looks up the names `argument` lists; when they come from a file or
    /// standard input, a name that matches no element is reported with that file's name and
    /// line (`names.txt: line 14: no element matches "Xx"`), as a `--values` file's are.
    static func namingSource<Result>(of argument: String?, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ElementDataError {
            guard let argument, argument.hasPrefix("@") else { throw error }
            let query: String
            switch error {
            case let .noElementMatches(name, _), let .backwardsRange(name, _): query = name
            default: throw error
            }
            let source = argument == StandardInputList.argument ? DataFile.standardInputName : String(argument.dropFirst())
            let text = CommandContext.current.session.elementListTexts.withLockedValue { $0[argument] }
            let line = text.flatMap { HighlightList.line(of: query, inFileText: $0) }
            throw ElementDataError.invalidElementData(path: source, detail: (line.map { "line \($0): " } ?? "")
                                                          + (error.errorDescription ?? "\(error)"))
        }
    }

    /// Keeps the text of the list `argument` names (`@FILE` or `@-`) for `namingSource(of:_:)`.
    static func remember(_ text: String, of argument: String) {
        CommandContext.current.session.elementListTexts.withLockedValue { $0[argument] = text }
    }

    private static func listedQueries(_ argument: String, option: String) throws -> [String] {
        guard argument.hasPrefix("@") else { return HighlightList.queries(inList: argument) }
        if argument == StandardInputList.argument {
            let data = try HighlightList.dataFromStandardInput(CommandContext.current.standardInput)
            guard let text = String(data: data, encoding: .utf8) else { throw ElementDataError.notUTF8(path: DataFile.standardInputName) }
            remember(text, of: argument)
            return HighlightList.queries(inFileText: text)
        }
        let path = String(argument.dropFirst())
        try PathOption.requireNonEmpty(path, option: "\(option) @", what: "a file after @")
        InputFiles.register(path, option: option)
        let data = try DataFile.contents(of: CommandContext.current.url(for: path), displayName: path, limit: HighlightList.maximumFileSize)
        guard let text = String(data: data, encoding: .utf8) else { throw ElementDataError.notUTF8(path: path) }
        remember(text, of: argument)
        return HighlightList.queries(inFileText: text)
    }
}
