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

    /// At start the bundled tables go through `JSONDecoder` alone, which takes a repeated key or
    /// a stray comma the strict parser refuses: the files themselves must pass that parser.
    @Test func everyBundledTablePassesTheStrictParser() throws {
        let names = [StandardAtomicWeights.resourceName, DataCorrections.resourceName, DataCorrections.sourcedResourceName,
                     ElementProperties.resourceName] + LanguageData.bundledCodes.map { "Locales/\($0).json" }
        for name in names {
            let url = try ResourceLocator.elementDataResources.url(forFile: name)
            _ = try JSONNode.parse(try Data(contentsOf: url), source: name)
        }
    }

    @Test func aBrokenTableIsNamedWithItsLineAndColumn() throws {
        let json = "{\"elements\": [\n  {\"number\": 26,}\n]}"
        let error = #expect(throws: ElementDataError.self) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
        #expect(error?.localizedDescription.contains("line 2") == true, "\(String(describing: error))")
    }

    @Test func anUnexpectedShapeIsRefusedNamingTheField() throws {
        let json = #"{"elements": [{"number": "26", "symbol": "Fe", "value": "55.845", "uncertainty": "0.002"}]}"#
        let error = #expect(throws: ElementDataError.self) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
        #expect(error?.localizedDescription.hasPrefix("test: not a table of standard atomic weights: elements[0].number") == true)
    }

    @Test func aCorrectionWithoutASourceIsRefusedNamingIt() throws {
        let json = #"""
        {"predictionRule": {"fromNumber": 100, "fields": ["melt"], "source": "x"},
         "corrections": [{"number": 26, "symbol": "Fe", "field": "melt", "corrected": 1811, "predicted": false, "source": " "}]}
        """#
        let error = #expect(throws: ElementDataError.self) { try DataCorrections.decode(from: Data(json.utf8), source: "c.json") }
        #expect(error?.localizedDescription == "c.json: not a table of data corrections: corrections[0].source: every correction needs a source")
    }

    @Test func anUnknownFieldIsRefusedNamingIt() throws {
        let json = #"{"predictionRule": {"fromNumber": 100, "fields": ["colour"], "source": "x"}, "corrections": []}"#
        let error = #expect(throws: ElementDataError.self) { try DataCorrections.decode(from: Data(json.utf8), source: "c.json") }
        // The place is ours; the words after it are JSONDecoder's.
        let message = error?.localizedDescription ?? ""
        #expect(message.hasPrefix("c.json: not a table of data corrections: predictionRule.fields[0]: ") && message.hasSuffix("colour"))
    }

    @Test func aCorrectionReadsNumbersTextsAndAbsentValues() throws {
        let json = #"""
        {"predictionRule": {"fromNumber": 100, "fields": ["melt"], "source": "r"},
         "predictions": [{"number": 99, "symbol": "Es", "fields": ["boil"], "source": "p"}],
         "corrections": [{"number": 26, "symbol": "Fe", "field": "melt", "bundled": null, "corrected": 1811, "predicted": false, "source": "s"},
                         {"number": 1, "symbol": "H", "field": "phase", "bundled": "Solid", "corrected": "Gas", "predicted": true, "source": "s", "note": "n"}]}
        """#
        let table = try DataCorrections.decode(from: Data(json.utf8), source: "c.json")
        #expect(table.corrections.map(\.bundled) == [.none, .text("Solid")])
        #expect(table.corrections.map(\.corrected) == [.number(1811), .text("Gas")])
        #expect(table.corrections.map(\.note) == [nil, "n"])
        #expect(table.predictions.map(\.symbol) == ["Es"])
        #expect(table.predictionRule.fields == [.melt])
    }
}
