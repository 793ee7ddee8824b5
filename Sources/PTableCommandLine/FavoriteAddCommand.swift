import ArgumentParser
import Favorites
import Foundation
import Layout

/// `ptable favorite add ELEMENT --by NAME`.
struct FavoriteAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Mark an element as a favourite of a person (adding it again changes nothing)."
    )

    @OptionGroup var change: FavoriteChange

    @OptionGroup var storeOptions: FavoritesStoreOptions

    @OptionGroup var dataOptions: DataOptions

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let (element, person) = try change.resolved(in: dataOptions, language: language)
        let (favorite, created) = try storeOptions.withStore { try await $0.add(element, by: person) }
        let what = change.describe(element, with: dataOptions.formatter(in: language))
        let message = created ? "added \(what) to \(favorite.favoritedBy)'s favourites"
                              : "\(what) is already one of \(favorite.favoritedBy)'s favourites"
        try StandardStream.writeOutput(message + "\n")
    }
}
