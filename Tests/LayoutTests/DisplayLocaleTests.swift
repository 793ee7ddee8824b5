import Foundation
import Testing
@testable import Layout

/// Names, labels and numbers in a language, and choosing the language.
@Suite struct DisplayLocaleTests {
    let table = try! PeriodicTable.bundled()

    func element(_ symbol: String) -> Element { table.element(matching: symbol)! }
    func formatter(_ code: String, units: TemperatureUnit = .kelvin) throws -> ElementFormatter {
        ElementFormatter(temperatureUnit: units, locale: try DisplayLocale.bundled(code))
    }

    /// A name typed without its accents finds its element when it names one only: Greek
    /// capitals drop the tonos (ΑΖΩΤΟ), keyboards often lack ż or ä; kana keep their marks
    /// apart (ガリウム is gallium, カリウム potassium).
    @Test(arguments: [("el", "ΑΖΩΤΟ", "N"), ("el", "αζωτο", "N"), ("el", "σιδηρος", "Fe"), ("pl", "zelazo", "Fe"),
                      ("sv", "jarn", "Fe"), ("de", "GOLD", "Au"), ("ja", "カリウム", "K"), ("ja", "ガリウム", "Ga")])
    func aNameWithoutItsAccentsFindsItsElement(code: String, query: String, symbol: String) throws {
        let locale = try DisplayLocale.bundled(code)
        #expect(try locale.requireElement(matching: query, in: table).symbol == symbol)
    }

    @Test func englishStaysExactlyAsBefore() throws {
        let english = try formatter("en")
        #expect(english.listRow(element("Na")) == ("Sodium", "Na(11) 22.989769282"))
        #expect(english.melt(element("Na")) == "370.94 K")
        #expect(english.mass(element("C")) == "12.011")
        #expect(english.mass(element("Tc")) == "[98]")
        #expect(english.category(element("Na")) == "Alkali metal")
        #expect(ElementFormatter().locale == .english)
    }

    /// A whole part of five digits or more is grouped in threes as the language writes it
    /// (CLDR; the SI's thin no-break space in English); four digits, fractions, exponents and
    /// the list row's mass stay as they were.
    @Test(arguments: [("en", "98\u{202F}765\u{202F}432.125"), ("de", "98.765.432,125"), ("fr", "98\u{202F}765\u{202F}432,125"),
                      ("ru", "98\u{A0}765\u{A0}432,125"), ("pl", "98\u{A0}765\u{A0}432,125"), ("es", "98.765.432,125"),
                      ("el", "98.765.432,125"), ("ja", "98,765,432.125"), ("zh-Hans", "98,765,432.125"), ("ko", "98,765,432.125")])
    func longWholeNumbersAreGroupedAsTheLanguageWritesThem(code: String, expected: String) throws {
        let locale = try DisplayLocale.bundled(code)
        #expect(locale.decimal("98765432.125") == expected)
        let point = locale.decimal(".")
        #expect(locale.decimal("1811.123456") == "1811" + point + "123456")
        #expect(locale.decimal("~12345") == "~12" + String(expected.dropFirst(2).prefix(1)) + "345")
        #expect(locale.decimal("1.7×10³⁰⁸") == "1" + point + "7×10³⁰⁸")
        #expect(locale.decimal("−0.000012345") == "−0" + point + "000012345")
        #expect(try formatter(code, units: .fahrenheit).boil(element("W")).hasPrefix("10" + String(expected.dropFirst(2).prefix(1)) + "031"))
        #expect(try formatter(code).listRow(element("Na")).1 == "Na(11) 22" + point + "989769282")
    }

    @Test func everyLanguageGroupsDigitsWithAnotherMarkThanItsDecimalPoint() {
        for code in DisplayLocale.supportedCodes {
            let style = (try? DisplayLocale.bundled(code))?.data.number
            #expect(style != nil && style?.groupSeparator != style?.decimalSeparator && style?.groupSeparator.isEmpty == false, "\(code)")
        }
    }

    @Test func germanWritesItsNamesAndDecimalCommas() throws {
        let german = try formatter("de")
        #expect(german.listRow(element("Na")) == ("Natrium", "Na(11) 22,989769282"))
        #expect(german.mass(element("C")) == "12,011")
        #expect(german.melt(element("Na")) == "370,94\u{00A0}K")
        #expect(try formatter("de", units: .celsius).melt(element("Na")) == "97,79\u{00A0}°C")
        #expect(german.density(element("Na")) == "0,97\u{00A0}g/cm³")
        #expect(german.category(element("Fe")) == "Übergangsmetall")
        #expect(german.phase(element("Hg")) == "Flüssig")
        #expect(german.name(element("Pr")) == "Praseodym")
    }

    @Test func everyCommaLanguageWritesTwelveCommaZeroElevenForCarbon() throws {
        for code in ["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "nb", "ru", "uk", "el"] {
            #expect(try formatter(code).mass(element("C")) == "12,011", "\(code)")
        }
        for code in ["en", "zh-Hans", "ja", "ko"] {
            #expect(try formatter(code).mass(element("C")) == "12.011", "\(code)")
        }
    }

