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

    @Argument(help: ArgumentHelp("The element: a symbol, name or atomic number.", valueName: "ELEMENT"))
    var element: String

    @Option(help: ArgumentHelp("The person's name.", valueName: "NAME"))
    var by: String

    @OptionGroup var storeOptions: FavoritesStoreOptions
    @OptionGroup var common: CommonOptions

    func validate() throws {
        try FavoritesUsage.check { _ = try FavoritePerson.validated(by) }
    }

    func run() throws {
        let element = try common.loadTable().requireElement(matching: self.element)
        let person = try FavoritePerson.validated(by)
        let removed = try storeOptions.withStore { try await $0.remove(element, by: person) }
        let what = "\(common.formatter.name(element)) (\(common.formatter.symbol(element)))"
        let message = removed ? "removed \(what) from \(person)'s favourites"
                              : "\(what) was not one of \(person)'s favourites"
        try StandardStream.writeOutput(message + "\n")
    }
}
