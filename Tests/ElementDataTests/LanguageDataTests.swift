@testable import ElementData
import Foundation
import Testing

/// Every bundled language file is complete and writes its names in its own script, with the
/// letters its alphabet has: no ASCII stand-ins, no English left in place.
@Suite struct LanguageDataTests {
    static let codes = LanguageData.bundledCodes

    @Test func sixteenLanguagesAreBundled() {
        #expect(Self.codes == ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "nb", "ru", "uk", "el", "zh-Hans", "ja", "ko"])
    }

    @Test(arguments: codes) func eachFileIsCompleteAndNamesItsSource(code: String) throws {
        let language = try LanguageData.bundled(code)
        #expect(language.language == code)
        #expect(language.elements.count == 119)
        #expect(language.elements.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) })
        #expect(Set(language.labels.keys) == Set(LanguageLabel.allCases.map(\.rawValue)))
        #expect(Set(language.categories.keys) == Set(LanguageData.categoryKeys))
        #expect(Set(language.crystalStructures.keys) == Set(LanguageData.crystalStructureKeys))
        if code != "en" {
            // A few names are international (`tetragonal` and `trigonal` in German, Spanish,
            // Swedish): not most.
            let unchanged = language.crystalStructures.filter { $0.key == $0.value }.count
            #expect(unchanged <= 2, "\(code) leaves \(unchanged) crystal structures in English")
        }
        #expect(Set(language.discoverers.keys) == Set(LanguageData.discovererKeys))
        if code != "en" {
            // India stays India in Spanish, Italian, Dutch and Norwegian: nothing else.
            let unchanged = language.discoverers.filter { $0.key == $0.value }.count
            #expect(unchanged <= 1, "\(code) leaves \(unchanged) discoverers in English")
        }
        #expect(language.source.count > 60)
        #expect(Set(language.elements).count == 119, "two elements share a name")
    }

    /// Every crystal structure the sourced properties name has a text in every language: a
    /// regenerated properties file with a new structure fails here until the files name it.
    @Test func everySourcedCrystalStructureIsTranslated() throws {
        let properties = try ElementProperties.bundled()
        let structures = Set((1...118).compactMap { properties.value("crystal-structure", forNumber: $0)?.text })
        #expect(structures.count >= 8)
        #expect(structures.isSubset(of: Set(LanguageData.crystalStructureKeys)), "\(structures.subtracting(LanguageData.crystalStructureKeys))")
    }

    /// The discoverers translated are texts of the bundled data, every date among them included.
    @Test func theTranslatedDiscoverersAreTextsOfTheBundledData() throws {
        let texts = Set(try PeriodicTable.bundled().elements.compactMap(\.discoveredBy))
        let keys = Set(LanguageData.discovererKeys)
        #expect(keys.isSubset(of: texts), "\(keys.subtracting(texts))")
        let dates = texts.filter { $0.contains(where: \.isNumber) }
        #expect(dates.count == 5 && dates.isSubset(of: keys), "\(dates.subtracting(keys))")
    }

    @Test func theEnglishNamesAreTheBundledDataNames() throws {
        let english = try LanguageData.bundled("en")
        let table = try PeriodicTable.bundled()
        #expect(table.elements.map(\.name) == english.elements)
    }

    /// The scripts each language's names are written in (digits allowed for the placeholder of 119).
    @Test(arguments: codes) func namesAreInTheLanguagesScript(code: String) throws {
        let language = try LanguageData.bundled(code)
        let script: (Unicode.Scalar) -> Bool = switch code {
        case "ru", "uk": { (0x0400...0x04FF).contains($0.value) }
        case "el": { (0x0370...0x03FF).contains($0.value) || (0x1F00...0x1FFF).contains($0.value) }
        case "zh-Hans": { Self.isHan($0) || ("0"..."9").contains($0) }
        case "ja": { Self.isHan($0) || (0x3040...0x30FF).contains($0.value) }
        case "ko": { (0xAC00...0xD7A3).contains($0.value) }
        default: { $0.properties.isAlphabetic && ($0.isASCII || (0x00C0...0x017F).contains($0.value)) }
        }
        for (index, name) in language.elements.enumerated() {
            let stray = name.unicodeScalars.filter { !script($0) }
            #expect(stray.isEmpty, "\(code) element \(index + 1) \(name) has \(String(String.UnicodeScalarView(stray)))")
        }
    }

