import ArgumentParser
import Foundation
import Layout
import PTableRendering

/// `--data FILE`: the elements a command reads, for every command that names or shows elements.
struct DataOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read elements from FILE instead of the bundled data: Periodic-Table-JSON, or a bare array of its element objects; - reads standard input.",
                               valueName: "FILE"))
    var data: String?

    func validate() throws {
        try PathOption.requireNonEmpty(data, option: "--data")
    }

    /// Whether the elements are the bundled ones or the user's file, whose values are shown as
    /// the user's (provenance "user data"), never as the sourced values of the bundled data.
    var origin: DataOrigin { data == nil ? .bundled : .userData }

    /// The periodic table from --data (`-`: standard input), or the bundled one.
    func loadTable() throws -> PeriodicTable {
        if data == "-" { return try StandardInputTable.load() }
        if let data { InputFiles.register(data, option: "--data") }
        return try PeriodicTable.load(from: data.map { CommandContext.current.url(for: $0) })
    }

    /// `--include-hypothetical` adds the elements past 118: with data that has none it would
    /// change nothing, and say nothing.
    func requireHypotheticalElements(in table: PeriodicTable, if requested: Bool) throws {
        guard requested, !table.elements.contains(where: \.isHypothetical) else { return }
        let source = data == "-" ? DataFile.standardInputName : data ?? "the data"
        throw CLIError.dataCannotBeShown("--include-hypothetical adds the elements past 118, but \(source) has none")
    }

    /// A file whose elements are all past 118 (or none) draws an empty table or no tile at all:
    /// that is refused, as a heatmap with no value is, rather than written blank with exit 0.
    func requireElementsToDraw(_ drawn: [Element], in table: PeriodicTable) throws {
        guard drawn.isEmpty else { return }
        let source = data == "-" ? DataFile.standardInputName : data ?? "the data"
        let hint = table.elements.contains(where: \.isHypothetical) ? "; --include-hypothetical draws those past 118" : ""
        throw CLIError.dataCannotBeShown("\(source) has no element from 1 to 118 to draw\(hint)")
    }

    /// Runs `body`, which places or colours the elements; a fault of the user's data it finds
    /// (an element the wide layout cannot place, a `cpk-hex` that is no colour) names the file,
    /// as every fault found while reading it does.
    func namingFile<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error where data != nil && Self.isFaultOfTheData(error) {
            let path = data == "-" ? DataFile.standardInputName : data ?? ""
            throw ElementDataError.invalidElementData(path: path, detail: error.localizedDescription)
        }
    }

    private static func isFaultOfTheData(_ error: any Error) -> Bool {
        switch error {
        case LayoutError.missingWideCoordinates, LayoutError.gridPositionOutOfRange, ColorScaleError.invalidElementColor: true
        default: false
        }
    }

    /// Warns when a user's file names `elements` in a script no bundled font has (an Arabic name):
    /// every format but the terminal's leaves those characters out rather than draw boxes, so
    /// the artwork would lack the name without a word. The name itself is not echoed (it may hold
    /// a terminal's escape sequences); the file's other text is not checked.
    func warnOfUndrawableNames(_ elements: [Element], format: RenderFormat) {
        guard let data, format != .ansi else { return }
        let undrawable = elements.flatMap { element in
            [("name", element.name), ("symbol", element.symbol)].compactMap { field, text in
                ValuesOptions.undrawable(text).map { "element \(element.number)'s \(field): \($0)" }
            }
        }
        guard let first = undrawable.first else { return }
        let file = data == "-" ? DataFile.standardInputName : data
        let more = undrawable.count > 1 ? " (and \(undrawable.count - 1) more)" : ""
        StandardStream.writeError("warning: \(file): \(first)\(more); \(format.rawValue) output leaves those characters out\n")
    }

    /// A formatter in `language`'s language with default units, for the commands that show
    /// names, symbols and masses but no temperatures (list, favourites).
    func formatter(in language: LanguageOptions) -> ElementFormatter {
        ElementFormatter(dataOrigin: origin, locale: language.locale)
    }
}
