import ArgumentParser
import Favorites
import Foundation
import Layout

/// `ptable favorite list [--by NAME] [--format text|json]`.
struct FavoriteListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List favourites: the seed's list rows grouped by person, or the records as JSON.",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable favorite list [--by <NAME>] [<options>]",
        discussion: """
        text: each favourite as the seed's two-line row (Sodium / Na(11) 22.989769282), under \
        == NAME == headings when no --by is given. json: the records as the seed's endpoint \
        returns them (id, favoritedBy, elementName, elementSymbol, createdAt in ISO 8601 UTC). \
        Ordered by person, then by the time each was added. --lang writes the rows' names and \
        numbers in that language (the JSON records stay as stored).
        """
    )

    /// How the list is printed.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @Option(help: ArgumentHelp("Only this person's favourites.", valueName: "NAME"))
    var by: String?

    @Option(help: "text or json.")
    var format: Format = .text

    @OptionGroup var storeOptions: FavoritesStoreOptions

    @OptionGroup var dataOptions: DataOptions

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let by { try FavoritesUsage.check { _ = try FavoritePerson.validated(by) } }
    }

    func run() throws {
        let person = try by.map(FavoritePerson.validated)
        // Read before the store, and also when no row needs it (json, no favourites): a --data
        // file that is missing or broken is an error, never an option passed over in silence.
        let table = try dataOptions.loadTable()
        let favorites = try storeOptions.withStore { try await $0.list(by: person) }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // Foundation pretty-prints an empty array over three lines.
            let json = favorites.isEmpty ? "[]" : String(decoding: try encoder.encode(favorites), as: UTF8.self)
            try StandardStream.writeOutput(json + "\n")
        case .text:
            if favorites.isEmpty {
                StandardStream.writeError(person.map { "\($0) has no favourites\n" } ?? "no favourites yet\n")
                return
            }
            let lines = FavoriteRows(table: table, formatter: dataOptions.formatter(in: language))
                .lines(for: favorites, headings: person == nil)
            try StandardStream.writeOutput(lines.map(ElementText.sanitized).joined(separator: "\n") + "\n")
        }
    }
}
