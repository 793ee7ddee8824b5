import ArgumentParser
import PTableCommandLine
import PTableFullCommandLine

/// `ptable-full`: every command of `ptable` plus the ones that need the favourites store or
/// the HTTP server (`favorite`, `serve`, `--favorites-of`). `ptable` starts it in its own
/// place for those command lines, so users only ever type `ptable`.
@main
struct PTableFull: ParsableCommand {
    static let configuration = RootCommandConfiguration.configuration(subcommands: FullToolCommands.all)

    static func main() {
        FullToolCommands.prepare()
        CommandLineMain.run(PTableFull.self)
    }
}
