import Testing
@testable import Layout

@Suite struct SourcedFormattingTests {
    let table = try! PeriodicTable.bundled()
    let formatter = ElementFormatter()

    func element(_ symbol: String) -> Element { table.elements.first { $0.symbol == symbol }! }

    @Test func paulingElectronegativityKeepsTwoDecimals() {
        #expect(formatter.electronegativity(element("Ca")) == "1.00")
        #expect(formatter.electronegativity(element("Fe")) == "1.83")
        #expect(formatter.electronegativity(element("O")) == "3.44")
        #expect(formatter.electronegativity(element("He")) == "—")
        #expect(NumericProperty.electronegativity.text(of: element("Ca"), formatter: formatter) == "1.00")
    }

    /// Elements with no bound negative ion have no electron affinity (the CRC Handbook: not
    /// stable), not the energies of excited anions that would stretch a heatmap to −19.7 eV.
    @Test func unboundAnionsHaveNoElectronAffinity() {
        for symbol in ["He", "Be", "N", "Ar", "Xe"] {
            #expect(formatter.sourcedText("electron-affinity", of: element(symbol)) == "—", "\(symbol)")
        }
        #expect(formatter.sourcedText("electron-affinity", of: element("Cl")) == "3.612725 eV")
        // Ytterbium's is where theory puts Yb⁻'s resonance, a calculation: marked as predicted.
        #expect(formatter.sourcedText("electron-affinity", of: element("Yb")) == "~−0.02 eV")
        let values = table.elements.compactMap { formatter.sourcedValue("electron-affinity", of: $0).flatMap { Double($0.text) } }
        #expect(values.min() == -0.02)
    }

    @Test func aUsersDataShowsItsOwnValuesMarkedAsTheirs() {
        var user = ElementFormatter()
        user.dataOrigin = .userData
        var calcium = element("Ca")
        calcium.electronegativityPauling = 1
        #expect(user.electronegativity(calcium) == "1.00")
        #expect(user.sourcedValue("electronegativity", of: calcium)?.provenance == .userData)
        #expect(user.provenance(of: .electronegativity, for: calcium) == .userData)
        #expect(user.provenance(of: .melt, for: calcium) == .userData)
        calcium.electronegativityPauling = nil
        #expect(user.electronegativity(calcium) == "—")
        // Properties the file does not carry come from the sourced table when the symbol matches.
        #expect(user.sourcedText("atomic-radius", of: calcium) == "180 pm")
        calcium.symbol = "Xx"
        #expect(user.sourcedText("atomic-radius", of: calcium) == "—")
    }

    /// A file's first ionization energy is its own in eV too, converted with the digits the file
    /// gives, never NIST's value beside the file's kJ/mol.
    @Test func aUsersFirstIonizationEnergyIsTheirsInElectronvoltsToo() {
        var user = ElementFormatter()
        user.dataOrigin = .userData
        var iron = element("Fe")
        iron.ionizationEnergies = [800]
        #expect(user.sourcedText("ionization-energy-molar", of: iron) == "800 kJ/mol")
        #expect(user.sourcedText("ionization-energy", of: iron) == "8.29 eV")
        #expect(user.sourcedValue("ionization-energy", of: iron)?.provenance == .userData)
        iron.ionizationEnergies = [762.5]
        #expect(user.sourcedText("ionization-energy", of: iron) == "7.903 eV")
        iron.ionizationEnergies = nil
        #expect(user.sourcedText("ionization-energy", of: iron) == "—")
        #expect(NumericProperty.ionizationEnergyElectronvolts.text(of: iron, formatter: user) == "—")
    }

    /// With a file's own mass the standard atomic weight is not offered as if it were the file's
    /// value; it is where the file's mass is that measurement, as the tile shows it.
    @Test func aUsersOwnMassHasNoStandardAtomicWeightBesideIt() {
        var user = ElementFormatter()
        user.dataOrigin = .userData
        var iron = element("Fe")
        #expect(user.sourcedValue("standard-atomic-weight", of: iron)?.text == "55.845")
        iron.atomicMass = 60.5
        #expect(user.mass(iron) == "60.5")
        #expect(user.sourcedValue("standard-atomic-weight", of: iron) == nil)
        iron.atomicMass = nil
        #expect(user.sourcedValue("standard-atomic-weight", of: iron) == nil)
    }

