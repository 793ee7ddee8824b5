import Foundation
import PTableServer
import PTableTestSupport
import Testing

/// `GET /api/v1/elements`: the seed's bare array, every key of the data in its order; and one
/// element's record by symbol, name or number.
@Suite(.serialized) struct ElementsRouteTests {
    static let seedKeys = [
        "name", "appearance", "atomic_mass", "boil", "category", "color", "density", "discovered_by", "melt", "molar_heat",
        "named_by", "number", "period", "group", "phase", "source", "bohr_model_image", "bohr_model_3d", "spectral_img",
        "summary", "symbol", "xpos", "ypos", "wxpos", "wypos", "shells", "electron_configuration",
        "electron_configuration_semantic", "electron_affinity", "electronegativity_pauling", "ionization_energies",
        "cpk-hex", "image", "block",
    ]

    @Test func elementsAreTheSeedsBareArray() async throws {
        try await InProcessServer.test { client in
            let response = try await client.get("/api/v1/elements")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json")
            let records = try #require(try response.json() as? [[String: Any]])
            #expect(records.count == 119)
            #expect(records.allSatisfy { Set($0.keys) == Set(Self.seedKeys) })
            let sodium = try #require(records.first { $0["symbol"] as? String == "Na" })
            #expect(sodium["number"] as? Int == 11)
            #expect(sodium["name"] as? String == "Sodium")
            #expect(records[5]["melt"] is NSNull, "carbon's missing melting point is null, as in the seed")
            #expect(records[0]["color"] is NSNull, "the seed's sample has color: null")
            // Key order and number text as the data writes them.
            let firstLine = response.text.split(separator: "\n")[1]
            #expect(firstLine.hasPrefix(#"{"name":"Hydrogen","appearance":"colorless gas","atomic_mass":1.008,"boil":20.271,"#))
            #expect(response.text.contains(#""symbol":"Tc","#) && response.text.contains(#""atomic_mass":98,"#))
        }
    }

