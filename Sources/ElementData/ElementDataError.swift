import Foundation

/// Everything that can go wrong while reading element data and the files beside it: the
/// bundled tables, a `--data` or values file, a list of elements, any file read through
/// `DataFile`, and a query that names no element.
public enum ElementDataError: LocalizedError, Equatable, Sendable {
    /// A bundled file (data, font, table) is in none of the places looked in, listed in `searched`;
    /// `environmentVariable` names the variable that can point at a folder holding it.
    case resourceNotFound(file: String, searched: [String], environmentVariable: String?)
    /// A file could not be opened or read; `reason` is the system's explanation.
    case unreadableFile(path: String, reason: String)
    /// A file is larger than the limit for its kind; `bytes` and `limit` are in bytes.
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// `detail` says where: "line 2, column 7: byte 0xFF".
    case notUTF8(path: String, detail: String = "")
    /// A file is not well-formed JSON; `detail` names the line and column of the first problem.
    case invalidJSON(path: String, detail: String)
    /// A file is JSON (or text) but not the data expected: a record, a field or a value is wrong,
    /// and `detail` names which.
    case invalidElementData(path: String, detail: String)
    /// `hint` is `did you mean Sodium?` for a close name, or the atomic numbers the data has.
    case noElementMatches(query: String, hint: String?)
    /// A range of elements written from the higher atomic number (`Ne-H`); `reversed` is the
    /// same range the right way round.
    case backwardsRange(query: String, reversed: String)
    /// A `--values` or `--count-formulas` file that cannot be used; `location` is
    /// `line 4` or `line 3, column 7`, empty when the problem is the whole file.
    case invalidValues(path: String, location: String, detail: String)
    /// `--lang CODE` (or a `lang` query) that names no bundled language.
    case unknownLanguage(code: String, supported: [String])

    /// `noElementMatches` for `query` as typed: quoted with its hidden characters escaped, and
    /// for a query that shows nothing (empty, spaces, direction marks) a hint that says so, as
    /// `""` or `"\u{202E}"` alone does not say what was wrong with it.
    public static func noElementMatching(_ query: String, hint: String?) -> ElementDataError {
        .noElementMatches(query: ElementText.escapedForMessage(query), hint: ElementText.hasNothingVisible(query) ? showsNothing : hint)
    }

    private static let showsNothing = "it shows nothing; give a symbol, name or number, e.g. Na, Sodium or 11"

    /// One line, control and bidi characters escaped: every message may quote text from a
    /// file (a key, a name, a path) and is printed on a terminal.
    public var errorDescription: String? { ElementText.errorLine(message) }

    private var message: String {
        switch self {
        case let .resourceNotFound(file, searched, variable):
            let hint = variable.map { "; set \($0) to a folder that holds it" } ?? ""
            return "cannot find bundled file \(file) (looked in \(searched.joined(separator: ", ")))\(hint)"
        case let .unreadableFile(path, reason):
            return "cannot read \(ElementText.escaped(path)): \(reason)"
        case let .fileTooLarge(path, bytes, limit):
            return "\(ElementText.escaped(path)) is \(bytes) bytes, over the limit of \(limit) bytes"
        case let .notUTF8(path, detail):
            return "\(ElementText.escaped(path)) is not UTF-8 text" + (detail.isEmpty ? "" : ": \(detail)")
        case let .invalidJSON(path, detail):
            return "\(ElementText.escaped(path)) is not valid JSON: \(detail)"
        case let .invalidElementData(path, detail):
            return "\(ElementText.escaped(path)): \(detail)"
        case let .noElementMatches(query, hint):
            guard let hint else { return "no element matches \"\(query)\"" }
            // After a colon: that a name shows nothing explains it, where a hint guesses at it.
            return hint == Self.showsNothing ? "no element matches \"\(query)\": \(hint)" : "no element matches \"\(query)\" (\(hint))"
        case let .backwardsRange(query, reversed):
            return "the range \"\(query)\" runs from a higher atomic number to a lower one; write \(ElementText.escapedForMessage(reversed))"
        case let .invalidValues(path, location, detail):
            return "\(ElementText.escaped(path)): " + (location.isEmpty ? "" : "\(location): ") + detail
        case let .unknownLanguage(code, supported):
            return "no language \"\(ElementText.escapedForMessage(code))\": use auto or one of \(supported.joined(separator: ", "))"
        }
    }
}