    @Test func configurationsAreNISTsWithSuperscripts() {
        #expect(formatter.electronConfiguration(element("Fe")) == "[Ar] 3d⁶ 4s²")
        #expect(formatter.electronConfiguration(element("Na")) == "[Ne] 3s¹")
        #expect(formatter.electronConfiguration(element("Og")) == "~[Rn] 5f¹⁴ 6d¹⁰ 7s² 7p⁶")
    }

    @Test func oxidationStatesAndIsotopesForTheBack() {
        #expect(formatter.oxidationStatesText(element("Fe")) == "+2, +3")
        #expect(formatter.allOxidationStatesText(element("Fe")) == "+2, +3 (−4, −2, −1, 0, +1, +4, +5, +6, +7)")
        // No-break spaces (shown here as _) keep each isotope on one line; lines end after a comma.
        func text(_ symbol: String) -> String { formatter.isotopesText(element(symbol)).replacingOccurrences(of: "\u{00A0}", with: "_") }
        #expect(text("Fe") == "⁵⁶Fe_91.754_%, ⁵⁴Fe_5.845_%, ⁵⁷Fe_2.119_%")
        #expect(text("Tc") == "⁹⁷Tc_t½_4.21_My")
        #expect(text("U") == "²³⁸U_99.2742_%_t½_4.463_Gy, ²³⁵U_0.7204_%_t½_704_My, ²³⁴U_0.0054_%_t½_245.5_ky")
    }

    /// No experiment has seen an element from meitnerium on in a compound, so the states listed
    /// for them are predictions, each marked as every prediction is (oganesson's were shown as facts).
    @Test func oxidationStatesFromMeitneriumOnArePredictions() {
        #expect(formatter.oxidationStatesText(element("Og")) == "~−1, ~+1, ~+2, ~+4, ~+6")
        #expect(formatter.allOxidationStatesText(element("Og")) == "~−1, ~+1, ~+2, ~+4, ~+6")
        #expect(formatter.allOxidationStatesText(element("Og"), marksPrediction: false) == "−1, +1, +2, +4, +6")
        #expect(formatter.oxidationStatesText(element("Mt")) == "~+1, ~+3, ~+6")
        #expect(TileField.oxidationStates.isPredicted(for: element("Og"), formatter: formatter))
        let hiding = ElementFormatter(predicted: .hide)
        #expect(hiding.oxidationStatesText(element("Og")) == "—")
        #expect(hiding.allOxidationStatesText(element("Og")) == "—")
        #expect(!TileField.oxidationStates.isPredicted(for: element("Og"), formatter: hiding))
        #expect(ElementFormatter(predicted: .show).oxidationStatesText(element("Og")) == "−1, +1, +2, +4, +6")
    }

