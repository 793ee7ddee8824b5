import Foundation
import Layout

/// An `@FILE` list of elements (`--highlight @FILE`, `--elements @FILE`): one element per line,
/// commas allowed too, `#` starting a comment; at most 1 MB of UTF-8 text.
enum ElementListFile {
    static let maximumSize = 1_000_000

    /// The option's list as comma-separated text: the file's entries for `@FILE`, else `argument` itself.
    static func expanded(_ argument: String) throws -> String {
        guard argument.hasPrefix("@") else { return argument }
        let path = String(argument.dropFirst())
        let data = try DataFile.contents(of: URL(fileURLWithPath: path), displayName: path, limit: maximumSize)
        guard let contents = String(data: data, encoding: .utf8) else { throw LayoutError.notUTF8(path: path) }
        return contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
            .joined(separator: ",")
    }
}
