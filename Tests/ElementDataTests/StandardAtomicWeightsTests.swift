import Foundation
import Testing
@testable import ElementData

@Suite struct StandardAtomicWeightsTests {
    let weights = try! StandardAtomicWeights.bundled()
    let table = try! PeriodicTable.bundled()

    @Test func bundledTableHas84ElementsWithUniqueNumbers() {
        let numbers = weights.weights.map(\.number)
        #expect(numbers.count == 84)
        #expect(Set(numbers).count == 84)
        let expected = (1...83).filter { $0 != 43 && $0 != 61 } + [90, 91, 92]
        #expect(numbers == expected)
    }

    @Test func bundledSymbolsMatchTheElementData() {
        for weight in weights.weights {
            let element = table.elements.first { $0.number == weight.number }
            #expect(element?.symbol == weight.symbol, "\(weight.number)")
        }
    }

    @Test func valuesKeepTheirPublishedText() {
        let iron = weights.weight(forNumber: 26)
        #expect(iron?.symbol == "Fe")
        #expect(iron?.valueText == "55.845")
        #expect(iron?.value == 55.845)
        #expect(iron?.uncertaintyText == "0.002")
        #expect(iron?.kind == .standard)
        #expect(weights.weight(forNumber: 79)?.valueText == "196.966570")
        #expect(weights.weight(forNumber: 70)?.uncertaintyText == "0.010")
        #expect(weights.weight(forNumber: 43) == nil)
        #expect(weights.weight(forNumber: 119) == nil)
    }

    @Test func zirconiumGadoliniumAndLutetiumHaveTheir2024Values() {
        let revised = [40: ("91.222", "0.003"), 64: ("157.249", "0.002"), 71: ("174.96669", "0.00005")]
        for (number, (value, uncertainty)) in revised {
            #expect(weights.weight(forNumber: number)?.valueText == value, "\(number)")
            #expect(weights.weight(forNumber: number)?.uncertaintyText == uncertainty, "\(number)")
        }
        #expect(weights.provenance["ciaawTable"]?.contains("2024 revision") == true)
    }

    @Test func intervalElementsUseConventionalValues() {
        let conventional: [Int: String] = [
            1: "1.008", 3: "6.94", 5: "10.81", 6: "12.011", 7: "14.007", 8: "15.999", 12: "24.305",
            14: "28.085", 16: "32.06", 17: "35.45", 18: "39.95", 35: "79.904", 81: "204.38", 82: "207.2",
        ]
        let listed = weights.weights.filter { $0.kind == .conventional }
        #expect(Dictionary(uniqueKeysWithValues: listed.map { ($0.number, $0.valueText) }) == conventional)
        #expect(listed.allSatisfy { $0.interval != nil })
        #expect(weights.weight(forNumber: 6)?.interval == 12.0096...12.0116)
    }

    @Test func everyDataMassAgreesWithItsStandardValue() {
        for weight in weights.weights {
            let mass = table.elements.first { $0.number == weight.number }?.atomicMass ?? .nan
            #expect(weight.agrees(withMass: mass), "\(weight.symbol)")
        }
    }

    @Test func aRevisedWeightAgreesWithDataWrittenFromTheValueItSuperseded() throws {
        let gadolinium = try #require(weights.weight(forNumber: 64))
        #expect(gadolinium.agrees(withMass: 157.253), "the dataset's 157.25(3) with a digit appended")
        #expect(gadolinium.agrees(withMass: 157.2495))
        #expect(!gadolinium.agrees(withMass: 157.30))
        let iron = try #require(weights.weight(forNumber: 26))
        #expect(iron.superseded == nil && iron.agrees(withMass: 55.8452) && !iron.agrees(withMass: 55.849))
    }

    @Test func provenanceNamesPackageAndPublication() {
        #expect(weights.provenance["package"] == "periodictable")
        #expect(weights.provenance["packageVersion"] == "2.1.0")
        #expect(weights.provenance["doi"] == "10.1515/pac-2019-0603")
    }

    @Test func malformedValueIsAnError() {
        let json = #"{"elements": [{"number": 26, "symbol": "Fe", "value": "55.845(2)", "uncertainty": "0.002"}]}"#
        #expect(throws: ElementDataError.self) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
    }

    @Test func duplicateNumberIsAnError() {
        let entry = #"{"number": 26, "symbol": "Fe", "value": "55.845", "uncertainty": "0.002"}"#
        let json = #"{"elements": [\#(entry), \#(entry)]}"#
        #expect(throws: ElementDataError.invalidElementData(path: "test", detail: "two standard atomic weights share an atomic number")) {
            try StandardAtomicWeights.decode(from: Data(json.utf8), source: "test")
        }
    }

    @Test func invalidJSONIsAnError() {
        #expect(throws: ElementDataError.self) {
            try StandardAtomicWeights.decode(from: Data("{".utf8), source: "test")
        }
    }
}
