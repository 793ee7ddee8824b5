import ArgumentParser
import Favorites
import Layout

/// `ptable favorite remove ELEMENT --by NAME`.
struct FavoriteRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an element from a person's favourites (removing one that is not there changes nothing).",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable favorite remove <ELEMENT> --by <NAME> [<options>]"
    )

    @OptionGroup var change: FavoriteChange

    func run() throws {
        try change.perform({ try await $0.remove($1, by: $2) }) { removed, element, person in
            removed ? "removed \(element) from \(person)'s favourites" : "\(element) was not one of \(person)'s favourites"
        }
    }
}