    /// Rutherfordium to hassium were made in compounds in their groups' states only (Eichler 2019:
    /// RfCl₄, HsO₄…); their other states are predictions and marked one by one, where all were
    /// shown as facts (`+3, +4, +6, +8` for hassium).
    @Test func oxidationStatesOfRutherfordiumToHassiumMarkTheUnobservedOnes() {
        #expect(formatter.oxidationStatesText(element("Hs")) == "~+3, ~+4, ~+6, +8")
        #expect(formatter.oxidationStatesText(element("Db")) == "~+3, ~+4, +5")
        #expect(formatter.allOxidationStatesText(element("Rf")) == "+4 (~+3)")
        #expect(formatter.allOxidationStatesText(element("Sg")) == "~+3, ~+4, ~+5, +6")
        #expect(formatter.allOxidationStatesText(element("Bh")) == "~+3, ~+4, ~+5, +7")
        // Rutherfordium's front shows its observed +4 alone: a fact, not flagged.
        #expect(formatter.oxidationStatesText(element("Rf")) == "+4")
        #expect(!TileField.oxidationStates.isPredicted(for: element("Rf"), formatter: formatter))
        #expect(formatter.showsPredictedOxidationStates(of: element("Rf"), all: true))
        #expect(TileField.oxidationStates.isPredicted(for: element("Hs"), formatter: formatter))
        let hiding = ElementFormatter(predicted: .hide)
        #expect(hiding.oxidationStatesText(element("Hs")) == "+8")
        #expect(hiding.allOxidationStatesText(element("Rf")) == "+4")
        #expect(hiding.allOxidationStatesText(element("Db")) == "+5")
        #expect(!TileField.oxidationStates.isPredicted(for: element("Hs"), formatter: hiding))
        #expect(ElementFormatter(predicted: .show).allOxidationStatesText(element("Db")) == "+3, +4, +5")
    }

    /// NUBASE's `Gy` reads as the gray outside English: other languages write years with their
    /// own prefix or words (annus as `Ma`, `млн лет`, `milj. år`), as readable as English's
    /// `704 My` (they wrote `704×10⁶ a`), Russian and Ukrainian years in their grammatical form,
    /// French days as `j`; beyond giga, a power of ten, as texts print such half-lives.
    @Test(arguments: [
        ("de", "U", "²³⁸U_99,2742_%_t½_4,463_Ga, ²³⁵U_0,7204_%_t½_704_Ma, ²³⁴U_0,0054_%_t½_245,5_ka"),
        ("fr", "Rn", "²²²Rn_t½_3,8215_j"),
        ("ru", "Pm", "¹⁴⁵Pm_t½_17,7_года"), ("ru", "Po", "²⁰⁹Po_t½_124_года"), ("ru", "Cf", "²⁵¹Cf_t½_898_лет"),
        ("ru", "Ra", "²²⁶Ra_t½_1,600_тыс._лет"), ("uk", "Pm", "¹⁴⁵Pm_t½_17,7_року"), ("uk", "Po", "²⁰⁹Po_t½_124_роки"),
        ("uk", "U", "²³⁸U_99,2742%_t½_4,463_млрд_років, ²³⁵U_0,7204%_t½_704_млн_років, ²³⁴U_0,0054%_t½_245,5_тис._років"),
        ("ja", "Tc", "⁹⁷Tc_t½_421万年"), ("zh-Hans", "Te", "¹³⁰Te_34.08%_t½_791×10¹⁸年, ¹²⁸Te_31.74%_t½_2.25×10²⁴年, ¹²⁶Te_18.84%"),
        ("ko", "Rn", "²²²Rn_t½_3.8215_d"), ("sv", "Tc", "⁹⁷Tc_t½_4,21_milj._år"), ("el", "Tc", "⁹⁷Tc_t½_4,21_εκατ._έτη"),
        ("nb", "U", "²³⁸U_99,2742_%_t½_4,463_mrd._år, ²³⁵U_0,7204_%_t½_704_mill._år, ²³⁴U_0,0054_%_t½_245,5_tusen_år"),
    ])
    func halfLivesAreWrittenInTheLanguage(code: String, symbol: String, expected: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        #expect(formatter.isotopesText(element(symbol)).replacingOccurrences(of: "\u{00A0}", with: "_") == expected)
    }

