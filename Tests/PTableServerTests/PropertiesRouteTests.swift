import Foundation
import PTableServer
import PTableTestSupport
import Testing

/// `GET /api/v1/elements/{element}/properties`: every sourced value with its unit, uncertainty
/// and source, the references in full; and `fields` / `color-by` on the image routes.
@Suite(.serialized) struct PropertiesRouteTests {
    @Test func calciumsPropertiesCarryUnitsSourcesAndTheReferencesInFull() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/api/v1/elements/Ca/properties")
            #expect(response.status == 200, "\(response.text)")
            #expect(response.header("content-type") == "application/json")
            let document = try #require(try response.json() as? [String: Any])
            #expect(document["symbol"] as? String == "Ca")
            #expect(document["data"] as? String == "bundled")
            let properties = try #require(document["properties"] as? [String: [String: Any]])
            let electronegativity = try #require(properties["electronegativity"])
            // The CRC Handbook's two decimals, as text: "1.00", never 1.
            #expect(electronegativity["value"] as? String == "1.00")
            #expect(electronegativity["unit"] as? String == "1")
            #expect(electronegativity["source"] as? String == "haynes2014crc")
            let ionization = try #require(properties["ionization-energy"])
            #expect(ionization["value"] as? String == "6.11315547")
            #expect(ionization["unit"] as? String == "eV")
            #expect(ionization["uncertainty"] as? String == "0.00000025")
            #expect(properties["atomic-radius"]?["value"] as? String == "180")
            #expect(properties["atomic-radius"]?["unit"] as? String == "pm")
            let weight = try #require(properties["standard-atomic-weight"])
            #expect(weight["value"] as? String == "40.078")
            #expect(weight["source"] as? String == "Prohaska2022")
            let states = try #require(properties["oxidation-states"])
            #expect(states["common"] as? [Int] == [2])
            let isotopes = try #require(properties["isotopes"]?["isotopes"] as? [[String: Any]])
            #expect(isotopes.contains { $0["massNumber"] as? Int == 40 })
            // Every source named resolves to a reference given in full.
            let references = try #require(document["references"] as? [String: [String: Any]])
            for (key, entry) in properties {
                let source = try #require(entry["source"] as? String)
                #expect(references[source] != nil, "\(key) cites \(source)")
            }
            #expect(references["haynes2014crc"]?["title"] as? String == "CRC Handbook of Chemistry and Physics")
            #expect(references["Slater1964"]?["doi"] as? String == "10.1063/1.1725697")
        }
    }

    /// Dubnium's states: +5, in which its compounds were made, is a fact; +3 and +4 are predictions.
    @Test func dubniumsPredictedOxidationStatesAreListed() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/api/v1/elements/Db/properties")
            #expect(response.status == 200, "\(response.text)")
            let document = try #require(try response.json() as? [String: Any])
            let states = try #require((document["properties"] as? [String: [String: Any]])?["oxidation-states"])
            #expect(states["all"] as? [Int] == [3, 4, 5])
            #expect(states["predictedStates"] as? [Int] == [3, 4])
            #expect(states["predicted"] == nil)
        }
    }

    /// `lang=` as `ptable properties --lang`: the element named in the language, the document's
    /// names and numbers in it; the sources and references stay as they are.
    @Test func propertiesInALanguageAsTheCommandLineGivesThem() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/api/v1/elements/eisen/properties?lang=de")
            #expect(response.status == 200, "\(response.text)")
            let document = try #require(try response.json() as? [String: Any])
            #expect(document["name"] as? String == "Eisen")
            let properties = try #require(document["properties"] as? [String: [String: Any]])
            #expect(properties["boiling-point"]?["name"] as? String == "Siedepunkt")
            #expect(properties["boiling-point"]?["source"] as? String == "haynes2016crc")
            let english = try await client.get("/api/v1/elements/Fe/properties")
            #expect(english.header("etag") != response.header("etag"), "each language its own ETag")
            #expect(english.text.contains("\"Boiling point\""))
        }
    }

    @Test func theSameRequestGivesTheSameBytesAndAnUnknownElementIsA404() async throws {
        try await InProcessServer.test { client in
            let first = try await client.get("/api/v1/elements/mercury/properties")
            let second = try await client.get("/api/v1/elements/80/properties")
            #expect(first.status == 200)
            #expect(first.text == second.text)
            let missing = try await client.get("/api/v1/elements/Sodum/properties")
            #expect(missing.status == 404)
            #expect(missing.header("content-type") == "application/json")
            #expect(missing.text.contains("did you mean Sodium?"))
            let query = try await client.get("/api/v1/elements/Na/properties?size=64")
            #expect(query.status == 400)
            #expect(try await client.get("/api/v1/elements/Na/properties?lang=xx").status == 400)
            // The server keeps serving.
            #expect(try await client.get("/api/v1/elements/Na/properties").status == 200)
        }
    }

    @Test func valuesFromADataFileAreTheUsersNotTheSources() async throws {
        let folder = try TestFolder.make("serve-properties")
        let records = #"{"elements": [{"name": "Sodium", "number": 11, "symbol": "Na", "xpos": 1, "ypos": 3, "atomic_mass": 22.99, "electronegativity_pauling": 0.9}]}"#
        try Data(records.utf8).write(to: folder.appendingPathComponent("one.json"))
        let configuration = ServerConfiguration(dataPath: folder.appendingPathComponent("one.json").path, version: "test",
                                                logsRequests: false)
        try await InProcessServer.test(configuration) { client in
            let document = try #require(try await client.get("/api/v1/elements/Na/properties").json() as? [String: Any])
            #expect(document["data"] as? String == "userData")
            let properties = try #require(document["properties"] as? [String: [String: Any]])
            #expect(properties["electronegativity"]?["value"] as? String == "0.90")
            #expect(properties["electronegativity"]?["source"] as? String == "user data")
            // A property the file does not carry still names its own reference.
            #expect(properties["atomic-radius"]?["source"] as? String == "Slater1964")
        }
    }

    @Test func fieldsChooseWhatATileShowsAndAnUnknownFieldIsA400() async throws {
        try await InProcessServer.test { client in
            let plain = try await client.get("/tiles/Fe.json?size=512")
            let chosen = try await client.get("/tiles/Fe.json?size=512&fields=number,symbol,name,electronegativity,oxidation-states")
            #expect(plain.status == 200 && chosen.status == 200)
            #expect(plain.text.contains("\"role\" : \"melt\""))
            #expect(!chosen.text.contains("\"role\" : \"melt\""))
            #expect(chosen.text.contains("\"text\" : \"1.83\""))
            #expect(chosen.text.contains("\"role\" : \"oxidationStates\""))
            #expect(plain.header("etag") != chosen.header("etag"))
            let bad = try await client.get("/tiles/Fe.png?fields=number,symbl")
            #expect(bad.status == 400)
            #expect(bad.header("content-type") == "application/json")
            #expect(bad.text.contains(#"unknown field \"symbl\" (did you mean symbol?)"#))
            let table = try await client.get("/table.svg?fields=number,symbol,electronegativity&color-by=atomic-radius")
            #expect(table.status == 200, "\(table.text.prefix(300))")
            #expect(table.text.contains("Atomic radius (pm)"))
            #expect(table.text.contains("Slater, Atomic Radii in Crystals (1964)"))
            #expect(try await client.get("/table.svg?fields=mass,mass").status == 400)
        }
    }
}
