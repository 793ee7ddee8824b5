import ArgumentParser

/// A command's own check of its options (`validate()`) refused them: reported as argument-parser
/// reports a `ValidationError` of that command, without parsing the command line a second time.
///
/// `CommandLineMain` parses `ptable table …` with the table command itself and only then runs
/// its checks (see `DeferredOptionChecks`). argument-parser, reporting a refused check, wants
/// the command as reached from the root, which meant parsing the whole line again from the root
/// and laying the command's options out twice more for the exit code and the message: a usage
/// error cost about three times a successful parse. The message is argument-parser's own layout
/// for that case: the error, the command's usage line (from argument-parser, as reached from
/// the root) and where to find its help. `OptionCheckFailureTests` compares it with what
/// argument-parser prints for the same command line.
package struct OptionCheckFailure: Error {
    package let message: String
    /// The root command, then each subcommand down to the one whose check failed.
    package let path: [ParsableCommand.Type]
    package let usage: String

    init(_ error: ValidationError, root: ParsableCommand.Type, path: [ParsableCommand.Type]) {
        message = error.message
        self.path = [root] + path
        usage = root.usageString(for: path.last ?? root)
    }

    /// argument-parser's full message for the failure: "Error: …", the usage, the help hint.
    package var fullMessage: String {
        let names = path.map { $0.configuration.commandName ?? "" }.joined(separator: " ")
        var text = message.isEmpty ? "" : "Error: \(message)\n"
        if !usage.isEmpty { text += "Usage: \(Self.hangingIndent(usage, by: 7))\n" }
        text += "  See '\(names) --help' for more information."
        return text
    }

    /// Every line after the first indented by `width` spaces (empty lines stay empty).
    private static func hangingIndent(_ text: String, by width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let spacer = String(repeating: " ", count: width)
        return ([String(lines[0])] + lines.dropFirst().map { $0.isEmpty ? String($0) : spacer + $0 }).joined(separator: "\n")
    }
}

/// While set, the commands' `validate()` returns at once: `CommandLineMain` parses first and
/// runs the checks itself, so that a refused check is reported without a second parse. Bound
/// for one parse on one thread (a task-local value), so parses elsewhere in the process, as in
/// the tests, still check.
package enum DeferredOptionChecks {
    @TaskLocal package static var isDeferred = false
}