    /// Letters with diacritics the alphabet has, each written by at least one name, and no
    /// letter outside the alphabet: so "Zelazo" for Żelazo or "Molybdaen" cannot creep in.
    @Test(arguments: [
        ("de", "ä", "äöüß"),
        ("fr", "éèÉ", "éèêëàâîïôûùçÉÈ"),
        ("es", "éíóúñ", "áéíóúüñ"),
        ("it", "", "àèéìòù"),
        ("pt", "áâéêíóôúÉÍÓ", "áâãàéêíóôõúçÁÉÍÓÚ"),
        ("nl", "", "ëï"),
        ("pl", "óęńźłćŻ", "ąćęłńóśźżŁŚŹŻ"),
        ("sv", "äö", "åäöÅÄÖ"),
        ("nb", "ø", "æøåÆØÅ"),
    ])
    func latinNamesUseTheirAlphabetsLetters(code: String, required: String, alphabet: String) throws {
        let names = try LanguageData.bundled(code).elements.joined()
        for letter in required {
            #expect(names.contains(letter), "no \(code) name writes \(letter)")
        }
        let foreign = Set(names.filter { !$0.isASCII && !alphabet.contains($0) })
        #expect(foreign.isEmpty, "\(code) names use \(String(foreign.sorted()))")
    }

    @Test func knownNamesKeepTheirDiacritics() throws {
        let expected: [(String, Int, String)] = [
            ("de", 42, "Molybdän"), ("sv", 1, "Väte"), ("sv", 26, "Järn"), ("nb", 47, "Sølv"),
            ("pl", 26, "Żelazo"), ("pl", 82, "Ołów"), ("pl", 80, "Rtęć"), ("es", 50, "Estaño"),
            ("fr", 50, "Étain"), ("pt", 1, "Hidrogênio"), ("el", 104, "Ραδερφόρντιο"), ("ru", 26, "Железо"),
            ("uk", 63, "Європій"), ("zh-Hans", 26, "铁"), ("ja", 26, "鉄"), ("ko", 26, "철"), ("zh-Hans", 113, "鿭"),
            ("de", 59, "Praseodym"), ("nl", 26, "IJzer"),
        ]
        for (code, number, name) in expected {
            #expect(try LanguageData.bundled(code).elementName(number) == name)
        }
    }

    /// Greek names of more than one syllable carry their accent (τόνος).
    @Test func greekNamesCarryTheirAccent() throws {
        let tonos = Set("άέήίόύώΆΈΉΊΌΎΏΐΰ")
        for name in try LanguageData.bundled("el").elements where name.count > 3 {
            #expect(name.contains(where: tonos.contains), "\(name) has no accent")
        }
    }

    /// Greek chemistry writes the element νέον (τό νέο is "the new") and φώσφορος stressed on its
    /// first syllable (φωσφόρου is its genitive), as the Greek Wikipedia's articles and KDE's Greek
    /// Kalzium catalogue do.
    @Test func greekNeonAndPhosphorusAreTheNamesGreekChemistryWrites() throws {
        let greek = try LanguageData.bundled("el")
        #expect(greek.elementName(10) == "Νέον")
        #expect(greek.elementName(15) == "Φώσφορος")
    }

