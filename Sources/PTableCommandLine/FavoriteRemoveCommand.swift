import ArgumentParser
import Favorites
import Foundation
import Layout

/// `ptable favorite remove ELEMENT --by NAME`.
struct FavoriteRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an element from a person's favourites (removing one that is not there changes nothing)."
    )

    @OptionGroup var change: FavoriteChange

    @OptionGroup var storeOptions: FavoritesStoreOptions

    @OptionGroup var dataOptions: DataOptions

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let (element, person) = try change.resolved(in: dataOptions, language: language)
        let removed = try storeOptions.withStore { try await $0.remove(element, by: person) }
        let what = change.describe(element, with: dataOptions.formatter(in: language))
        let message = removed ? "removed \(what) from \(person)'s favourites"
                              : "\(what) was not one of \(person)'s favourites"
        try StandardStream.writeOutput(message + "\n")
    }
}
