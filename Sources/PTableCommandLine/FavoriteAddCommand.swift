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
        let (favorite, created) = try storeOptions.withStore { try await $0.add(element, by: person) }
        let what = "\(ElementText.sanitized(favorite.elementName)) (\(ElementText.sanitized(favorite.elementSymbol)))"
        let message = created ? "added \(what) to \(favorite.favoritedBy)'s favourites"
                              : "\(what) is already one of \(favorite.favoritedBy)'s favourites"
        try StandardStream.writeOutput(message + "\n")
    }
}
