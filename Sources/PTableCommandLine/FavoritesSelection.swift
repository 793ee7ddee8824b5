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
              case .sqlite? = try? StoreLocation(parsing: store, environment: CommandContext.current.environment) else { return }
        // The store file and its write-ahead log and shared-memory files.
        for file in ["", "-wal", "-shm"].map({ store + $0 }) {
            InputFiles.register(file, option: storeOptions.store == nil ? "--favorites-of" : "--store")
        }
    }

    /// The favourites of `--favorites-of` in atomic-number order, nil without the option.
    ///
    /// When only some of them name no element of the loaded data, the others are returned and
    /// one `warning:` line on stderr names those left out, so the artwork is not taken for all
    /// of the person's favourites.
    ///
    /// - Throws: `CLIError.noFavorites` when the person has none, `CLIError.unknownFavorites`
    ///   naming them when none is an element of the loaded data.
    func elements(in table: PeriodicTable) throws -> [Element]? {
        guard let person else { return nil }
        let name = try FavoritePerson.validated(person)
        let (elements, unknown) = try storeOptions.withStore { try await $0.favorites(of: name, in: table) }
        guard !elements.isEmpty else {
            if unknown.isEmpty { throw CLIError.noFavorites(person: name) }
            throw CLIError.unknownFavorites(person: name, unknown: Self.unknownSymbols(unknown, in: table))
        }
        if !unknown.isEmpty {
            StandardStream.writeError("warning: some of \(name)'s favourites name no element of the loaded data and are left out: "
                                      + "unknown \(Self.unknownSymbols(unknown, in: table))\n")
        }
        return elements
    }

    /// `symbol "Sodium" (did you mean Na?)`, or `symbols "Xx" and "Yy"` (the first five, and how
    /// many more): the entries of a store or endpoint that name no element of `table`.
    private static func unknownSymbols(_ symbols: [String], in table: PeriodicTable) -> String {
        let quoted = symbols.prefix(5).map { "\"\(ElementText.escapedForMessage($0))\"" }
        guard symbols.count > 1 else {
            let hint = table.suggestion(for: symbols[0]).map { " (did you mean \($0.symbol)?)" } ?? ""
            return "symbol \(quoted[0])\(hint)"
        }
        let more = symbols.count > 5 ? " and \(symbols.count - 5) more" : ""
        let list = more.isEmpty ? quoted.dropLast().joined(separator: ", ") + " and \(quoted.last!)" : quoted.joined(separator: ", ") + more
        return "symbols \(list)"
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
