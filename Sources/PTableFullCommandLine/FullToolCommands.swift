import ArgumentParser
import Favorites
import PTableCommandLine
import PTableServer

/// What `ptable-full` adds to `ptable`: the commands that need the favourites store or the
/// server, and the setup they need before a command line is parsed.
package enum FullToolCommands {
    /// Every command of `ptable-full`: those of `ptable`, then `favorite` and `serve`.
    package static let all: [ParsableCommand.Type] =
        RootCommandConfiguration.renderingCommands + [FavoriteCommand.self, ServeCommand.self]

    /// Lets the shared commands read favourites from the store (`--favorites-of`) and report
    /// the store's and the server's errors with their exit codes.
    package static func prepare() {
        FavoritesReading.reader = StoreFavoritesReader()
        CLIFailure.exitCodeOfLinkedErrors = { error in
            switch error {
            case is ServeError: .outputError
            case let error as FavoritesError: error.exitCode
            default: nil
            }
        }
    }
}
