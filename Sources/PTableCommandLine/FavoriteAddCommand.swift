import ArgumentParser
import Favorites
import Layout

/// `ptable favorite add ELEMENT --by NAME`.
struct FavoriteAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Mark an element as a favourite of a person (adding it again changes nothing).",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable favorite add <ELEMENT> --by <NAME> [<options>]"
    )

    @OptionGroup var change: FavoriteChange

    func run() throws {
        try change.perform({ try await $0.add($1, by: $2).created }) { added, element, person in
            added ? "added \(element) to \(person)'s favourites" : "\(element) is already one of \(person)'s favourites"
        }
    }
}
