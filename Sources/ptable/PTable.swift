import ArgumentParser
import Favorites
import Foundation
import Layout
import PTableRendering
import PTableServer
import SVGRenderer

@main
struct PTable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ptable",
        abstract: "Lay out and render the periodic table: list rows, detail tiles, the full table.",
        discussion: """
        Element data: Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0, \
        bundled; --data FILE reads another file of the same schema (or a bare array of its \
        element objects), --data - reads standard input.

        Exit codes: 0 success, 1 snapshot verify found changed or missing references, \
        64 usage error (including a size too large to draw, or an output that is the same \
        file as an input), 65 bad input (data file, theme, values or formula file, element, snapshot manifest, a file \
        that is not a favourites store), 74 output could not be written (or the favourites \
        store or endpoint failed), 70 internal error. Every failure prints one \
        line starting with "error:" on stderr (a usage error may add a usage hint after it).
        """,
        version: "0.1.0",
        subcommands: [ListCommand.self, TileCommand.self, TableCommand.self, TilesCommand.self, ThemeCommand.self,
                      PaletteCommand.self, SnapshotCommand.self, FavoriteCommand.self, ServeCommand.self]
    )

    /// Parses, runs, and reports every failure as one `error:` line with a documented exit code.
    static func main() {
        TemporaryFiles.installSignalHandlers()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            report(error)
        }
    }

    /// Prints `error` and exits with its code; see `CLIFailure`.
    private static func report(_ error: Error) -> Never {
        if let failure = CLIFailure(error) {
            StandardStream.writeError("error: \(failure.message)\n")
            Foundation.exit(failure.code.rawValue)
        }
        // argument-parser's own errors: usage (64, with its usage hint), --help, --version, and
        // an ExitCode a command throws after reporting for itself (snapshot verify: 1).
        let code = exitCode(for: error)
        if code == .success || error is ExitCode {
            exit(withError: error)
        }
        let lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var first = ElementText.sanitized(lines.first ?? "")
        if first.hasPrefix("Error: ") { first = String(first.dropFirst("Error: ".count)) }
        if !first.hasPrefix("error: ") { first = "error: " + first }
        if first == "error: " { first += "invalid usage" }
        var output = ([first] + lines.dropFirst()).joined(separator: "\n")
        if !output.hasSuffix("\n") { output += "\n" }
        StandardStream.writeError(output)
        Foundation.exit(code == .validationFailure ? code.rawValue : ExitCode.usageError.rawValue)
    }
}

/// One failure as the CLI reports it: a one-line message (no `error: ` prefix) and an exit code.
/// nil for argument-parser's own errors, which it formats itself.
struct CLIFailure {
    let message: String
    let code: ExitCode

    init?(_ error: Error) {
        let code: ExitCode
        switch error {
        case let error as LayoutError:
            code = error.isInputProblem ? .dataError : .internalError
        case let error as CLIError:
            code = error.exitCode
        case is ServeError:
            code = .outputError
        case let error as FavoritesError:
            code = error.exitCode
        case let error as CairoRendererError:
            // A canvas too large to draw comes from the size the command line asked for.
            code = error.isSizeProblem ? .usageError : .internalError
        case is SVGRendererError:
            code = .internalError
        case is ValidationError, is CleanExit, is ExitCode:
            return nil
        default:
            // An error type the commands do not know is a bug; argument-parser's own error types
            // are internal to it, so they are told apart by the code it gives them (1 = unknown).
            guard PTable.exitCode(for: error) == .failure else { return nil }
            self.message = Self.oneLine("internal error: \(error.localizedDescription)")
            self.code = .internalError
            return
        }
        self.message = Self.oneLine(error.localizedDescription)
        self.code = code
    }

    /// Control characters removed and line breaks joined, so the message is one line.
    static func oneLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let clean = ElementText.sanitized(joined)
        return clean.isEmpty ? "unknown error" : clean
    }
}

extension ExitCode {
    /// The command line is wrong: an unknown option, a value out of range, a canvas too large (EX_USAGE).
    static let usageError = ExitCode(64)
    /// Bad input: a data file, a theme, an unknown element (EX_DATAERR).
    static let dataError = ExitCode(65)
    /// A renderer failed for a reason that is not the input; a bug (EX_SOFTWARE).
    static let internalError = ExitCode(70)
    /// The output could not be written (EX_IOERR).
    static let outputError = ExitCode(74)
}

private extension LayoutError {
    /// Everything but a missing or broken bundled file, which is an installation problem.
    var isInputProblem: Bool {
        switch self {
        case .resourceNotFound: false
        default: true
        }
    }
}

private extension CairoRendererError {
    /// Sizes the user asked for, as opposed to failures inside Cairo.
    var isSizeProblem: Bool {
        switch self {
        case .invalidCanvasSize, .invalidScale, .canvasTooLarge: true
        default: false
        }
    }
}
