@testable import ElementData
import Foundation
import Testing

/// The bundled tables are read straight from the parsed tree at start-up; `Codable` decodes
/// them only for a message when that fails. Both must give the same table.
@Suite struct BundledTableReadingTests {
    private func bundledBytes(_ name: String) throws -> Data {
        try Data(contentsOf: ResourceLocator.elementDataResources.url(forFile: name))
    }

    @Test func standardAtomicWeightsReadAsDecoded() throws {
        let data = try bundledBytes(StandardAtomicWeights.resourceName)
        let read = try #require(StandardAtomicWeights.read(try JSONParser.parse([UInt8](data))))
        struct File: Decodable {
            var provenance: [String: String]?
            var elements: [StandardAtomicWeight]
        }
        let decoded = try JSONDecoder().decode(File.self, from: data)
        #expect(read.weights.count == 84)
        #expect(read.weights == decoded.elements)
        #expect(read.provenance == decoded.provenance)
    }

    @Test func dataCorrectionsReadAsDecoded() throws {
        let data = try bundledBytes(DataCorrections.resourceName)
        let read = try #require(DataCorrections.read(try JSONParser.parse([UInt8](data))))
        let decoded = try JSONDecoder().decode(DataCorrections.self, from: data)
        #expect(!read.corrections.isEmpty)
        #expect(read.corrections == decoded.corrections)
        #expect(String(describing: read.predictions) == String(describing: decoded.predictions))
        #expect(String(describing: read.predictionRule) == String(describing: decoded.predictionRule))
    }

    @Test func anUnexpectedShapeFallsBackToTheDecodersMessage() throws {
        let json = #"{"elements": [{"number": "26", "symbol": "Fe", "value": "55.845", "uncertainty": "0.002"}]}"#
        #expect(StandardAtomicWeights.read(try JSONParser.parse(Array(json.utf8))) == nil)
        #expect(throws: LayoutError.self) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
    }
}
