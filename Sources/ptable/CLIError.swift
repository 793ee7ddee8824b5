import ArgumentParser
import Foundation

/// Failures of the command-line layer: where output goes and what it can write.
enum CLIError: LocalizedError {
    case cannotWrite(path: String, reason: String)
    case formatNeedsFile(format: String)
    case renderFailed(String)
    case invalidManifest(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    case terminalTooNarrow(columns: Int, needed: Int)

    var errorDescription: String? {
        switch self {
        case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
        case let .formatNeedsFile(format): "\(format) output is binary; give -o FILE or -o - to write it to a pipe"
        case let .renderFailed(reason): reason
        case let .invalidManifest(path, reason): "\(path) is not a ptable snapshot manifest: \(reason)"
        case let .cannotRead(path, reason): "cannot read \(path): \(reason)"
        case let .terminalTooNarrow(columns, needed):
            "the terminal is \(columns) columns wide and the narrowest table needs \(needed); widen it, set COLUMNS or pass --columns, or write another format with -o"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .cannotWrite: .outputError
        case .formatNeedsFile: .validationFailure
        case .renderFailed: .internalError
        case .invalidManifest, .cannotRead: .dataError
        case .terminalTooNarrow: .failure
        }
    }
}