    /// Labels the same as English are cognates the language really writes; any other
    /// English text is a word left untranslated.
    @Test(arguments: codes.filter { $0 != "en" }) func noLabelIsLeftInEnglish(code: String) throws {
        let english = try LanguageData.bundled("en")
        let language = try LanguageData.bundled(code)
        // "subl." abbreviates sublimation in each of these languages, as in English.
        let cognates: [String: Set<String>] = [
            "de": ["symbol", "name", "block", "palette", "symbolLegend", "oxidation", "sublimesAtShort"],
            "fr": ["source", "sources", "isotopes", "sections", "palette", "sublimesAtShort"],
            "es": ["gas", "sublimesAtShort"],
            "it": ["gas", "sublimesAtShort"],
            "pt": ["sublimesAtShort"],
            "nl": ["gas", "sublimesAtShort"],
            "pl": ["symbol", "palette", "symbolLegend", "sublimesAtShort"],
            "sv": ["symbol", "block", "period", "gas", "periodNumber", "blockName", "symbolLegend", "oxidation", "sublimesAtShort"],
            "nb": ["symbol", "symbolLegend", "sublimesAtShort"],
        ]
        let same = LanguageLabel.allCases.map(\.rawValue).filter { language.labels[$0] == english.labels[$0] }
        #expect(Set(same).isSubset(of: cognates[code] ?? []), "\(code) left in English: \(same)")
        let sameCategories = LanguageData.categoryKeys.filter { language.categories[$0] == english.categories[$0] }
        let categoryCognates: Set<String> = ["lanthanide", "actinide"]
        #expect(Set(sameCategories).isSubset(of: categoryCognates), "\(code) categories left in English: \(sameCategories)")
    }

    @Test func readingsCoverEveryChineseNameAndTheJapaneseKanjiNames() throws {
        let chinese = try LanguageData.bundled("zh-Hans")
        #expect(chinese.readings.count == 119)
        #expect(chinese.readings[1] == "qīng" && chinese.readings[118] == "ào")
        let japanese = try LanguageData.bundled("ja")
        let kanjiNames = japanese.elements.indices.filter { japanese.elements[$0].unicodeScalars.contains(where: Self.isHan) }
        #expect(Set(japanese.readings.keys) == Set(kanjiNames.map { $0 + 1 }))
    }

    @Test func anIncompleteFileIsRefusedNamingWhatIsMissing() throws {
        var file = try JSONSerialization.jsonObject(with: Data(contentsOf: ResourceLocator.elementDataResources
            .url(forFile: "Locales/de.json"))) as! [String: Any]
        var labels = file["labels"] as! [String: String]
        labels["meltingPoint"] = nil
        file["labels"] = labels
        let data = try JSONSerialization.data(withJSONObject: file)
        #expect(throws: ElementDataError.invalidElementData(path: "de-test", detail: "no text for the label meltingPoint")) {
            try LanguageData.decode(from: data, source: "de-test")
        }
        var discoverers = file["discoverers"] as! [String: String]
        discoverers["Middle East"] = nil
        file["discoverers"] = discoverers
        #expect(throws: ElementDataError.invalidElementData(path: "de-test", detail: "no text for the discoverer \"Middle East\"")) {
            try LanguageData.decode(from: JSONSerialization.data(withJSONObject: file), source: "de-test")
        }
        discoverers["Middle East"] = "Naher Osten"
        file["discoverers"] = discoverers
        var names = file["elements"] as! [String]
        names.removeLast()
        file["elements"] = names
        labels["meltingPoint"] = "Schmelzpunkt"
        file["labels"] = labels
        #expect(throws: ElementDataError.invalidElementData(path: "de-test", detail: "has 118 element names, expected 119")) {
            try LanguageData.decode(from: JSONSerialization.data(withJSONObject: file), source: "de-test")
        }
    }

    @Test func anUnknownCodeIsAnError() {
        #expect(throws: ElementDataError.unknownLanguage(code: "tlh", supported: LanguageData.bundledCodes)) {
            try LanguageData.bundled("tlh")
        }
    }

    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