    /// Chinese, Japanese and Korean count years by myriads (万 10⁴, 億 10⁸, 兆 10¹²), as their
    /// references write half-lives (ウラン238 44.68億年): NUBASE's number moves to the myriad
    /// with its digits kept, one zero neither added nor dropped, so a number whose point would
    /// move past its last digit (1.38 ky, not 1380年) keeps its power of ten.
    @Test(arguments: [
        ("ja", "U", "²³⁸U_99.2742%_t½_44.63億年, ²³⁵U_0.7204%_t½_7.04億年, ²³⁴U_0.0054%_t½_24.55万年"),
        ("zh-Hans", "U", "²³⁸U_99.2742%_t½_44.63亿年, ²³⁵U_0.7204%_t½_7.04亿年, ²³⁴U_0.0054%_t½_24.55万年"),
        ("ko", "U", "²³⁸U_99.2742%_t½_44.63억_년, ²³⁵U_0.7204%_t½_7.04억_년, ²³⁴U_0.0054%_t½_24.55만_년"),
        ("ja", "Th", "²³²Th_99.98%_t½_140億年, ²³⁰Th_0.02%_t½_7.54万年"), ("ja", "Ra", "²²⁶Ra_t½_1600年"),
        ("ja", "Bk", "²⁴⁷Bk_t½_1.38×10³年"), ("zh-Hans", "Cm", "²⁴⁷Cm_t½_15.6×10⁶年"), ("ko", "Cf", "²⁵¹Cf_t½_898년"),
        ("ja", "Np", "²³⁷Np_t½_214.4万年"), ("zh-Hans", "In", "¹¹⁵In_95.719%_t½_441万亿年, ¹¹³In_4.281%"),
    ])
    func chineseJapaneseAndKoreanHalfLivesCountMyriads(code: String, symbol: String, expected: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let text = formatter.isotopesText(element(symbol)).replacingOccurrences(of: "\u{00A0}", with: "_")
        #expect(text == expected)
    }

    @Test func yearsMoveToAListedPowerOnlyWithTheirOwnDigits() {
        func moved(_ number: String, _ exponent: Int, _ powers: [Int] = [0, 4, 8, 12]) -> String? {
            DisplayLocale.movedYears(number, exponent: exponent, powers: powers, decimalSeparator: ".", groupSeparator: ",")
                .map { "\($0.number)e\($0.power)" }
        }
        #expect(moved("704", 6) == "7.04e8")
        #expect(moved("4.463", 9) == "44.63e8")
        #expect(moved("108", 12) == "108e12")
        #expect(moved("1.600", 3) == "1600e0")
        #expect(moved("1.38", 3) == nil)
        #expect(moved("2.0", 15) == nil)
        #expect(moved("56", 18, [3, 6, 9]) == nil)
        #expect(moved("0.5", 3) == nil)
        #expect(moved("~5", 3) == nil)
    }

    /// A percentage is spaced as CLDR's percent pattern has it (ICU 72 agrees): a no-break space
    /// in German, French, Spanish, Swedish, Norwegian and Russian; none in the other nine.
    /// English keeps the SI spacing of every other unit.
    @Test(arguments: [
        ("de", "91,754_%"), ("fr", "91,754_%"), ("es", "91,754_%"), ("sv", "91,754_%"), ("nb", "91,754_%"),
        ("ru", "91,754_%"), ("it", "91,754%"), ("pt", "91,754%"), ("nl", "91,754%"), ("pl", "91,754%"),
        ("uk", "91,754%"), ("el", "91,754%"), ("zh-Hans", "91.754%"), ("ja", "91.754%"), ("ko", "91.754%"),
        ("en", "91.754_%"),
    ])
    func abundancesAreSpacedAsEachLanguageWritesPercentages(code: String, expected: String) throws {
        let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
        let text = formatter.isotopesText(element("Fe")).replacingOccurrences(of: "\u{00A0}", with: "_")
        #expect(text.hasPrefix("⁵⁶Fe_" + expected + ", ⁵⁴Fe_"))
    }

    /// Russian and Ukrainian write unit symbols in Cyrillic (GOST 8.417, DSTU 3651): on values,
    /// colour-bar titles and temperatures alike.
    @Test func russianAndUkrainianWriteTheirOwnUnitSymbols() throws {
        let russian = ElementFormatter(locale: try DisplayLocale.bundled("ru"))
        #expect(russian.sourcedText("ionization-energy", of: element("Fe")) == "7,9024681\u{A0}эВ")
        #expect(russian.melt(element("Fe")) == "1811\u{A0}К")
        #expect(NumericProperty.ionizationEnergy.title(formatter: russian) == "Первая энергия ионизации (кДж/моль)")
        let ukrainian = ElementFormatter(locale: try DisplayLocale.bundled("uk"))
        #expect(NumericProperty.atomicRadius.text(of: element("Fe"), formatter: ukrainian) == "140\u{A0}пм")
        #expect(ElementFormatter().melt(element("Fe")) == "1811 K")
    }

