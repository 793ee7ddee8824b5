import ArgumentParser
import ElementData

/// The line for a mistyped command name (`ptable tlie`): argument-parser suggests a near option
/// name (`Did you mean '--columns'?`) but reports a near command name only as an unexpected
/// argument, while ptable suggests a near element name everywhere.
enum SubcommandSuggestion {
    /// `unknown command "tlie" (did you mean tile?)`, or the commands there are when none is near;
    /// nil when `arguments` name their commands correctly (the failure is elsewhere) or start
    /// with an option.
    static func message(for root: any ParsableCommand.Type, arguments: [String]) -> String? {
        var command = root
        var path = [root.configuration.commandName ?? String(describing: root).lowercased()]
        for token in arguments.prefix(while: { $0 != "--" }) {
            let subcommands = command.configuration.subcommands
            // `help` is argument-parser's own command (`ptable help tile`).
            guard !token.hasPrefix("-"), token != "help", !subcommands.isEmpty else { return nil }
            if let next = subcommands.first(where: { names(of: $0).contains(token) }) {
                command = next
                path.append(token)
                continue
            }
            let candidates = subcommands.compactMap { $0.configuration.commandName }
            let quoted = "\"\(ElementText.escapedForMessage(token))\""
            let place = path.count > 1 ? " for \(path.joined(separator: " "))" : ""
            if let near = EditDistance.closest(to: token, among: candidates, within: 2) {
                return "unknown command \(quoted)\(place) (did you mean \(near)?)"
            }
            // A command with a default subcommand takes arguments of its own (`theme dark`).
            guard command.configuration.defaultSubcommand == nil else { return nil }
            return "unknown command \(quoted)\(place); the commands are \(candidates.joined(separator: ", "))"
        }
        return nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
    }
}
