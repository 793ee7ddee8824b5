import ArgumentParser
import Favorites
import PTableCommandLine
import PTableServer

/// `ptable-full`: every command of `ptable` plus the ones that need the favourites store or
/// the HTTP server (`favorite`, `serve`, `--favorites-of`). `ptable` starts it in its own
/// place for those command lines, so users only ever type `ptable`.
@main
struct PTableFull: ParsableCommand {
    static let configuration = RootCommandConfiguration.configuration(
        subcommands: RootCommandConfiguration.renderingCommands + [FavoriteCommand.self, ServeCommand.self]
    )

    static func main() {
        FavoritesReading.reader = StoreFavoritesReader()
        CLIFailure.exitCodeOfLinkedErrors = { error in
            switch error {
            case is ServeError: .outputError
            case let error as FavoritesError: error.exitCode
            default: nil
            }
        }
        CommandLineMain.run(PTableFull.self)
    }
}
