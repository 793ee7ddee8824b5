import ArgumentParser
import Foundation
import Layout

/// An `--elements` value: a comma-separated list, or `@FILE` with one element per line (commas
/// allowed too) and `#` starting a comment, read like a `--highlight @FILE` list; `@-` reads
/// that list from standard input.
enum ElementListFile {
    /// The names in `argument`; a file is registered as an input, so no output replaces it.
    static func queries(_ argument: String, option: String) throws -> [String] {
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
