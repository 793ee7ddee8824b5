import Foundation
import Testing

/// `--fields`, `--color-by` over the sourced properties, `ptable properties`, `ptable sources`,
/// and values from `--data` marked as the user's.
@Suite struct SourcedPropertiesEndToEndTests {
    @Test func fieldsChooseWhatTheTileShowsInTheirOrder() async throws {
        let result = try await Ptable.run(["tile", "Fe", "--fields", "number,symbol,name,mass,electronegativity,oxidation-states,configuration",
                                           "--format", "json", "--size", "512", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let labels = Self.texts(in: result.output, role: "label")
        #expect(labels == ["Electronegativity", "Oxidation states", "Configuration"])
        #expect(Self.texts(in: result.output, role: "electronegativity") == ["1.83"])
        #expect(Self.texts(in: result.output, role: "oxidationStates") == ["+2, +3"])
        #expect(!result.output.contains(#""role" : "melt""#))
        // Each value names its source.
        #expect(result.output.contains(#""source" : "haynes2014crc""#))
    }

    /// A negative value has the true minus sign the tiles and heatmaps give it, in every language;
    /// the JSON keeps the source's text. (Ytterbium's, the one negative value, is a calculation.)
    @Test func aNegativeValueIsWrittenWithAMinusSign() async throws {
        for (language, expected) in [("en", "−0.02 eV (predicted)"), ("de", "−0,02\u{00A0}eV (vorhergesagt)")] {
            let result = try await Ptable.run(["properties", "Yb", "--lang", language])
            #expect(result.status == 0, "\(result.stderr)")
            let line = result.output.split(separator: "\n").first { $0.contains("haynes2014crc") && $0.contains("eV") }
            #expect(line?.hasSuffix(expected) == true, "\(line ?? "no line")")
        }
        let json = try await Ptable.run(["properties", "Yb", "--json"])
        #expect(json.output.contains(#""value" : "-0.02""#))
    }

    /// A value both predicted and uncited (oganesson's configuration) has one aside naming both,
    /// in each language's punctuation: two asides ran together in Chinese, Japanese and Korean.
    @Test(arguments: [("en", "[Rn] 5f14 6d10 7s2 7p6 (predicted, uncited)"), ("ja", "[Rn] 5f14 6d10 7s2 7p6（予測値、出典なし）"),
                      ("de", "[Rn] 5f14 6d10 7s2 7p6 (vorhergesagt, ohne Quellenangabe)")])
    func aPredictedUncitedValueHasOneAside(language: String, expected: String) async throws {
        let result = try await Ptable.run(["properties", "Og", "--lang", language, "--columns", "300"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.output.split(separator: "\n").first { $0.contains("7p6") }
        #expect(line?.hasSuffix(expected) == true, "\(line ?? "no line")")
    }

    /// Oganesson's oxidation states are predictions and say so, in words and in the JSON, naming
    /// the review that makes them predictions beside the table they are listed in.
    @Test func predictedOxidationStatesSaySo() async throws {
        for (language, expected) in [("en", "−1, +1, +2, +4, +6 (predicted: Eichler2019, none marked common)"),
                                     ("de", "−1, +1, +2, +4, +6 (vorhergesagt: Eichler2019, keine als häufig markiert)")] {
            let result = try await Ptable.run(["properties", "Og", "--lang", language, "--columns", "200"])
            #expect(result.status == 0, "\(result.stderr)")
            let line = result.output.split(separator: "\n").first { $0.contains("enwiki:1253639950") && $0.contains("+6") }
            #expect(line?.hasSuffix(expected) == true, "\(line ?? "no line")")
        }
        let json = try await Ptable.run(["properties", "Og", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let states = try #require((document["properties"] as? [String: Any])?["oxidation-states"] as? [String: Any])
        #expect(states["predicted"] as? Bool == true)
        #expect(states["source"] as? String == "enwiki:1253639950")
        #expect(states["predictionSource"] as? String == "Eichler2019")
        #expect((document["references"] as? [String: Any])?["Eichler2019"] != nil, "the review is among the references")
        let iron = try await Ptable.run(["properties", "Fe", "--json"])
        let ironDocument = try #require(try JSONSerialization.jsonObject(with: Data(iron.output.utf8)) as? [String: Any])
        let ironStates = try #require((ironDocument["properties"] as? [String: Any])?["oxidation-states"] as? [String: Any])
        #expect(ironStates["predicted"] == nil)
        #expect(ironStates["predictionSource"] == nil)
    }

    /// Rutherfordium to hassium: the states no compound was made in are marked one by one, and the
    /// aside says what the mark means; the JSON lists them. All were written as facts.
    @Test(arguments: [("en", "Rf", "+4 (~+3) (~ predicted: Eichler2019)"), ("en", "Hs", "~+3, ~+4, ~+6, +8 (~ predicted: Eichler2019, none marked common)"),
                      ("de", "Db", "~+3, ~+4, +5 (~ vorhergesagt: Eichler2019, keine als häufig markiert)"), ("ja", "Rf", "+4 (~+3)（~ 予測値：Eichler2019）")])
    func partlyPredictedOxidationStatesAreMarkedEachAndExplained(language: String, symbol: String, expected: String) async throws {
        let result = try await Ptable.run(["properties", symbol, "--lang", language, "--columns", "200"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.output.split(separator: "\n").first { $0.contains("enwiki:1253639950") }
        #expect(line?.hasSuffix(expected) == true, "\(line ?? "no line")")
    }

    @Test func partlyPredictedOxidationStatesAreListedInTheJSON() async throws {
        func states(_ symbol: String) async throws -> [String: Any] {
            let json = try await Ptable.run(["properties", symbol, "--json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            return try #require((document["properties"] as? [String: Any])?["oxidation-states"] as? [String: Any])
        }
        let rutherfordium = try await states("Rf")
        #expect(rutherfordium["predictedStates"] as? [Int] == [3])
        #expect(rutherfordium["predicted"] == nil)
        #expect(try await states("Hs")["predictedStates"] as? [Int] == [3, 4, 6])
        #expect(try await states("Og")["predictedStates"] as? [Int] == [-1, 1, 2, 4, 6])
        #expect(try await states("Fe")["predictedStates"] == nil)
    }

    /// A tile's oxidation states with --predicted: marked one by one, flagged in the scene; hidden,
    /// the observed state alone, not flagged.
    @Test func tilesMarkOrDropThePredictedOxidationStatesOfHassium() async throws {
        let arguments = ["tile", "Hs", "--fields", "number,symbol,oxidation-states", "--format", "json", "--size", "512", "-o", "-"]
        let marked = try await Ptable.run(arguments)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(Self.texts(in: marked.output, role: "oxidationStates") == ["~+3, ~+4, ~+6, +8"])
        #expect(marked.output.contains(#""predicted" : true"#))
        let hidden = try await Ptable.run(arguments + ["--predicted", "hide"])
        #expect(Self.texts(in: hidden.output, role: "oxidationStates") == ["+8"])
        #expect(!hidden.output.contains(#""predicted" : true"#))
        let back = try await Ptable.run(["tile", "Rf", "--side", "back", "--format", "json", "--size", "512", "-o", "-"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(Self.texts(in: back.output, role: "oxidationStates").joined(separator: " ") == "+4 (~+3)")
    }

    /// In another language the rows are alphabetical by the names they start with, as English
    /// rows are by their keys: they came in the English keys' order (German Atommasse last,
    /// under standard-atomic-weight). Chinese by pinyin.
    @Test(arguments: [
        ("de", "Atommasse|Atomradius|CAS-Nummer|Dichte|Elektronegativität (Allen)|Elektronegativität (Pauling-Skala)|Elektronenaffinität|"
            + "Elektronenkonfiguration|Erste Ionisierungsenergie|Erste Ionisierungsenergie (molar)|Isotope|Kovalenzradius|"
            + "Kovalenzradius (Einfachbindung)|Kristallstruktur|Molare Wärmekapazität|Oxidationsstufen|Schmelzpunkt|Siedepunkt|Van-der-Waals-Radius"),
        ("zh-Hans", "单键共价半径|第一电离能|第一电离能（摩尔）|电负性（鲍林标度）|电子排布|电子亲和能|范德华半径|沸点|共价半径|晶体结构|密度|摩尔热容|熔点|"
            + "同位素|相对原子质量|氧化态|原子半径|Allen电负性|CAS号"),
    ])
    func anElementsPropertiesAreInTheAlphabeticalOrderOfTheirNames(language: String, expected: String) async throws {
        let result = try await Ptable.run(["properties", "Fe", "--lang", language, "--columns", "300"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.output.components(separatedBy: "\n\n")[0].split(separator: "\n").dropFirst()
        #expect(rows.map { String($0.split(separator: "  ")[0]) }.joined(separator: "|") == expected)
    }

    @Test func fieldsApplyToTilesAndTableAndTakeTheLanguage() async throws {
        let folder = try Ptable.temporaryDirectory()
        let tiles = try await Ptable.run(["tiles", "--elements", "Ca", "--fields", "number,symbol,electronegativity", "--format", "json",
                                          "--size", "512", "-o", folder.path])
        #expect(tiles.status == 0, "\(tiles.stderr)")
        let written = try String(contentsOf: folder.appendingPathComponent("020-calcium.json"), encoding: .utf8)
        #expect(Self.texts(in: written, role: "electronegativity") == ["1.00"])
        let german = try await Ptable.run(["tile", "Ca", "--lang", "de", "--fields", "number,symbol,electronegativity,atomic-radius",
                                           "--format", "json", "--size", "512", "-o", "-"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(Self.texts(in: german.output, role: "label") == ["Elektronegativität", "Atomradius"])
        #expect(Self.texts(in: german.output, role: "electronegativity") == ["1,00"])
        #expect(Self.texts(in: german.output, role: "atomicRadius") == ["180\u{00A0}pm"])
        let table = try await Ptable.run(["table", "--fields", "number,symbol,electronegativity", "--format", "svg", "-o", "-"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(!table.output.contains("class=\"mass"))
    }

    @Test(arguments: [
        (["tile", "Na", "--fields", "number,symbl"], "unknown field \"symbl\" (did you mean symbol?)"),
        (["tiles", "--fields", "number,number"], "the field \"number\" is listed twice"),
        (["table", "--fields", ""], "the field list is empty"),
    ])
    func aBadFieldListIsAUsageErrorNamingTheField(arguments: [String], message: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == 64)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("error: --fields: "), "\(result.stderr)")
        #expect(firstLine.contains(message), "\(firstLine)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test func anUnknownFieldListsTheValidOnes() async throws {
        let result = try await Ptable.run(["tile", "Na", "--fields", "colour"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("fields: number, symbol, name, mass, melt, boil"))
        #expect(result.stderr.contains("oxidation-states, ionization-energy, atomic-radius, covalent-radius, crystal-structure"))
    }

    @Test(arguments: [
        ("electronegativity", "Electronegativity (Pauling scale)", "Haynes, CRC Handbook of Chemistry and Physics, 95th ed. (2014)"),
        ("ionization-energy-ev", "First ionization energy (eV)", "NIST Atomic Spectra Database"),
        ("atomic-radius", "Atomic radius (pm)", "Slater, Atomic Radii in Crystals (1964)"),
        ("covalent-radius", "Covalent radius (pm)", "Cordero et al., Covalent radii revisited (2008)"),
        ("van-der-waals-radius", "Van der Waals radius (pm)", "Haynes, CRC Handbook"),
    ])
    func heatmapsOverSourcedPropertiesNameTheUnitAndTheSource(property: String, title: String, source: String) async throws {
        let result = try await Ptable.run(["table", "--color-by", property, "--format", "svg", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains(">\(title)<"), "\(property)")
        #expect(result.output.contains("Sources: "), "\(property)")
        #expect(result.output.contains(source), "\(property)")
    }

    @Test func electronegativityIsWrittenWithTheSourcesDecimals() async throws {
        let result = try await Ptable.run(["table", "--color-by", "electronegativity", "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        // Calcium 1.00 and tungsten 1.7 as the CRC Handbook prints them, not "1" and "1.70".
        #expect(result.output.contains(#""text" : "1.00""#))
        #expect(result.output.contains(#""text" : "1.7""#))
        #expect(!result.output.contains(#""text" : "1.70""#))
    }

    @Test func anElementWithoutSourcedValuesSaysSo() async throws {
        let result = try await Ptable.run(["properties", "Uue", "--lang", "de"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "Ununennium (Uue, 119)\nKeine Daten\n")
    }

    @Test func propertiesListsEveryPropertyWithItsUnitAndSources() async throws {
        // Wide enough for the one-line form; PropertiesWidthEndToEndTests fits narrower ones.
        let result = try await Ptable.run(["properties", "--columns", "200"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("KEY") == true)
        let radius = try #require(lines.first { $0.hasPrefix("atomic-radius ") })
        #expect(radius.split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["atomic-radius", "atomic-radius", "pm", "Slater1964"])
        let pauling = try #require(lines.first { $0.hasPrefix("electronegativity ") })
        #expect(pauling.contains("haynes2014crc") && pauling.hasSuffix("Electronegativity (Pauling)"))
        let molar = try #require(lines.first { $0.hasPrefix("ionization-energy-molar ") })
        #expect(molar.contains(" ionization-energy ") && molar.contains("kJ/mol"))
        #expect(lines.count == 22)
    }

    @Test func propertiesOfAnElementGiveEachValueItsSource() async throws {
        let result = try await Ptable.run(["properties", "Hg"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Mercury (Hg, 80)")
        let pauling = try #require(lines.first { $0.hasPrefix("electronegativity ") })
        // The CRC Handbook gives mercury Pauling's 1.9 (not Periodic-Table-JSON's 2.00).
        #expect(pauling.contains(" haynes2014crc ") && pauling.hasSuffix(" 1.9"))
        #expect(lines.contains { $0.hasPrefix("melting-point ") && $0.contains(" haynes2016crc ") && $0.hasSuffix(" 234.321 K") })
        #expect(lines.contains { $0.hasPrefix("standard-atomic-weight ") && $0.hasSuffix(" 200.592 ± 0.003") })
        // The uncertainty before the unit; a calendar year bare.
        #expect(lines.contains { $0.hasPrefix("ionization-energy ") && $0.hasSuffix(" 10.437504 ± 0.000006 eV") })
        let technetium = try await Ptable.run(["properties", "Tc"]).output.split(separator: "\n")
        #expect(technetium.contains { $0.hasPrefix("discovery-year ") && $0.hasSuffix(" 1937 (uncited)") })
        #expect(lines.contains("References:"))
        #expect(lines.contains { $0.hasPrefix("  haynes2014crc: William M Haynes, \"CRC Handbook of Chemistry and Physics\"") })
        let json = try await Ptable.run(["properties", "Hg", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(document["number"] as? Int == 80)
    }

    /// Francium's electron affinity is a calculation and protactinium's ionization energy an
    /// extrapolation: each is written as a prediction beside its citation, as predicted
    /// densities are; a measured value is not.
    @Test func calculatedValuesAreWrittenAsPredictions() async throws {
        let francium = try await Ptable.run(["properties", "Fr"])
        #expect(francium.status == 0, "\(francium.stderr)")
        let affinity = francium.output.split(separator: "\n").first { $0.hasPrefix("electron-affinity ") }
        #expect(affinity.map { $0.contains(" haynes2014crc ") && $0.hasSuffix(" 0.486 eV (predicted)") } == true, "\(affinity ?? "no line")")
        let ionization = francium.output.split(separator: "\n").first { $0.hasPrefix("ionization-energy ") }
        #expect(ionization.map { !$0.contains("predicted") } == true, "\(ionization ?? "no line")")
        let protactinium = try await Ptable.run(["properties", "Pa"]).output.split(separator: "\n")
        #expect(protactinium.contains { $0.hasPrefix("ionization-energy ") && $0.hasSuffix(" 5.89 ± 0.12 eV (predicted)") })
    }

    @Test func valuesFromADataFileAreMarkedAsTheUsers() async throws {
        let folder = try Ptable.temporaryDirectory()
        let records = #"{"elements": [{"name": "Sodium", "number": 11, "symbol": "Na", "xpos": 1, "ypos": 3, "atomic_mass": 22.99, "electronegativity_pauling": 0.9, "melt": 371}]}"#
        let data = folder.appendingPathComponent("mine.json")
        try Data(records.utf8).write(to: data)
        let properties = try await Ptable.run(["properties", "Na", "--data", data.path])
        #expect(properties.status == 0, "\(properties.stderr)")
        let lines = properties.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("electronegativity ") && $0.contains(" user data ") && $0.hasSuffix(" 0.90") })
        #expect(lines.contains { $0.hasPrefix("melting-point ") && $0.contains(" user data ") && $0.hasSuffix(" 371 K") })
        let tile = try await Ptable.run(["tile", "Na", "--data", data.path, "--fields", "number,symbol,electronegativity,melt",
                                         "--format", "json", "--size", "512", "-o", "-"])
        #expect(tile.status == 0, "\(tile.stderr)")
        #expect(tile.output.contains(#""source" : "user data""#))
        #expect(!tile.output.contains(#""source" : "haynes2014crc""#))
    }

    @Test func sourcesPrintsEveryReferenceInFull() async throws {
        let result = try await Ptable.run(["sources", "--columns", "400"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Slater1964\n  John C Slater, \"Atomic Radii in Crystals\", The Journal of Chemical Physics 41(10), 3199 (1964). https://doi.org/10.1063/1.1725697\n  for: atomic-radius\n"))
        #expect(result.output.contains("Prohaska2022\n"))
        #expect(result.output.contains("Periodic-Table-JSON\n"))
        let json = try await Ptable.run(["sources", "--json"])
        let references = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        // The predictions chosen from the primary literature and the bundled data are references too.
        #expect(references.count == 24)
        #expect(result.output.contains("Florez2022\n  Edison Florez et al., \"From the gas phase to the solid state: The chemical bonding in the superheavy element flerovium\", The Journal of Chemical Physics 157(6), 064304 (2022). https://doi.org/10.1063/5.0097642\n  for: density, melting-point\n"))
        #expect(result.output.contains("Eichler2019\n  Robert Eichler, \"The periodic table – an experimenter's guide to transactinide chemistry\", Radiochimica Acta 107(9-11) (2019). https://doi.org/10.1515/ract-2018-3080\n  for: oxidation-states\n"))
        #expect(references.allSatisfy { $0["title"] is String && $0["key"] is String })
    }

    /// The texts of the scene JSON's text runs with `role`, in order.
    static func texts(in json: String, role: String) -> [String] {
        guard let scene = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [] }
        var found: [String] = []
        func visit(_ node: Any) {
            if let object = node as? [String: Any] {
                if object["role"] as? String == role, let text = object["text"] as? String { found.append(text) }
                object.values.forEach(visit)
            } else if let array = node as? [Any] {
                array.forEach(visit)
            }
        }
        visit(scene)
        return found
    }
}
