import ArgumentParser
import Favorites
import Foundation
import Layout

/// What `favorite add` and `favorite remove` both take: one element and one person.
struct FavoriteChange: ParsableArguments {
    @Argument(help: ArgumentHelp("The element: a symbol, name or atomic number (with --lang, also its name in that language).", valueName: "ELEMENT"))
    var element: String

    @Option(help: ArgumentHelp("The person's name.", valueName: "NAME"))
    var by: String

    func validate() throws {
        try FavoritesUsage.check { _ = try FavoritePerson.validated(by) }
    }

    /// The element named (with the usual suggestion on a typo) in the data `dataOptions` chooses,
    /// also by its name in `language`'s language, and the person, validated.
    func resolved(in dataOptions: DataOptions, language: LanguageOptions) throws -> (element: Element, person: String) {
        (try language.locale.requireElement(matching: element, in: dataOptions.loadTable()), try FavoritePerson.validated(by))
    }

    /// `Sodium (Na)`, as the messages name an element.
    func describe(_ element: Element, with formatter: ElementFormatter) -> String {
        "\(formatter.name(element)) (\(formatter.symbol(element)))"
    }
}
