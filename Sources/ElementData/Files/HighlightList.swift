import Foundation

/// The element names in a `--highlight` value: a comma-separated list, or a file with one
/// name a line (commas allowed too) and `#` starting a comment.
public enum HighlightList {
    /// Highlight files larger than this are refused before they are read.
    public static let maximumFileSize = 1_000_000
    /// What may join the ends of a range of elements (`La-Lu`, `La–Lu`, `La..Lu`), in the order
    /// they are tried.
    public static let rangeSeparators = ["..", "\u{2013}", "\u{2014}", "-"]

    /// The trimmed, non-empty names in a comma-separated list.
    public static func queries(inList list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The names in a highlight file's text, comments removed.
    public static func queries(inFileText text: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
        return queries(inList: lines.joined(separator: ","))
    }

    /// The line (from 1) of `text` on which `query` is first listed, alone or as an end of a
    /// range (`Na-Xx`), for an error that names the file's line.
    public static func line(of query: String, inFileText text: String) -> Int? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return lines.firstIndex { line in
            queries(inFileText: String(line)).contains { entry in
                entry == query || rangeSeparators.contains { separator in
                    entry.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }.contains(query)
                }
            }
        }.map { $0 + 1 }
    }

    /// The names in the highlight file at `path`, read as `DataFile` reads every user file.
    ///
    /// - Throws: `ElementDataError` when the file cannot be read, is not a regular file, is larger
    ///   than `maximumFileSize`, is not UTF-8, is empty or names no element.
    /// A relative `path` is read from `base` (default: the current folder).
    public static func queries(inFileAt path: String, relativeTo base: URL? = nil) throws -> [String] {
        queries(inFileText: try text(inFileAt: path, relativeTo: base))
    }

    /// The text of the highlight file at `path`, with the checks of `queries(inFileAt:)`.
    package static func text(inFileAt path: String, relativeTo base: URL? = nil) throws -> String {
        let url = UserPath.url(path, relativeTo: base)
        if isNullDevice(url.path) {
            throw ElementDataError.invalidElementData(path: path, detail: "the highlight file is empty; list elements one a line")
        }
        let data = try DataFile.contents(of: url, displayName: path, limit: maximumFileSize)
        return try text(inFileData: data, source: path)
    }

    /// A highlight list piped to standard input (`--highlight @-`), with the errors of
    /// `queries(inFileAt:)` naming "standard input".
    package static func textFromStandardInput(_ descriptor: Int32 = STDIN_FILENO) throws -> String {
        try text(inFileData: try dataFromStandardInput(descriptor), source: DataFile.standardInputName)
    }

    /// Standard input, at most `maximumFileSize` bytes, for a list of elements.
    package static func dataFromStandardInput(_ descriptor: Int32 = STDIN_FILENO) throws -> Data {
        try DataFile.standardInputContents(limit: maximumFileSize, kind: "a list of elements", from: descriptor)
    }

    private static func text(inFileData data: Data, source path: String) throws -> String {
        guard !data.isEmpty else {
            throw ElementDataError.invalidElementData(path: path, detail: "the highlight file is empty; list elements one a line")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ElementDataError.notUTF8(path: path) }
        guard !queries(inFileText: text).isEmpty else {
            throw ElementDataError.invalidElementData(path: path,
                                                 detail: "the highlight file names no element (only blank lines and # comments)")
        }
        return text
    }

    /// `/dev/null` or a link to it: a device, but one that reads as an empty file.
    private static func isNullDevice(_ path: String) -> Bool {
        var given = stat()
        var null = stat()
        guard stat(path, &given) == 0, stat("/dev/null", &null) == 0 else { return false }
        return given.st_mode & S_IFMT == S_IFCHR && given.st_rdev == null.st_rdev
    }
}