    @Test func japaneseWritesMassNumbersInParentheses() throws {
        #expect(try formatter("ja").mass(element("Tc")) == "(98)")
        #expect(try formatter("ja").listRow(element("Tc")) == ("テクネチウム", "Tc(43) (98)"))
        #expect(try formatter("zh-Hans").mass(element("Tc")) == "[98]")
        #expect(try formatter("ru").mass(element("Tc")) == "[98]")
    }

    @Test func sublimationAndPredictionsAreWordedInTheLanguage() throws {
        #expect(try formatter("de").melt(element("As")) == "sublimiert bei 889,15\u{00A0}K")
        #expect(try formatter("ja").melt(element("As")) == "889.15\u{00A0}Kで昇華")
    }

    @Test func heatmapValuesAreWrittenInTheLanguage() throws {
        let german = try formatter("de")
        #expect(NumericProperty.electronegativity.text(of: element("Fe"), formatter: german) == "1,83")
        #expect(NumericProperty.density.text(of: element("Li"), formatter: german) == "0,534\u{00A0}g/cm³")
        #expect(NumericProperty.density.text(of: element("Li"), formatter: try formatter("en")) == "0.534 g/cm³")
        #expect(NumericProperty.melt.title(formatter: german, scale: .log) == "Schmelzpunkt (K, logarithmische Skala)")
    }

    @Test func aUsersOwnNameIsKept() throws {
        let german = try DisplayLocale.bundled("de")
        #expect(german.name(of: Element(name: "Ferrum", number: 26, symbol: "Fe", xpos: 8, ypos: 4)) == "Ferrum")
        #expect(german.name(of: Element(name: "iron", number: 26, symbol: "Fe", xpos: 8, ypos: 4)) == "Eisen")
    }

    @Test func patternsFillTheirPlaceholder() throws {
        let german = try DisplayLocale.bundled("de")
        #expect(german.text(.groupNumber, "3") == "Gruppe 3")
        #expect(try DisplayLocale.bundled("zh-Hans").text(.periodNumber, "6") == "第6周期")
        #expect(try DisplayLocale.bundled("fr").text(.massNumberNote, "[98]") == "[98] : nombre de masse de l’isotope à plus longue vie")
    }

    // MARK: Choosing

    @Test func tagsResolveToBundledLanguages() {
        #expect(DisplayLocale.supportedCode(for: "de_AT.UTF-8") == "de")
        #expect(DisplayLocale.supportedCode(for: "zh-CN") == "zh-Hans")
        #expect(DisplayLocale.supportedCode(for: "zh_Hans_SG") == "zh-Hans")
        #expect(DisplayLocale.supportedCode(for: "zh-TW") == nil)
        #expect(DisplayLocale.supportedCode(for: "pt_PT.UTF-8") == "pt")
        #expect(DisplayLocale.unbundledVariantNote(for: "zh_HK.UTF-8") == "Traditional Chinese is not bundled; zh-Hans is Simplified Chinese")
        #expect(DisplayLocale.unbundledVariantNote(for: "zh-Hant") != nil)
        #expect(DisplayLocale.unbundledVariantNote(for: "zh-CN") == nil)
        #expect(DisplayLocale.unbundledVariantNote(for: "tlh") == nil)
        #expect(DisplayLocale.supportedCode(for: "no") == "nb")
        #expect(DisplayLocale.supportedCode(for: "PT-br") == "pt")
        #expect(DisplayLocale.supportedCode(for: "C") == nil)
        #expect(DisplayLocale.supportedCode(for: "") == nil)
    }

    @Test func autoFollowsThePOSIXVariablesAndDefaultsToEnglish() throws {
        #expect(try DisplayLocale.named("auto", environment: ["LANG": "ru_RU.UTF-8"]).code == "ru")
        #expect(try DisplayLocale.named("auto", environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "C"]).code == "en")
        #expect(try DisplayLocale.named("auto", environment: ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "de_DE"]).code == "ja")
        #expect(try DisplayLocale.named("auto", environment: ["LANG": "tlh"]).code == "en")
        #expect(try DisplayLocale.named("auto", environment: [:]).code == "en")
        #expect(try DisplayLocale.named("EL").code == "el")
    }

    @Test func anUnknownLanguageIsAnErrorListingTheBundledOnes() {
        #expect(throws: ElementDataError.unknownLanguage(code: "xx", supported: DisplayLocale.supportedCodes)) {
            try DisplayLocale.named("xx")
        }
        let message = ElementDataError.unknownLanguage(code: "xx", supported: DisplayLocale.supportedCodes).errorDescription
        #expect(message == "no language \"xx\": use auto or one of en, de, fr, es, it, pt, nl, pl, sv, nb, ru, uk, el, zh-Hans, ja, ko")
    }

    @Test func acceptLanguagePicksTheMostPreferredBundledLanguage() {
        #expect(DisplayLocale.preferred(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8").code == "fr")
        #expect(DisplayLocale.preferred(acceptLanguage: "tlh, ja;q=0.5, de;q=0.7").code == "de")
        #expect(DisplayLocale.preferred(acceptLanguage: "zh-TW, ko;q=0.1").code == "ko")
        #expect(DisplayLocale.preferred(acceptLanguage: "*;q=1, ;;;,").code == "en")
        #expect(DisplayLocale.preferred(acceptLanguage: "de;q=0").code == "en")
        #expect(DisplayLocale.preferred(acceptLanguage: "").code == "en")
    }
}