    /// The back of a tile draws every isotope's superscripts in every language: a word the
    /// Latin face lacks (年) would draw the line in a CJK face, which has no ⁰ or ⁴–⁹ and
    /// would write ²³⁸U as ²³8U and 10⁹ as 109.
    @Test func theBackDrawsHalfLivesWithTheirSuperscriptsInEveryLanguage() throws {
        for code in DisplayLocale.supportedCodes {
            let formatter = ElementFormatter(locale: try DisplayLocale.bundled(code))
            let scene = try BackTileLayout(formatter: formatter).scene(for: element("U"), size: 512)
            let isotopes = scene.textRuns.filter { $0.role == .isotopes }.map(\.text).joined()
            // 4.463 Gy: in English's unit, the language's giga-years elsewhere (`4,463 Ga`, `4,463 млрд лет`),
            // 44.63 hundred-million years where years are counted by myriads (`44.63億年`).
            let giga = code == "en" ? "Gy" : ["zh-Hans", "ja", "ko"].contains(code) ? "t½\u{00A0}44.63"
                : formatter.localNumber("4.463") + "\u{00A0}"
            #expect(isotopes.contains("²³⁸U") && isotopes.contains(giga), "\(code): \(isotopes)")
        }
    }

    @Test func russianYearsTakeTheirPluralForm() {
        let cases = [("1", "one"), ("21", "one"), ("11", "many"), ("3", "few"), ("13", "many"), ("124", "few"),
                     ("898", "many"), ("17,7", "other")]
        for (number, category) in cases {
            #expect(DisplayLocale.pluralCategory(number, exponent: 0, decimalSeparator: ",") == category, "\(number)")
        }
        #expect(DisplayLocale.pluralCategory("4,463", exponent: 9, decimalSeparator: ",") == "many")
    }

    @Test func eachShownValueNamesItsSource() {
        #expect(formatter.provenance(of: .electronegativity, for: element("Fe")) == .reference(key: "haynes2014crc"))
        #expect(formatter.provenance(of: .melt, for: element("Fe")) == .reference(key: "haynes2016crc"))
        #expect(formatter.provenance(of: .mass, for: element("Fe")) == .reference(key: "Prohaska2022"))
        #expect(formatter.provenance(of: .mass, for: element("Gd")) == .reference(key: "CIAAW2024"))
        #expect(formatter.provenance(of: .mass, for: element("Tc")) == .bundledData)
        #expect(formatter.provenance(of: .discoveredBy, for: element("Fe")) == .bundledData)
        #expect(formatter.provenance(of: .number, for: element("Fe")) == nil)
        #expect(formatter.provenance(of: .oxidationStates, for: element("Fe")) == .reference(key: "enwiki:1253639950"))
    }

    @Test func sourcedValuesReplaceWhereTheDataDisagrees() {
        // Radium: the CRC Handbook's 696 °C, not the bundled 1233 K nor the hand correction's 973 K.
        #expect(element("Ra").melt == 969.15)
        #expect(formatter.melt(element("Ra")) == "969.15 K")
        #expect(formatter.provenance(of: .melt, for: element("Ra")) == .reference(key: "haynes2016crc"))
        // Sulfur melts at 115.21 °C (monoclinic); the Handbook's 95.2 °C for rhombic sulfur is its
        // turning monoclinic, no melting point.
        #expect(element("S").melt == 388.36)
        #expect(ElementFormatter(temperatureUnit: .celsius).melt(element("S")) == "115.21 °C")
        #expect(formatter.provenance(of: .melt, for: element("S")) == .reference(key: "haynes2016crc"))
        // Iron agrees within rounding and keeps the data's 1811 K.
        #expect(element("Fe").melt == 1811)
        // Oganesson's density stays the hand-picked prediction from the primary literature.
        #expect(element("Og").density == 7.2)
    }

