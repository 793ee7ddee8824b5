@testable import ElementData
import Foundation
import Testing

/// The bundled tables beside the element data, decoded as they are at start-up.
@Suite struct BundledTableReadingTests {
    @Test func bundledStandardAtomicWeightsAreRead() throws {
        let table = try StandardAtomicWeights.bundled()
        #expect(table.weights.count == 84)
        #expect(table.weight(forNumber: 26) != nil)
        #expect(table.weight(forNumber: 43) == nil)  // technetium has no standard atomic weight
        #expect(!table.provenance.isEmpty)
    }

    @Test func bundledDataCorrectionsAreRead() throws {
        let corrections = try DataCorrections.bundled()
        #expect(!corrections.corrections.isEmpty)
        #expect(corrections.predictionRule.fromNumber == 100)
    }

    @Test func anUnexpectedShapeIsRefusedNamingTheField() throws {
        let json = #"{"elements": [{"number": "26", "symbol": "Fe", "value": "55.845", "uncertainty": "0.002"}]}"#
        let error = #expect(throws: ElementDataError.self) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
        #expect(error?.localizedDescription.hasPrefix("test: not a table of standard atomic weights: elements[0].number") == true)
    }
}
