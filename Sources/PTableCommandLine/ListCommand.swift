import ArgumentParser
import ElementData
import Layout

/// `ptable list`: the seed app's two-line rows, optionally sorted and grouped.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print every element as a two-line list row (Sodium / Na(11) 22.989769282).",
        // Every option in one line ran to 245 columns (serve); the options are listed below it.
        usage: "ptable list [<options>]"
    )

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var language: LanguageOptions

    @Option(help: "Sort by number, name, symbol or state (state: solid, liquid, gas, then number).")
    var sort: ElementOrder = .number

    @Option(help: "Split into sections by none, letter (first letter of the name in the --lang alphabet; pinyin initials in Chinese, kana rows in Japanese, initial consonants in Korean), state or category.")
    var group: Grouping = .none

    @Option(parsing: .unconditional, help: ArgumentHelp("Only the elements whose name begins with this letter (the seed's index by letter).",
                               valueName: "A-Z"))
    var letter: String?

    @OptionGroup var favorites: FavoritesSelection

    func validate() throws {
        if let letter, letter.count != 1 || !(letter.first?.isLetter ?? false) {
            throw ValidationError("--letter must be one letter such as A, got \"\(ElementText.escapedForMessage(letter))\"")
        }
    }

    func run() throws {
        var table = try dataOptions.loadTable()
        if let favorites = try favorites.elements(in: table) {
            table = PeriodicTable(elements: favorites)
        }
        let locale = language.locale
        if let letter {
            let initial = locale.letterSection(for: letter)
            let members = table.elements.filter { locale.sectionTitle(for: $0, grouping: .letter) == initial }
            guard !members.isEmpty else {
                StandardStream.writeError("no element's name begins with \(initial)\n")
                return
            }
            table = PeriodicTable(elements: members)
        }
        let formatter = dataOptions.formatter(in: language)
        var lines: [String] = []
        for section in locale.sections(of: table, by: group, order: sort) {
            let members = section.elements
            if group != .none {
                if !lines.isEmpty { lines.append("") }
                lines.append("== \(section.title) ==")
            }
            for element in members {
                let row = formatter.listRow(element)
                lines.append(row.title)
                lines.append(row.detail)
            }
        }
        // Every piece is already cleaned by the formatter; this is the last guard before the terminal.
        try StandardStream.writeOutput(lines.map(ElementText.sanitized).joined(separator: "\n") + "\n")
    }
}