    /// A tile cites the Handbook only for a number the Handbook gives, rounded to the digits the
    /// tile shows: the data's 7.874 g/cm³ for iron, 1828.05 K for palladium's melting point and
    /// 119.93 K for krypton's boiling point were shown beside the Handbook's citation.
    @Test func aCitedValueIsTheSourcesNumber() {
        #expect(formatter.density(element("Fe")) == "7.87 g/cm³")
        #expect(formatter.provenance(of: .density, for: element("Fe")) == .reference(key: "haynes2014crc"))
        #expect(formatter.melt(element("Pd")) == "1827.95 K")
        #expect(formatter.boil(element("Kr")) == "119.74 K", "119.735 rounded as it reads")
        #expect(formatter.boil(element("Hg")) == "629.77 K")
        #expect(formatter.density(element("Mn")) == "7.3 g/cm³")
        #expect(formatter.density(element("Na")) == "0.97 g/cm³")
        // Rounding to the data's own digits is the source's number; a tie counts either way.
        #expect(ElementFormatter.isRounding(of: "1811.15", 1811))
        #expect(ElementFormatter.isRounding(of: "171.65", 171.6))
        #expect(ElementFormatter.isRounding(of: "171.65", 171.7))
        #expect(ElementFormatter.isRounding(of: "22.5622", 22.56))
        #expect(!ElementFormatter.isRounding(of: "7.87", 7.874))
        #expect(!ElementFormatter.isRounding(of: "1400", 1000))
        #expect(!ElementFormatter.isRounding(of: "7.3", 7.21))
    }

    @Test func heatmapsOverSourcedPropertiesCarryUnitsAndSources() {
        #expect(NumericProperty(name: "atomic-radius") == .atomicRadius)
        #expect(NumericProperty.atomicRadius.title(formatter: formatter) == "Atomic radius (pm)")
        #expect(NumericProperty.atomicRadius.text(of: element("Na"), formatter: formatter) == "180 pm")
        #expect(NumericProperty.ionizationEnergy.text(of: element("Na"), formatter: formatter) == "495.8 kJ/mol")
        #expect(NumericProperty.ionizationEnergyElectronvolts.value(of: element("Na"), formatter: formatter) == 5.13907696)
        #expect(NumericProperty.electronegativity.sources(of: table.elements, formatter: formatter) == [.reference(key: "haynes2014crc")])
        #expect(NumericProperty.electronegativityAllen.sources(of: table.elements, formatter: formatter)
                == [.reference(key: "Mann2000a"), .reference(key: "Mann2000")])
    }

    @Test func theFooterNamesTheReferences() {
        let credit = SourceCredit(formatter: formatter)
        let text = credit.text(coloring: .heatmap(Heatmap(property: .electronegativity)), elements: table.elements,
                               citesAtomicWeights: false)
        #expect(text == "Electronegativity: Haynes, CRC Handbook of Chemistry and Physics, 95th ed. (2014)")
        let weights = "Prohaska et al., Standard atomic weights of the elements 2021 (IUPAC Technical Report) (2022); IUPAC Commission on Isotopic Abundances and Atomic Weights, Standard atomic weights of zirconium, gadolinium and lutetium revised (2024)"
        let poster = credit.text(coloring: .category, elements: table.elements, citesAtomicWeights: true)
        #expect(poster == "Atomic weights: " + weights)
        #expect(credit.text(coloring: .category, elements: table.elements, citesAtomicWeights: false) == nil)
        // A heatmap of the masses names their references once.
        let masses = credit.text(coloring: .heatmap(Heatmap(property: .atomicMass)), elements: table.elements, citesAtomicWeights: true)
        #expect(masses == "Atomic mass: " + weights)
    }
}
