import ArgumentParser
import Favorites
import Foundation
import Layout

/// What `favorite add` and `favorite remove` both take: one element and one person.
struct FavoriteChange: ParsableArguments {
    @Argument(help: ArgumentHelp("The element: a symbol, name or atomic number.", valueName: "ELEMENT"))
    var element: String

    @Option(help: ArgumentHelp("The person's name.", valueName: "NAME"))
    var by: String

    func validate() throws {
        try FavoritesUsage.check { _ = try FavoritePerson.validated(by) }
    }

    /// The element named (with the usual suggestion on a typo) in the data `common` chooses, and
    /// the person, validated.
    func resolved(with common: CommonOptions) throws -> (element: Element, person: String) {
        (try common.loadTable().requireElement(matching: element), try FavoritePerson.validated(by))
    }

    /// `Sodium (Na)`, as the messages name an element.
    func describe(_ element: Element, with common: CommonOptions) -> String {
        "\(common.formatter.name(element)) (\(common.formatter.symbol(element)))"
    }
}
