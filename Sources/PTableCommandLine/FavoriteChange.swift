import ArgumentParser
import Favorites
import Layout

/// What `favorite add` and `favorite remove` both take: one element, one person, the store,
/// and the data and language the element is named in.
struct FavoriteChange: ParsableArguments {
    @Argument(help: ArgumentHelp("The element: a symbol, name or atomic number (with --lang, also its name in that language).", valueName: "ELEMENT"))
    var element: String

    @Option(help: ArgumentHelp("The person's name.", valueName: "NAME"))
    var by: String

    @OptionGroup var storeOptions: FavoritesStoreOptions

    @OptionGroup var dataOptions: DataOptions

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        try FavoritesUsage.check { _ = try FavoritePerson.validated(by) }
    }

    /// Resolves the element (with the usual suggestion on a typo, also by its name in the
    /// `--lang` language, in the data `--data` chooses) and the person, runs `change` on the
    /// store, and prints what `message` makes of its answer, the element named as `Sodium (Na)`.
    func perform(_ change: @escaping @Sendable (any FavoritesStore, Element, String) async throws -> Bool,
                 message: (_ changed: Bool, _ element: String, _ person: String) -> String) throws {
        let found = try language.locale.requireElement(matching: element, in: dataOptions.loadTable())
        let person = try FavoritePerson.validated(by)
        let changed = try storeOptions.withStore { try await change($0, found, person) }
        let formatter = dataOptions.formatter(in: language)
        try StandardStream.writeOutput(message(changed, "\(formatter.name(found)) (\(formatter.symbol(found)))", person) + "\n")
    }
}
