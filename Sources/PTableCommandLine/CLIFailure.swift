import ArgumentParser
import CairoRenderer
import Favorites
import Foundation
import JPEGRenderer
import Layout
import PTableRendering
import PTableServer
import SVGRenderer

/// One failure as the CLI reports it: a one-line message (no `error: ` prefix) and an exit code.
/// nil for argument-parser's own errors, which it formats itself.
struct CLIFailure {
    let message: String
    let code: ExitCode

    init?(_ error: Error) {
        let code: ExitCode
        switch error {
        case let error as ElementDataError:
            code = error.isInputProblem ? .dataError : .internalError
        case is LayoutError:
            code = .dataError
        case let error as CLIError:
            code = error.exitCode
        case let error as CairoRendererError:
            // A canvas too large to draw comes from the size the command line asked for.
            code = error.isSizeProblem ? .usageError : .internalError
        case let error as JPEGRendererError:
            code = error.isSizeProblem ? .usageError : .internalError
        case is SVGRendererError:
            code = .internalError
        case is ServeError:
            code = .outputError
        case let error as FavoritesError:
            code = error.exitCode
        case is ValidationError, is CleanExit, is ExitCode:
            return nil
        default:
            // An error type the commands do not know is a bug; argument-parser's own error types
            // are internal to it, so they are told apart by the code it gives them (1 = unknown).
            guard PTableCommand.exitCode(for: error) == .failure else { return nil }
            self.message = ElementText.errorLine("internal error: \(error.localizedDescription)")
            self.code = .internalError
            return
        }
        self.message = ElementText.errorLine(error.localizedDescription)
        self.code = code
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

private extension ElementDataError {
    /// Everything but a missing or broken bundled file, which is an installation problem.
    var isInputProblem: Bool {
        switch self {
        case .resourceNotFound: false
        default: true
        }
    }
}
