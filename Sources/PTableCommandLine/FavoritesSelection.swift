import ANSIRenderer
import ArgumentParser
import Favorites
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
              let store = try? FavoritesStoreOptions.storePath(option: storeOptions.store),
              case .sqlite? = try? StoreLocation(parsing: store) else { return }
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

    /// The lines under the terminal table that say what its marker means and name the
    /// favourites (`* Ann's favourites (2 elements): Na, Fe`), wrapped to `columns`; nil without
    /// `--favorites-of`. The symbols are named because a narrow grid has no room for the marker
    /// after a two-letter symbol, and without colour nothing else would show them.
    func terminalCaption(_ numbers: Set<Int>?, in table: PeriodicTable, columns: Int) -> String? {
        guard let person, let numbers, let name = try? FavoritePerson.validated(person) else {
            return nil
        }
        let count = numbers.count == 1 ? "1 element" : "\(numbers.count) elements"
        let symbols = table.elements.filter { numbers.contains($0.number) }.map { ElementText.sanitized($0.symbol) }
        let words = "\(ANSIRenderer.highlightMarker) \(ElementText.sanitized(name))'s favourites (\(count)):".split(separator: " ").map(String.init)
            + symbols.enumerated().map { index, symbol in index < symbols.count - 1 ? symbol + "," : symbol }
        let lines = TerminalLines.wrapped(words, width: max(1, columns - 2))
        return ([lines[0]] + lines.dropFirst().map { "  " + $0 }).map { $0 + "\n" }.joined()
    }
}
