import ArgumentParser
import Foundation
import PTableRendering

/// What `ptable` does around its root command: parse,
/// run, and report every failure as one `error:` line with a documented exit code.
package enum CommandLineMain {
    /// Exit codes and messages for errors of the commands, and argument-parser's usage errors
    /// rewritten to start with `error: `.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]? = nil) {
        TemporaryFiles.installSignalHandlers()
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parse(root, arguments: arguments)
            try command.run()
        } catch {
            report(error, root: root, arguments: arguments)
        }
    }

    /// The command `arguments` name, parsed by that command itself when they start with the
    /// names leading to it (`table …`, `snapshot record …`), else (and whenever that parse fails
    /// or answers with anything but that command, such as its help) by the root.
    ///
    /// Given the root, argument-parser builds the named command's argument set two more times
    /// (to see whether it takes the rest of the line unparsed), and in debug builds every build
    /// checks every property again by reflection: a fifth of a debug `ptable table`'s run, in
    /// every run of the end-to-end tests. Anything the direct parse refuses is parsed again from
    /// the root, so errors, usage lines and help name `ptable table` exactly as before. The
    /// command's own checks run after the direct parse (`DeferredOptionChecks`): one that refuses
    /// the options with a `ValidationError` is reported from here (`OptionCheckFailure`); any
    /// other error they throw goes through the root as before.
    package static func parse<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]) throws -> ParsableCommand {
        var path: [ParsableCommand.Type] = []
        while path.count < arguments.count,
              let next = (path.last ?? root).configuration.subcommands.first(where: {
                  $0.configuration.commandName == arguments[path.count]
              }) {
            path.append(next)
        }
        if let command = path.last, command.configuration.subcommands.isEmpty,
           var parsed = parsedWithoutChecks(command, Array(arguments.dropFirst(path.count))) {
            do {
                try parsed.validate()
                return parsed
            } catch let error as ValidationError {
                throw OptionCheckFailure(error, root: root, path: path)
            } catch {}
        }
        return try root.parseAsRoot(arguments)
    }

    /// `command` parsed from `arguments` with its checks deferred; nil when argument-parser
    /// refuses the line or answers with anything but the command (its help, say).
    private static func parsedWithoutChecks(_ command: ParsableCommand.Type, _ arguments: [String]) -> ParsableCommand? {
        let parsed = DeferredOptionChecks.$isDeferred.withValue(true) { try? command.parseAsRoot(arguments) }
        guard let parsed, type(of: parsed) == command else { return nil }
        return parsed
    }

    /// argument-parser's exit code for `error` (1 for an error type it does not know).
    package static func exitCode(for error: Error) -> ExitCode {
        AnyArguments.exitCode(for: error)
    }

    /// Prints `error` and exits with its code; see `CLIFailure`.
    private static func report<Root: ParsableCommand>(_ error: Error, root: Root.Type, arguments: [String]) -> Never {
        if let failure = error as? OptionCheckFailure {
            reportUsage(failure.fullMessage, arguments: arguments, code: .validationFailure)
        }
        // Worked out once: for a usage error argument-parser lays out the command's help to find it.
        let code = exitCode(for: error)
        if let failure = CLIFailure(error, parserExitCode: code) {
            StandardStream.writeError("error: \(failure.message)\n")
            Foundation.exit(failure.code.rawValue)
        }
        // Help, --version and the like: argument-parser would print them with `print`, which
        // ignores a failed write (`ptable --help > /dev/full` exited 0 having written nothing).
        if code == .success {
            let text = root.fullMessage(for: error)
            do {
                if !text.isEmpty { try StandardStream.writeOutput(text + "\n") }
            } catch {
                report(error, root: root, arguments: arguments)
            }
            Foundation.exit(ExitCode.success.rawValue)
        }
        // An ExitCode a command throws after reporting for itself (snapshot verify: 1).
        if error is ExitCode {
            root.exit(withError: error)
        }
        reportUsage(root.fullMessage(for: error), arguments: arguments, code: code)
    }

    /// Prints argument-parser's message for a usage error with its first line as ptable's
    /// `error:` line, and exits with 64.
    private static func reportUsage(_ message: String, arguments: [String], code: ExitCode) -> Never {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var first = ElementText.sanitized(lines.first ?? "")
        if first.hasPrefix("Error: ") { first = String(first.dropFirst("Error: ".count)) }
        if !first.hasPrefix("error: ") { first = "error: " + first }
        if first == "error: " { first += "invalid usage" }
        first += negativeNumberHint(for: first, arguments: arguments)
        var output = ([first] + lines.dropFirst()).joined(separator: "\n")
        if !output.hasSuffix("\n") { output += "\n" }
        StandardStream.writeError(output)
        Foundation.exit(code == .validationFailure ? code.rawValue : ExitCode.usageError.rawValue)
    }

    /// argument-parser reads `ptable tile -1` as an option `-1` and then reports the element as
    /// missing, without naming what was typed: the hint names it and says how to pass it.
    private static func negativeNumberHint(for message: String, arguments: [String]) -> String {
        guard message.hasPrefix("error: Missing expected argument"),
              let token = arguments.prefix(while: { $0 != "--" }).first(where: { $0.wholeMatch(of: /-[0-9.][0-9.,:eE+-]*/) != nil })
        else { return "" }
        return "; \"\(token)\" reads as an option (write -- \(token) to give it as the argument)"
    }

    /// Any arguments type: argument-parser's exit codes do not depend on the command.
    private struct AnyArguments: ParsableArguments {}
}
