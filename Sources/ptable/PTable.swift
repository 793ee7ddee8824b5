import ArgumentParser
import CairoRenderer
import Foundation
import Layout
import SVGRenderer

@main
struct PTable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ptable",
        abstract: "Lay out and render the periodic table: list rows, detail tiles, the full table.",
        discussion: """
        Element data: Periodic-Table-JSON by Bowserinator and contributors, CC BY-SA 3.0, \
        bundled; --data FILE reads another file of the same schema.

        Exit codes: 0 success, 1 snapshot verify found changed or missing references, \
        64 usage error, 65 bad input (data file, theme, element), \
        74 output could not be written, 70 internal error.
        """,
        version: "0.1.0",
        subcommands: [ListCommand.self, TileCommand.self, TableCommand.self, TilesCommand.self, ThemeCommand.self,
                      PaletteCommand.self, SnapshotCommand.self]
    )

    /// Parses, runs, and reports every failure as one `error:` line with a documented exit code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as LayoutError {
            fail(error.localizedDescription, code: .dataError)
        } catch let error as CLIError {
            fail(error.localizedDescription, code: error.exitCode)
        } catch let error as CairoRendererError {
            fail(error.localizedDescription, code: error.isInputProblem ? .dataError : .internalError)
        } catch let error as SVGRendererError {
            fail(error.localizedDescription, code: .internalError)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var first = lines.first ?? "unknown error"
            if first.hasPrefix("Error: ") { first = "error: " + first.dropFirst("Error: ".count) }
            if !first.hasPrefix("error: ") { first = "error: " + first }
            var output = ([first] + lines.dropFirst()).joined(separator: "\n")
            if !output.hasSuffix("\n") { output += "\n" }
            FileHandle.standardError.write(Data(output.utf8))
            Foundation.exit(code.rawValue)
        }
    }

    private static func fail(_ message: String, code: ExitCode) -> Never {
        let line = ElementText.sanitized(message).replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data("error: \(line)\n".utf8))
        Foundation.exit(code.rawValue)
    }
}

extension ExitCode {
    /// Bad input: a data file, a theme, an unknown element (EX_DATAERR).
    static let dataError = ExitCode(65)
    /// The output could not be written (EX_IOERR).
    static let outputError = ExitCode(74)
    /// A renderer failed for a reason that is not the input (EX_SOFTWARE).
    static let internalError = ExitCode(70)
}

private extension CairoRendererError {
    /// Sizes the user asked for, as opposed to failures inside Cairo.
    var isInputProblem: Bool {
        switch self {
        case .invalidCanvasSize, .invalidScale, .canvasTooLarge: true
        default: false
        }
    }
}
