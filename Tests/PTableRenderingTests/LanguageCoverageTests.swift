import ANSIRenderer
import Foundation
import Layout
import PTableRendering
import PTableTestSupport
import Testing

/// No English word of ptable's own is left in another language's output: every artwork the
/// facade makes (tiles front and back at three sizes, a strip, tables coloured every way,
/// heatmaps with a clamping note and with a user's unnamed counts, the palette; the terminal's
/// card, table and palette) is searched for the English labels, category and family names and
/// element names that the language writes differently. The element data's own prose (summary,
/// appearance, who named or discovered it, its source) is English by nature and not searched.
@Suite struct LanguageCoverageTests {
    static let table = try! PeriodicTable.bundled()
    static let english = try! LanguageData.bundled("en")
    static let proseRoles: Set<TextRole> = [.summary, .appearance, .namedBy, .discoveredBy, .source]

    /// Every text an artwork in `code` shows (scene runs and titles, terminal text), and whether
    /// it is the palette's (whose 0–1 colour channels are codes, written the same everywhere).
    static func texts(_ code: String) throws -> [(text: String, isPalette: Bool)] {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        var renderer = ArtworkRenderer(formatter: formatter, options: RenderOptions(colorMode: .trueColor))
        let praseodymium = try table.requireElement(matching: "Pr"), mercury = try table.requireElement(matching: "Hg")
        var artworks: [Artwork] = [.tileSizes(praseodymium, sizes: [32, 64, 256])]
        for element in [praseodymium, mercury, try table.requireElement(matching: "Og")] {
            for size in [96.0, 256, 512] {
                artworks += [.tile(element, size: size), .tile(element, size: size, side: .back)]
            }
        }
        let counts = try FormulaCounter(table: table, shown: Set(1...118)).values(from: Data("Fe2O3\nSiO2\n".utf8), source: "f")
        let colorings: [TileColoring] = CategoricalKey.allCases.map { .categorical($0) } + [
            .elementColor, .heatmap(Heatmap(property: .melt, range: 500...2000)),
            .heatmap(Heatmap(property: .density, scale: .log)), .heatmap(Heatmap(source: .values(counts), scale: .log, range: 1...2)),
        ]
        let placement = try TablePlacement(elements: table.elements, form: .standard, includeHypothetical: true)
        for coloring in colorings {
            var options = TableSceneLayout.Options(width: 1400)
            options.coloring = coloring
            artworks.append(.table(placement, options: options))
        }
        var texts: [(text: String, isPalette: Bool)] = []
        for artwork in artworks + [.palette] {
            let scene = try renderer.scene(for: artwork)
            let isPalette = Self.isPalette(artwork)
            texts.append((scene.title, isPalette))
            texts += scene.textRuns.filter { !proseRoles.contains($0.role) }.map { run in
                (run.role == .footer ? Self.withoutCitedWorks(run.text) : run.text, isPalette)
            }
        }
        renderer.tileValues = counts
        texts += try renderer.scene(for: .tile(praseodymium, size: 256)).textRuns.map { ($0.text, false) }
        for artwork: Artwork in [.tile(mercury, size: 1), .palette, .table(placement, options: .init(width: 1))] {
            texts += try renderer.terminalText(for: artwork)
                .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                .split(separator: "\n").map { (String($0), Self.isPalette(artwork)) }
        }
        // Names, not words or numbers to translate: the data set and the licences in the credit.
        let names = ["Periodic-Table-JSON", "CC BY-SA 3.0", "SIL OFL 1.1"]
        return texts.map { item in (names.reduce(item.text) { $0.replacingOccurrences(of: $1, with: "") }, item.isPalette) }
    }

    /// The words of the works a sources footer cites (`Mewes et al., Copernicium: A Relativistic
    /// Noble Liquid (2019)`), which keep their published titles in every language and may wrap
    /// onto a footer line of their own.
    static let citedWords: [String] = {
        let titles = (try! ElementProperties.bundled()).references.values.map(\.shortCitation)
        let words = Set(titles.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) })
        return words.sorted { $0.count > $1.count }
    }()

    static func withoutCitedWorks(_ text: String) -> String {
        text.split(separator: " ").filter { word in
            !citedWords.contains(String(word.filter(\.isLetter)))
        }.joined(separator: " ")
    }

    /// ptable's English words that `language` writes differently.
    static func untranslated(unlike language: LanguageData) -> UntranslatedWords {
        UntranslatedWords(english: Array(english.labels.values) + Array(english.categories.values)
                              + CategoryFamily.allCases.map(\.displayName) + english.elements,
                          own: Array(language.labels.values) + Array(language.categories.values) + language.elements)
    }

    @Test(arguments: DisplayLocale.supportedCodes.filter { $0 != "en" })
    func noEnglishWordOfPtablesOwnIsLeft(code: String) throws {
        let words = Self.untranslated(unlike: try LanguageData.bundled(code))
        #expect(words.pieces.contains("Melting point") && words.pieces.contains("Iron"))
        let found = try Self.texts(code).flatMap { text, _ in words.found(in: text).map { "\"\($0)\" in \"\(text)\"" } }
        #expect(found.isEmpty, "\(code): \(Set(found).sorted().prefix(12).joined(separator: "; "))")
    }

    /// A language with a decimal comma writes no number with a point: not the data's, not a
    /// tick's, not a user's (`12.5` in a values file), not a note's.
    @Test(arguments: DisplayLocale.supportedCodes.filter { (try? DisplayLocale.bundled($0))?.data.number.decimalSeparator == "," })
    func aDecimalCommaLanguageWritesNoDecimalPoint(code: String) throws {
        let found = try Self.texts(code).filter { !$0.isPalette && $0.text.contains(/\d\.\d/) }.map(\.text)
        #expect(found.isEmpty, "\(code): \(found.prefix(8))")
    }

    static func isPalette(_ artwork: Artwork) -> Bool {
        if case .palette = artwork { return true }
        return false
    }
}
