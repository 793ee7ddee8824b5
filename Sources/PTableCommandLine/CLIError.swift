import ArgumentParser
import ElementData
import Foundation

/// Failures of the command-line layer: where output goes and what it can write.
enum CLIError: LocalizedError {
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    /// `alternative` is the way around the terminal that the command offers.
    case terminalTooNarrow(columns: Int, needed: Int, artwork: String, alternative: String = "write another format with -o")
    /// The data cannot give what was asked of it (no element shown has a value to colour by).
    case dataCannotBeShown(String)
    /// An output that is the same file as an input (device and inode): it would be destroyed.
    case outputIsInput(path: String, option: String, inputPath: String)
    /// `--favorites-of NAME` names a person with no favourites among the loaded elements.
    case noFavorites(person: String)
    /// `--favorites-of NAME` names a person whose favourites all name symbols the loaded data
    /// does not have (`unknown` is the message's list: `"Xx" (did you mean Xe?)`).
    case unknownFavorites(person: String, unknown: String)

    var errorDescription: String? {
        switch self {
        case let .cannotWrite(path, reason): "cannot write \(ElementText.escaped(path)): \(reason)"
        case let .cannotRead(path, reason): "cannot read \(ElementText.escaped(path)): \(reason)"
        case let .terminalTooNarrow(columns, needed, artwork, alternative):
            "the terminal is \(columns) column\(columns == 1 ? "" : "s") wide and the narrowest \(artwork) needs \(needed); widen it, set COLUMNS or pass --columns, or \(alternative)"
        case let .dataCannotBeShown(reason): reason
        case let .outputIsInput(path, option, inputPath):
            path == inputPath
                ? "cannot write \(ElementText.escaped(path)): it is the \(option) input file; choose another output"
                : "cannot write \(ElementText.escaped(path)): it is the same file as the \(option) input \(ElementText.escaped(inputPath)); choose another output"
        case let .noFavorites(person): "\(person) has no favourites to show; add one with ptable favorite add ELEMENT --by \"\(person)\""
        case let .unknownFavorites(person, unknown): "\(person)'s favourites name no element of the loaded data: unknown \(unknown)"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .cannotWrite: .outputError
        case .outputIsInput: .validationFailure
        case .terminalTooNarrow: .failure
        case .cannotRead, .dataCannotBeShown, .noFavorites, .unknownFavorites: .dataError
        }
    }
}
