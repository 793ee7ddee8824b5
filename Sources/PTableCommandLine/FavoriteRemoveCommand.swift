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

    // The options of `FavoriteChange`, declared here rather than as a group (see `CommonOptions`).
    @Argument(help: FavoriteChange.elementHelp) var element: String
    @Option(help: FavoriteChange.byHelp) var by: String
    var change: FavoriteChange { FavoriteChange(element: element, by: by) }

    // The options of `FavoritesStoreOptions`, declared here rather than as a group (see `CommonOptions`).
    @Option(help: FavoritesStoreOptions.storeHelp) var store: String?
    @Option(help: FavoritesStoreOptions.endpointHelp) var endpoint: String?
    var storeOptions: FavoritesStoreOptions { FavoritesStoreOptions(store: store, endpoint: endpoint) }

    // The options of `CommonOptions`, declared here rather than as a group (see `CommonOptions`).
    @Option(name: .long, help: CommonOptions.dataHelp) var data: String?
    @Option(name: .long, help: CommonOptions.unitsHelp) var units: TemperatureUnit = .kelvin
    @Option(name: .long, help: CommonOptions.predictedHelp) var predicted: PredictedDisplay = .mark
    @Option(help: ThemeOptions.help) var theme: String = "classic"
    var common: CommonOptions { CommonOptions(data: data, units: units, predicted: predicted, theme: theme) }

    func validate() throws {
        guard !DeferredOptionChecks.isDeferred else { return }
        try change.validate()
        try storeOptions.validate()
        try common.validate()
    }

    func run() throws {
        let (element, person) = try change.resolved(with: common)
        let removed = try storeOptions.withStore { try await $0.remove(element, by: person) }
        let what = change.describe(element, with: common)
        let message = removed ? "removed \(what) from \(person)'s favourites"
                              : "\(what) was not one of \(person)'s favourites"
        try StandardStream.writeOutput(message + "\n")
    }
}