    /// The assignment's own sample records (its "JSON Info": hydrogen and helium) come back with
    /// every value it shows, so an app checked against that sample sees what it expects.
    @Test func theAssignmentsSampleRecordsAreServedAsItShowsThem() async throws {
        try await InProcessServer.test { client in
            let sample = try #require(try JSONSerialization.jsonObject(with: Data(Self.assignmentSample.utf8)) as? [[String: Any]])
            let records = try #require(try await client.get("/api/v1/elements").json() as? [[String: Any]])
            for (expected, served) in zip(sample, records.prefix(2)) {
                for (key, value) in expected {
                    #expect(served[key].map { NSDictionary(dictionary: [key: $0]) } == NSDictionary(dictionary: [key: value]),
                            "\(expected["name"] ?? ""): \(key)")
                }
            }
        }
    }

    /// `../shared/seed-app/ASSIGNMENT.md`, "JSON Info", as written there.
    static let assignmentSample = """
        [
            {
                "name": "Hydrogen",
                "appearance": "colorless gas",
                "atomic_mass": 1.008,
                "boil": 20.271,
                "category": "diatomic nonmetal",
                "color": null,
                "density": 0.08988,
                "discovered_by": "Henry Cavendish",
                "melt": 13.99,
                "molar_heat": 28.836,
                "named_by": "Antoine Lavoisier",
                "number": 1,
                "period": 1,
                "phase": "Gas",
                "source": "https://en.wikipedia.org/wiki/Hydrogen",
                "spectral_img": "https://en.wikipedia.org/wiki/File:Hydrogen_Spectra.jpg",
                "summary": "Hydrogen is a chemical element with chemical symbol H and atomic number 1. With an atomic weight of 1.00794 u, hydrogen is the lightest element on the periodic table. Its monatomic form (H) is the most abundant chemical substance in the Universe, constituting roughly 75% of all baryonic mass.",
                "symbol": "H",
                "xpos": 1,
                "ypos": 1,
                "shells": [
                    1
                ]
            },
            {
                "name": "Helium",
                "appearance": "colorless gas, exhibiting a red-orange glow when placed in a high-voltage electric field",
                "atomic_mass": 4.0026022,
                "boil": 4.222,
                "category": "noble gas",
                "color": null,
                "density": 0.1786,
                "discovered_by": "Pierre Janssen",
                "melt": 0.95,
                "molar_heat": null,
                "named_by": null,
                "number": 2,
                "period": 1,
                "phase": "Gas",
                "source": "https://en.wikipedia.org/wiki/Helium",
                "spectral_img": "https://en.wikipedia.org/wiki/File:Helium_spectrum.jpg",
                "summary": "Helium is a chemical element with symbol He and atomic number 2. It is a colorless, odorless, tasteless, non-toxic, inert, monatomic gas that heads the noble gas group in the periodic table. Its boiling and melting points are the lowest among all the elements.",
                "symbol": "He",
                "xpos": 18,
                "ypos": 1,
                "shells": [
                    2
                ]
            }
        ]
        """

    /// An escaped unreserved character is the character itself anywhere in the path (RFC 3986
    /// §6.2.2.2), in the fixed parts too, in either case of hex; an escaped `/` is not a `/`.
    @Test func escapedUnreservedCharactersInTheFixedPathRouteAlike() async throws {
        try await InProcessServer.test { client in
            let plain = try await client.get("/api/v1/elements")
            for path in ["/%61pi/v1/elements", "/%61%70%69/v1/elements", "/api/v%31/%65lement%73"] {
                let response = try await client.get(path)
                #expect(response.status == 200, "\(path): \(response.text)")
                #expect(response.body == plain.body, "\(path)")
            }
            let one = try await client.get("/api/%76%31/elements/N%61/properties")
            #expect(one.status == 200, "\(one.text)")
            let health = try await client.get("/%68ealth%7a")
            #expect(health.status == 200)
            for path in ["/api%2Fv1/elements", "/api/v1%2felements", "/%2561pi/v1/elements"] {
                let response = try await client.get(path)
                #expect(response.status == 404, "\(path)")
                #expect(response.errorMessage?.hasPrefix("no such path") == true, "\(path): \(response.text)")
            }
        }
    }

    @Test func elementsFollowDataFromABareArrayFile() async throws {
        let folder = try TestFolder.make("serve")
        let records = #"{"elements": [{"name": "Sodium", "number": 11, "symbol": "Na", "xpos": 1, "ypos": 3, "atomic_mass": 22.99,"#
            + #" "color": "silvery white"}]}"#
        try Data(records.utf8).write(to: folder.appendingPathComponent("one.json"))
        let configuration = ServerConfiguration(dataPath: folder.appendingPathComponent("one.json").path, version: "test",
                                                logsRequests: false)
        try await InProcessServer.test(configuration) { client in
            let response = try await client.get("/api/v1/elements")
            let array = try #require(try response.json() as? [[String: Any]])
            #expect(array.count == 1)
            #expect(array[0]["atomic_mass"] as? Double == 22.99)
            #expect(array[0]["summary"] is NSNull)
            #expect(array[0]["color"] as? String == "silvery white", "the seed's color key, from data that has it")
            let missing = try await client.get("/tiles/K.png")
            #expect(missing.status == 404)
        }
    }

    @Test func oneElementIsItsRecordFromTheListBySymbolNameOrNumber() async throws {
        try await InProcessServer.test { client in
            let list = try await client.get("/api/v1/elements")
            // Line 11 of the list is sodium's record (line 0 is the opening bracket).
            let listed = String(list.text.split(separator: "\n")[11].dropLast())
            for element in ["Na", "sodium", "11", "N%61"] {
                let response = try await client.get("/api/v1/elements/" + element)
                #expect(response.status == 200, "\(element): \(response.text)")
                #expect(response.header("content-type") == "application/json")
                #expect(response.text == listed + "\n", "\(element)")
            }
            let record = try #require(try await client.get("/api/v1/elements/Og").json() as? [String: Any])
            #expect(Set(record.keys) == Set(Self.seedKeys))
            #expect(record["name"] as? String == "Oganesson")
        }
    }

    @Test func oneUnknownElementIsAJSON404AndAQueryA400() async throws {
        try await InProcessServer.test { client in
            let cases: [(path: String, status: Int, message: String)] = [
                ("/api/v1/elements/Sodum", 404, "no element matches \"Sodum\" (did you mean Sodium?)"),
                ("/api/v1/elements/0", 404, "no element matches \"0\" (atomic numbers run from 1 to 119)"),
                ("/api/v1/elements/Na?fields=name", 400, "unknown query parameter \"fields\" (this path takes: none)"),
            ]
            for (path, status, message) in cases {
                let response = try await client.get(path)
                #expect(response.status == status, "\(path)")
                #expect(response.header("content-type") == "application/json")
                #expect(response.errorMessage == message, "\(path): \(response.text)")
            }
        }
    }

    /// jQuery's `cache: false` (and other clients) add `?_=` and a timestamp to defeat caches;
    /// mockapi.io ignores it, and every route answered 400 `unknown query parameter "_"`.
    @Test func theCacheBusterIsIgnoredOnEveryRoute() async throws {
        try await InProcessServer.test { client in
            let elements = try await client.get("/api/v1/elements")
            for path in ["/api/v1/elements?_=1700000000000", "/api/v1/elements/Na?_=1",
                         "/api/v1/elements/Na/properties?_=", "/tiles/011/s7.png?_=1", "/tiles/Na.svg?size=64&_=2"] {
                let response = try await client.get(path)
                #expect(response.status == 200, "\(path): \(response.text.prefix(200))")
            }
            #expect(try await client.get("/api/v1/elements?_=1700000000000").body == elements.body)
            let twice = try await client.get("/api/v1/elements?_=1&_=2")
            #expect(twice.status == 200, "a second cache-buster names nothing either")
        }
    }

    /// A path with a `%` that is no escape means nothing (RFC 3986): 400 naming the escape, on
    /// any path, where `/api/v1/elements/%zz` looked for an element called "%zz" (404). Escapes
    /// that are well formed but name nothing are still 404s.
    @Test func aPathThatIsNotValidPercentEncodingIsA400() async throws {
        try await InProcessServer.test { client in
            let cases: [(path: String, status: Int, message: String)] = [
                ("/api/v1/elements/%zz", 400, "the path is not valid percent-encoding: \"%zz\" (a % takes two hexadecimal digits)"),
                ("/tiles/%zz.png", 400, "the path is not valid percent-encoding: \"%zz\" (a % takes two hexadecimal digits)"),
                ("/api/v1/elements/Na%2", 400, "the path is not valid percent-encoding: \"%2\" (a % takes two hexadecimal digits)"),
                ("/api/v1/elements/Na%", 400, "the path is not valid percent-encoding: \"%\" (a % takes two hexadecimal digits)"),
                ("/no/such/%G1/path", 400, "the path is not valid percent-encoding: \"%G1\" (a % takes two hexadecimal digits)"),
                ("/api/v1/elements/%4E%61", 200, ""),
                ("/api/v1/elements/%E2%98%83", 404, "no element matches \"\u{2603}\""),
            ]
            for (path, status, message) in cases {
                let response = try await client.get(path)
                #expect(response.status == status, "\(path): \(response.text)")
                #expect(response.header("content-type") == "application/json", "\(path)")
                if status != 200 { #expect(response.errorMessage == message, "\(path): \(response.text)") }
            }
            #expect(try await client.get("/api/v1/elements/Na").status == 200, "the server keeps serving")
        }
    }

    @Test func oneElementIsCachedByContent() async throws {
        try await InProcessServer.test { client in
            let sodium = try await client.get("/api/v1/elements/Na")
            let tag = try #require(sodium.header("etag"))
            let iron = try await client.get("/api/v1/elements/Fe")
            #expect(iron.header("etag") != tag, "each element has its own tag")
            let byName = try await client.get("/api/v1/elements/sodium")
            #expect(byName.header("etag") == tag, "the same record has the same tag however it is named")
            let again = try await client.get("/api/v1/elements/11", headers: [("If-None-Match", tag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
        }
    }

    @Test func thePageIsRevalidatedWithItsTagInsteadOfSentAgain() async throws {
        try await InProcessServer.test { client in
            let page = try await client.get("/?lang=de")
            let tag = try #require(page.header("etag"))
            #expect(page.header("cache-control") == "no-cache")
            let again = try await client.get("/?lang=de", headers: [("If-None-Match", tag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("vary") == "Accept-Language, Accept-Encoding")
            #expect(try await client.get("/?lang=fr", headers: [("If-None-Match", tag)]).status == 200, "another language, another page")
        }
    }
}
