import ANSIRenderer
import ArgumentParser
import Favorites
import Foundation
import Layout
import PTableRendering

/// `--favorites-of NAME` and the store to read them from, for the commands that draw or list
/// elements: the person's favourites, as elements of the loaded data.
struct FavoritesSelection: ParsableArguments {
    @Option(name: .customLong("favorites-of"),
            help: ArgumentHelp("Only (or, on table, highlight) this person's favourite elements.", valueName: "NAME"))
    var person: String?

    @OptionGroup var storeOptions: FavoritesStoreOptions

    func validate() throws {
        if let person { try FavoritesUsage.check { _ = try FavoritePerson.validated(person) } }
        if person == nil, storeOptions.store != nil || storeOptions.endpoint != nil {
            throw ValidationError("--store and --endpoint choose where --favorites-of NAME reads from; add --favorites-of")
        }
        registerStore()
    }

    /// Registers the store `--favorites-of` reads (and its write-ahead log) as `InputFiles`, so
    /// no output can replace it.
    private func registerStore() {
        guard person != nil, storeOptions.endpoint == nil,
              let store = try? storeOptions.storePath(), case .sqlite? = try? StoreLocation(parsing: store) else { return }
        // The store file and its write-ahead log and shared-memory files.
        for file in ["", "-wal", "-shm"].map({ store + $0 }) {
            InputFiles.register(file, option: storeOptions.store == nil ? "--favorites-of" : "--store")
        }
    }

    /// The favourites of `--favorites-of` in atomic-number order, nil without the option.
    ///
    /// - Throws: `CLIError.noFavorites` when the person has none in the loaded data.
    func elements(in table: PeriodicTable) throws -> [Element]? {
        guard let person else { return nil }
        let symbols = try storeOptions.withStore { try await $0.symbols(favoritedBy: person) }
        let elements = table.elements.filter { symbols.contains($0.symbol) }
        guard !elements.isEmpty else {
            throw CLIError.noFavorites(person: try FavoritePerson.validated(person))
        }
        return elements
    }

    /// The terminal table's favourites: their atomic numbers and the line under the table that
    /// explains the marker; nil without `--favorites-of`.
    func terminalHighlight(_ numbers: Set<Int>?) -> TerminalOutput.Highlight? {
        guard let person, let numbers, let name = try? FavoritePerson.validated(person) else {
            return nil
        }
        let count = numbers.count == 1 ? "1 element" : "\(numbers.count) elements"
        return TerminalOutput.Highlight(numbers: numbers, caption: "\(ANSIRenderer.highlightMarker) \(name)'s favourites (\(count))")
    }
}
