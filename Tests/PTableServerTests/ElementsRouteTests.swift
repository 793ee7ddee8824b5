import Foundation
import PTableTestSupport
import Testing

/// `GET /api/v1/elements`: the seed's bare array, every key of the data in its order.
@Suite(.serialized) struct ElementsRouteTests {
    static let seedKeys = [
        "name", "appearance", "atomic_mass", "boil", "category", "density", "discovered_by", "melt", "molar_heat",
        "named_by", "number", "period", "group", "phase", "source", "bohr_model_image", "bohr_model_3d", "spectral_img",
        "summary", "symbol", "xpos", "ypos", "wxpos", "wypos", "shells", "electron_configuration",
        "electron_configuration_semantic", "electron_affinity", "electronegativity_pauling", "ionization_energies",
        "cpk-hex", "image", "block",
    ]

    @Test func elementsAreTheSeedsBareArray() async throws {
        let server = try await ServerProcess.shared()
        let response = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        let records = try #require(try response.json() as? [[String: Any]])
        #expect(records.count == 119)
        #expect(records.allSatisfy { Set($0.keys) == Set(Self.seedKeys) })
        let sodium = try #require(records.first { $0["symbol"] as? String == "Na" })
        #expect(sodium["number"] as? Int == 11)
        #expect(sodium["name"] as? String == "Sodium")
        #expect(records[5]["melt"] is NSNull, "carbon's missing melting point is null, as in the seed")
        // Key order and number text as the data writes them.
        let firstLine = response.text.split(separator: "\n")[1]
        #expect(firstLine.hasPrefix(#"{"name":"Hydrogen","appearance":"colorless gas","atomic_mass":1.008,"boil":20.271,"#))
        #expect(response.text.contains(#""symbol":"Tc","#) && response.text.contains(#""atomic_mass":98,"#))
    }

    @Test func elementsFollowDataFromABareArrayFile() async throws {
        let folder = try TestFolder.make("serve")
        let records = #"{"elements": [{"name": "Sodium", "number": 11, "symbol": "Na", "xpos": 1, "ypos": 3, "atomic_mass": 22.99}]}"#
        try Data(records.utf8).write(to: folder.appendingPathComponent("one.json"))
        let server = try await ServerProcess.start(["--data", "one.json"], in: folder)
        let response = try await TestHTTP.get(server.baseURL + "/api/v1/elements")
        let array = try #require(try response.json() as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array[0]["atomic_mass"] as? Double == 22.99)
        #expect(array[0]["summary"] is NSNull)
        let missing = try await TestHTTP.get(server.baseURL + "/tiles/K.png")
        #expect(missing.status == 404)
        await server.stop()
    }
}
