import Foundation
import Testing
@testable import Layout

@Suite struct ElementDataLoaderTests {
    func load(_ json: String) throws -> [Element] {
        try ElementDataLoader.elements(from: Data(json.utf8), source: "test.json")
    }

    func message(_ json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test func minimalRecordsDecodeWithEveryOptionalFieldMissingOrNull() throws {
        let elements = try load("""
        {"elements": [{"name": "Hydrogen", "number": 1, "symbol": "H", "xpos": 1, "ypos": 1,
                       "melt": null, "boil": null, "atomic_mass": 1, "discovered_by": null}]}
        """)
        #expect(elements.count == 1)
        #expect(elements[0].melt == nil)
        #expect(elements[0].atomicMass == 1)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        #expect(message("{\"elements\": [\n  {\"name\": }\n]}")?.hasPrefix("test.json is not valid JSON: line 2") == true)
    }

    @Test func wrongTypeOfOptionalFieldIsAnErrorNamingElementAndField() {
        let text = message("""
        {"elements": [{"name": "Hydrogen", "number": 1, "symbol": "H", "xpos": 1, "ypos": 1, "melt": "hot"}]}
        """)
        #expect(text == "test.json: element 1 (Hydrogen), field \"melt\": expected a number, found a string")
    }

    @Test func missingRequiredFieldIsNamed() {
        let text = message("""
        {"elements": [{"name": "Hydrogen", "number": 1, "xpos": 1, "ypos": 1}]}
        """)
        #expect(text == "test.json: element 1 (Hydrogen), field \"symbol\": required field is missing")
    }

    @Test func structuralProblemsAreNamed() {
        #expect(message("[]") == "test.json: the top level must be an object with an \"elements\" array, found an array")
        #expect(message("{}") == "test.json: the top level has no \"elements\" array")
        #expect(message("{\"elements\": []}") == "test.json: the \"elements\" array is empty")
        #expect(message("") == "test.json is not valid JSON: the file is empty")
    }

    @Test func duplicatesAndOutOfRangeValuesAreRejected() {
        let duplicate = message("""
        {"elements": [{"name": "A", "number": 1, "symbol": "A", "xpos": 1, "ypos": 1},
                      {"name": "B", "number": 1, "symbol": "B", "xpos": 2, "ypos": 1}]}
        """)
        #expect(duplicate == "test.json: element 2 (B), field \"number\": 1 is also used by A")
        let negative = message("""
        {"elements": [{"name": "A", "number": 1, "symbol": "A", "xpos": 1, "ypos": 1, "melt": -5}]}
        """)
        #expect(negative == "test.json: element 1 (A), field \"melt\": -5 K is below absolute zero")
        let far = message("""
        {"elements": [{"name": "A", "number": 1, "symbol": "A", "xpos": 100000, "ypos": 1}]}
        """)
        #expect(far == "test.json: element 1 (A), field \"xpos\": 100000 is outside 1...64")
    }

    @Test func notUTF8IsRejected() {
        #expect(throws: LayoutError.notUTF8(path: "x", detail: "line 1, column 1: byte 0xFF")) {
            try ElementDataLoader.elements(from: Data([0xFF, 0xFE, 0x00]), source: "x")
        }
    }
}
