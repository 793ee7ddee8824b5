import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// Runs a command line of `ptable`: parses it with argument-parser, runs the command in its
/// context, and reports every failure, in this one place, as one `error:` line with a
/// documented exit code (`CLIFailure`).
package enum CommandLineMain {
    /// `ptable`'s entry point: the command line of this process, then `exit` with its status.
    package static func run<Root: ParsableCommand>(_ root: Root.Type) -> Never {
        TemporaryFiles.installSignalHandlers()
        let status = execute(root, in: .process)
        fflush(nil)
        exit(status)
    }

    /// Runs `context.arguments` against `context` and returns the exit status; it never exits
    /// the process, so tests call it in-process.
    package static func execute<Root: ParsableCommand>(_ root: Root.Type, in context: CommandContext) -> Int32 {
        context.bound {
            var command: (any ParsableCommand)?
            if let (error, arguments) = emptyAttachedValueError(root, arguments: context.arguments) {
                return report(error, root: root, arguments: arguments)
            }
            if let message = emptyFlagValueMessage(root, arguments: context.arguments) {
                return reportUsage(message, arguments: context.arguments, code: .validationFailure)
            }
            if let (error, arguments) = unknownHelpTopicError(root, arguments: context.arguments) {
                return report(error, root: root, arguments: arguments)
            }
            do {
                command = try root.parseAsRoot(context.arguments)
                try command?.run()
                return ExitCode.success.rawValue
            } catch {
                return report(error, root: root, running: command.map { type(of: $0) }, arguments: context.arguments)
            }
        }
    }

    /// Prints `error` on standard error (help on standard output) and returns its exit code;
    /// `running` is the command that threw it after parsing, if one did.
    private static func report<Root: ParsableCommand>(_ error: Error, root: Root.Type, running: (any ParsableCommand.Type)? = nil,
                                                      arguments: [String]) -> Int32 {
        if let failure = CLIFailure(error) {
            StandardStream.writeError("error: \(failure.message)\n")
            return failure.code.rawValue
        }
        let code = root.exitCode(for: error)
        // Help, --version and the like; argument-parser's `print` would ignore a failed write
        // (`ptable --help > /dev/full` must exit 74, not 0).
        if code == .success {
            let text = root.fullMessage(for: error)
            do {
                if !text.isEmpty { try StandardStream.writeOutput(text + "\n") }
            } catch {
                return report(error, root: root, running: running, arguments: arguments)
            }
            return code.rawValue
        }
        // An ExitCode a command throws after reporting for itself (snapshot verify: 1).
        if let exit = error as? ExitCode { return exit.rawValue }
        // A mistyped command name: argument-parser names it only as an unexpected argument.
        if running == nil, code == .validationFailure,
           let line = SubcommandSuggestion.message(for: root, arguments: arguments) {
            let usage = joiningLineBreaks(in: root.fullMessage(for: error), arguments: arguments)
                .split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            return reportUsage((["error: " + line] + usage).joined(separator: "\n"), arguments: arguments, code: code)
        }
        // A usage error found while running (`ValidationError` from `run()`) names the usage of
        // the command that ran; argument-parser's full message would name the root's.
        if let running, running != root, let path = commandPath(to: running, from: root) {
            let message = "\(root.message(for: error))\nUsage: \(root.usageString(for: running))\n  See '\(path) --help' for more information."
            return reportUsage(message, arguments: arguments, code: code)
        }
        return reportUsage(root.fullMessage(for: error), arguments: arguments, code: code)
    }

    /// `ptable favorite add`: the names from `root` down to `command`, if it is in the tree.
    private static func commandPath(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type) -> String? {
        let name = root.configuration.commandName ?? String(describing: root).lowercased()
        if command == root { return name }
        for subcommand in root.configuration.subcommands {
            if let rest = commandPath(to: command, from: subcommand) { return name + " " + rest }
        }
        return nil
    }

    /// argument-parser's message for a usage error (its usage line and where to find help
    /// follow) with its first line as ptable's `error:` line; exit 64.
    private static func reportUsage(_ message: String, arguments: [String], code: ExitCode) -> Int32 {
        let lines = foldingValueList(joiningLineBreaks(in: message, arguments: arguments)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        var first = ElementText.escaped(lines.first ?? "")
        if first.hasPrefix("Error: ") { first = String(first.dropFirst("Error: ".count)) }
        if !first.hasPrefix("error: ") { first = "error: " + first }
        if first == "error: " { first += "invalid usage" }
        if let line = emptyValueLine(for: first, arguments: arguments) {
            first = line
        } else {
            first += negativeNumberHint(for: first, arguments: arguments)
        }
        var output = ([first] + lines.dropFirst()).joined(separator: "\n")
        if !output.hasSuffix("\n") { output += "\n" }
        StandardStream.writeError(output)
        return ExitCode.usageError.rawValue
    }

    /// A value typed with a line break in it (`--sort $'name\nx'`, `--endpoint $'a\nb'`) is quoted
    /// whole in the message, its breaks written `\n`, or the `error:` line would end inside the
    /// value and the rest of it pass for a line of usage.
    private static func joiningLineBreaks(in message: String, arguments: [String]) -> String {
        arguments.filter { $0.contains("\n") }.reduce(message) { text, argument in
            let value = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1).last.map(String.init) ?? argument : argument
            return text.replacingOccurrences(of: argument, with: ElementText.escaped(argument))
                .replacingOccurrences(of: value, with: ElementText.escaped(value))
        }
    }

    /// argument-parser lists the values of an option with six or more (`--format`) one a line
    /// after "Please provide one of the following:", so the `error:` line alone named none of
    /// them; they are folded into it as it writes shorter lists: `one of 'ansi', 'json' or 'svg'.`
    private static func foldingValueList(_ lines: [String]) -> [String] {
        let lead = ". Please provide one of the following:"
        guard let first = lines.first, first.hasSuffix(lead) else { return lines }
        let values = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
        guard let last = values.last else { return lines }
        let list = values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " or \(last)"
        return [first.dropLast(lead.count) + ". Please provide one of \(list)."] + lines.dropFirst(1 + values.count)
    }

    /// `--size=` (nothing after the `=`): argument-parser drops an empty attached value before
    /// any transform, `ExpressibleByArgument` or `validate()` sees it, and then reports a missing
    /// value or takes the next argument for it (`The value '--format' is invalid for '--size
    /// <size>'`), never naming what was typed. The line names the option and the empty value.
    private static func emptyValueLine(for message: String, arguments: [String]) -> String? {
        guard let named = message.firstMatch(of: /'(-[^ ']+) <([^>']+)>'/) else { return nil }
        let option = String(named.1), value = String(named.2)
        guard arguments.prefix(while: { $0 != "--" }).contains(option + "=") else { return nil }
        return "error: \(option)= gives \(option) an empty value; write \(option)=<\(value)> or \(option) <\(value)>"
    }

    /// `--size= 64`: argument-parser takes the next word for the value of an option written with
    /// `=` and nothing after it, as if `--size 64` had been typed, so the command would run with a
    /// value the user did not attach. The command line up to that option is parsed alone, where
    /// argument-parser reports the missing value and `emptyValueLine` names it: that error and
    /// the arguments it was found in. Nil when no option is written so before another word, or
    /// the cut line gives no such error (a flag: `emptyFlagValueMessage`); the cut line's command
    /// is never run.
    private static func emptyAttachedValueError<Root: ParsableCommand>(_ root: Root.Type,
                                                                      arguments: [String]) -> (Error, [String])? {
        let given = arguments.prefix { $0 != "--" }
        guard let index = given.firstIndex(where: { $0.count > 3 && $0.hasPrefix("--") && $0.firstIndex(of: "=") == $0.indices.last }),
              index + 1 < arguments.count else { return nil }
        let cut = Array(arguments[...index])
        do {
            _ = try root.parseAsRoot(cut)
        } catch {
            let first = root.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
            return emptyValueLine(for: first, arguments: cut) == nil ? nil : (error, cut)
        }
        return nil
    }

    /// `ptable help nope`: argument-parser's help command skips a name that is no command and
    /// prints the help of the last one it knew, exit 0, so a mistyped topic read as an answer.
    /// The error is the one `ptable nope` gives (`unknown command "nope"`, exit 64), and the
    /// arguments it was found in; nil when every name after `help` is a command.
    private static func unknownHelpTopicError<Root: ParsableCommand>(_ root: Root.Type,
                                                                    arguments: [String]) -> (Error, [String])? {
        guard arguments.first == "help" else { return nil }
        let topic = Array(arguments.dropFirst())
        guard SubcommandSuggestion.message(for: root, arguments: topic) != nil else { return nil }
        do {
            _ = try root.parseAsRoot(topic)
        } catch {
            return (error, topic)
        }
        return nil
    }

    /// `--json=`: argument-parser takes a flag written with `=` and nothing after it for the flag,
    /// though it refuses `--json=false`; a user who wrote it meant some value, and the command
    /// would run as if they had meant yes. The message is argument-parser's for a flag given a
    /// value (its usage lines follow), naming the empty value. Nil when no flag is written so.
    private static func emptyFlagValueMessage<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]) -> String? {
        let given = arguments.prefix { $0 != "--" }
        for (index, word) in given.enumerated() where word.count > 3 && word.hasPrefix("--") && word.last == "=" {
            var valued = Array(arguments[...index])
            valued[index] += "yes"
            do {
                _ = try root.parseAsRoot(valued)
            } catch {
                let lines = root.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                guard let first = lines.first, first.contains("does not take any value") else { continue }
                let flag = word.dropLast()
                return (["error: The flag '\(flag)' takes no value, but an empty one was written (\(word)); write \(flag)"] + lines.dropFirst())
                    .joined(separator: "\n")
            }
        }
        return nil
    }

    /// A behaviour users see: argument-parser reads `ptable tile -1` as an option `-1` and then
    /// reports the element as missing, without naming what was typed; the hint names it and
    /// says how to pass it. An option's value that starts with a dash (`--paper -1x5mm`, `--by
    /// -Ann`, `-o -x`) is the same: "Missing value for '--paper <paper>'" named neither.
    private static func negativeNumberHint(for message: String, arguments: [String]) -> String {
        let given = arguments.prefix { $0 != "--" }
        if let option = message.firstMatch(of: /^error: Missing value for '(-[^ ']+)/)?.1,
           let index = given.lastIndex(of: String(option)), index + 1 < given.count, given[index + 1].hasPrefix("-") {
            let value = given[index + 1]
            return "; \"\(ElementText.escapedForMessage(value))\" reads as an option (write \(option)=\(ElementText.escapedForMessage(value)) to give it as the value)"
        }
        guard message.hasPrefix("error: Missing expected argument"),
              let token = arguments.prefix(while: { $0 != "--" }).first(where: { $0.wholeMatch(of: /-[0-9.][0-9.,:eE+-]*/) != nil })
        else { return "" }
        return "; \"\(token)\" reads as an option (write -- \(token) to give it as the argument)"
    }
}
