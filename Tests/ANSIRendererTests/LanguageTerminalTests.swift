import Foundation
import Testing
import Layout
@testable import ANSIRenderer

/// The terminal's words in the language asked for: the table's legend chips, the palette's
/// groups, colour names and "complement"; English as before.
@Suite struct LanguageTerminalTests {
    static let german = try! DisplayLocale.bundled("de")

    @Test func aColouredTableNamesItsFamiliesInTheLanguage() throws {
        let formatter = ElementFormatter(locale: Self.german)
        let table = try Fixtures.renderer.renderTable(Fixtures.placement(), formatter: formatter, theme: .classic,
                                                      mode: .trueColor, style: .compact).withoutSGR
        #expect(table.contains(" Alkalimetall "))
        #expect(table.contains(" Edelgas "))
        #expect(!table.contains("Alkali metal") && !table.contains("Noble gas"))
        #expect(Fixtures.table(mode: .trueColor).withoutSGR.contains(" Alkali metal "))
    }

    /// A label wider than the card's label column (`Erste Ionisierungsenergie`, `First ionization
    /// energy`) stands on its own line with its value under it, never cut where the value starts.
    @Test(arguments: ["de", "en", "el"]) func aLabelTooLongForItsColumnKeepsItsValueUnderIt(code: String) throws {
        var theme = Theme.classic
        theme.slots = try TileFieldList(parsing: "number,symbol,name,electronegativity,ionization-energy").slots
        let locale = try DisplayLocale.bundled(code)
        let formatter = ElementFormatter(locale: locale)
        // Neodymium's value is a measurement, so it carries no prediction mark.
        let lines = Fixtures.renderer.renderTile(Fixtures.element("Nd"), formatter: formatter, theme: theme, mode: .none)
            .outputLines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        let label = TileField.ionizationEnergy.label(in: locale)
        let row = try #require(lines.firstIndex(of: label), "\(lines)")
        // The no-break space before a unit stays one, so the value is never wrapped before its unit.
        #expect(lines[row + 1] == locale.quantity(locale.decimal("5.5250"), unit: "eV"))
        #expect(lines.contains { $0.hasPrefix(TileField.electronegativity.label(in: locale) + "  ") })
    }

    /// On the back of a narrow card too: `Benannt von` over its value, not `Benannt vo—`.
    @Test(arguments: ["de", "es", "ru"]) func aBackLabelTooLongForItsColumnKeepsItsValueUnderIt(code: String) throws {
        let locale = try DisplayLocale.bundled(code)
        let card = Fixtures.renderer.renderTileBack(Fixtures.element("Fe"), formatter: ElementFormatter(locale: locale),
                                                    theme: .classic, mode: .none, width: 24)
        let lines = card.outputLines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        for label in [LanguageLabel.appearance, .namedBy, .source].map(locale.text) {
            #expect(lines.contains { $0 == label || $0.hasPrefix(label + " ") }, "\(label) in \(lines)")
        }
    }

    @Test func thePaletteIsInTheLanguage() {
        let swatches = Theme.classic.swatches.map { $0.localized(in: Self.german) }
        let text = Fixtures.renderer.renderPalette(swatches, title: Self.german.text(.palette, "classic"), mode: .none,
                                                   locale: Self.german)
        let lines = text.outputLines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "Palette: classic")
        #expect(lines.contains("Seite"))
        #expect(lines.contains("Alkalimetall"))
        #expect(lines.contains("Füllung            #ee8866  238 136 102  0.933 0.533 0.400  Komplement #66ccee"))
        #expect(lines.contains("gedämpfte Schrift  #343a46   52  58  70  0.204 0.227 0.275  Komplement #464034"))
        #expect(!text.contains("complement") && !text.contains("Alkali metal"))
    }
}
