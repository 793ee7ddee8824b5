import Foundation
import Layout

/// Hands a command line that needs the favourites store or the server to `ptable-full`.
///
/// `ptable` links only what drawing needs: with the favourites store (GRDB), its HTTP client
/// and the server (Hummingbird, SwiftNIO) linked in, the Swift runtime had twice the protocol
/// conformances to scan at start-up and a table took 1.3× the CPU time. `ptable-full` is the
/// same tool with those commands; `ptable` replaces itself with it (`execv`: same process,
/// standard streams, signals and exit code), so users only ever type `ptable`.
package enum FullToolHandoff {
    package static let executableName = "ptable-full"

    /// What a command line needs of `ptable-full`.
    package enum Need {
        /// Nothing: `ptable` runs it.
        case none
        /// Help: `ptable-full`'s pages list every command and option; `ptable`'s own help
        /// (without favourites and serve) stands in when `ptable-full` is missing.
        case help
        /// A command or option only `ptable-full` has.
        case required
    }

    /// Subcommands that live in `ptable-full` only.
    private static let fullToolCommands: Set<String> = ["favorite", "serve"]
    /// Options that read favourites.
    private static let favoritesOptions = ["--favorites-of", "--store", "--endpoint"]
    /// Help, which `ptable-full` gives for the whole tool.
    private static let helpOptions = ["--help", "--generate-completion-script", "--experimental-dump-help"]

    /// What `arguments` (without the executable's name) need. Handing over more than needed is
    /// harmless: `ptable-full` runs every command.
    package static func need(_ arguments: [String]) -> Need {
        func matches(_ options: [String]) -> Bool {
            arguments.contains { argument in options.contains { argument == $0 || argument.hasPrefix($0 + "=") } }
        }
        guard let first = arguments.first else { return .help }  // the root's help lists every command
        if fullToolCommands.contains(first) || matches(favoritesOptions) { return .required }
        if first == "help" || arguments.contains("-h") || matches(helpOptions) { return .help }
        return .none
    }

    /// Replaces this process with `ptable-full` beside this executable. Returns only when that
    /// fails and the command line asked for help, which `ptable` then gives itself; for a
    /// command that needs `ptable-full`, reports why it cannot start (exit 70).
    package static func handOff(_ arguments: [String], need: Need) {
        let path = ResourceLocator.executableURL.deletingLastPathComponent().appendingPathComponent(executableName).path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        if need == .help { return }
        let reason = String(cString: strerror(errno))
        let failure = CLIFailure(CLIError.fullToolMissing(path: path, reason: reason))
        FileHandle.standardError.write(Data("error: \(failure?.message ?? reason)\n".utf8))
        exit(failure?.code.rawValue ?? 70)
    }
}
