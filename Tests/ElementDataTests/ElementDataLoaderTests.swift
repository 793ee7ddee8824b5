import Foundation
import Testing
@testable import ElementData

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

    /// A record with every required field, overridden by `fields` (a JSON fragment of members).
    func record(_ fields: [String: String]) -> String {
        var members = ["name": "\"Hydrogen\"", "number": "1", "symbol": "\"H\"", "xpos": "1", "ypos": "1"]
        for (key, value) in fields { members[key] = value }
        return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    func message(field: String, _ value: String) -> String? {
        message("{\"elements\": [\(record([field: value]))]}")
    }

    @Test func minimalRecordsDecodeWithEveryOptionalFieldMissingOrNull() throws {
        let elements = try load("""
        {"elements": [{"name": "Hydrogen", "number": 1, "symbol": "H", "xpos": 1, "ypos": 1,
                       "melt": null, "boil": null, "atomic_mass": 1, "discovered_by": null, "image": null,
                       "shells": null, "wxpos": null, "unknown_field": {"ignored": [true]}}]}
        """)
        #expect(elements.count == 1)
        #expect(elements[0].melt == nil)
        #expect(elements[0].atomicMass == 1)
        #expect(elements[0].image == nil)
    }

    @Test func bundledDataDecodesEveryField() throws {
        let elements = try ElementDataLoader.bundledElements()
        #expect(elements.count == 119)
        let sodium = try #require(elements.first { $0.symbol == "Na" })
        #expect(sodium.atomicMass == 22.989769282)
        #expect(sodium.shells == [2, 8, 1])
        #expect(sodium.image?.title?.isEmpty == false)
        #expect(sodium.ionizationEnergies?.first == 495.8)
        #expect(sodium.cpkHex == "ab5cf2")
        #expect(elements.last?.number == 119)
    }

    @Test func wholeNumbersWrittenWithAFractionOrExponentAreIntegers() throws {
        let elements = try load("{\"elements\": [\(record(["number": "1.0", "xpos": "1e0"]))]}")
        #expect(elements[0].number == 1)
        #expect(elements[0].xpos == 1)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        #expect(message("{\"elements\": [\n  {\"name\": }\n]}")
            == "test.json is not valid JSON: line 2, column 12: expected a value, found '}'")
        #expect(message("{\"elements\": [{\"name\": \"Hyd")
            == "test.json is not valid JSON: line 1, column 24: the file ends inside the string starting here; is it truncated?")
        #expect(message("") == "test.json is not valid JSON: the file is empty")
        #expect(message("   \n") == "test.json is not valid JSON: line 2, column 1: the file has no JSON value")
    }

    @Test func notUTF8NamesWhere() {
        #expect(throws: ElementDataError.notUTF8(path: "x", detail: "line 1, column 1: byte 0xFF")) {
            try ElementDataLoader.elements(from: Data([0xFF, 0xFE, 0x00]), source: "x")
        }
        let latin1 = Data("{\"elements\": [{\"name\": \"".utf8) + Data([0x47, 0xF6]) + Data("\"}]}".utf8)
        #expect(throws: ElementDataError.notUTF8(path: "x", detail: "line 1, column 26: byte 0xF6")) {
            try ElementDataLoader.elements(from: latin1, source: "x")
        }
    }

    @Test func structuralProblemsAreNamed() {
        #expect(message("[]") == "test.json: the top-level array is empty")
        #expect(message("[1]") == "test.json: element 1: expected an object, found a number")
        #expect(message("\"elements\"") == "test.json: the top level must be an array of element objects or an object with an \"elements\" array, found a string")
        #expect(message("{}") == "test.json: the top level has no \"elements\" array")
        #expect(message("{\"elements\": null}") == "test.json: \"elements\" must be an array, found null")
        #expect(message("{\"elements\": {}}") == "test.json: \"elements\" must be an array, found an object")
        #expect(message("{\"elements\": []}") == "test.json: the \"elements\" array is empty")
        #expect(message("{\"elements\": [1]}") == "test.json: element 1: expected an object, found a number")
        #expect(message("{\"elements\": [true]}") == "test.json: element 1: expected an object, found a boolean")
        let many = "{\"elements\": [" + Array(repeating: "{}", count: 1000).joined(separator: ",") + "]}"
        #expect(message(many) == "test.json: the \"elements\" array has 1000 records, over the limit of 999 (atomic numbers are 1...999)")
        let bare = "[" + Array(repeating: "{}", count: 1000).joined(separator: ",") + "]"
        #expect(message(bare) == "test.json: the top-level array has 1000 records, over the limit of 999 (atomic numbers are 1...999)")
    }

    @Test func missingOrNullRequiredFieldIsNamed() {
        #expect(message("{\"elements\": [{\"name\": \"Hydrogen\", \"number\": 1, \"xpos\": 1, \"ypos\": 1}]}")
            == "test.json: element 1 (Hydrogen), field \"symbol\": required field is missing")
        #expect(message("{\"elements\": [{\"number\": 1, \"symbol\": \"H\", \"xpos\": 1, \"ypos\": 1}]}")
            == "test.json: element 1, field \"name\": required field is missing")
        #expect(message(field: "name", "null") == "test.json: element 1, field \"name\": required field is null")
        #expect(message(field: "ypos", "null") == "test.json: element 1 (Hydrogen), field \"ypos\": required field is null")
    }

    @Test func requiredFieldOfTheWrongTypeIsNamed() {
        #expect(message(field: "name", "3") == "test.json: element 1, field \"name\": expected a string, found a number")
        #expect(message(field: "number", "\"1\"") == "test.json: element 1 (Hydrogen), field \"number\": expected an integer, found a string")
        #expect(message(field: "number", "true") == "test.json: element 1 (Hydrogen), field \"number\": expected an integer, found a boolean")
        #expect(message(field: "xpos", "[1]") == "test.json: element 1 (Hydrogen), field \"xpos\": expected an integer, found an array")
        #expect(message(field: "symbol", "{}") == "test.json: element 1 (Hydrogen), field \"symbol\": expected a string, found an object")
        #expect(message(field: "number", "1.5") == "test.json: element 1 (Hydrogen), field \"number\": expected an integer, found 1.5")
    }

    @Test func optionalFieldOfTheWrongTypeIsAnErrorNamingElementAndField() {
        #expect(message(field: "melt", "\"hot\"") == "test.json: element 1 (Hydrogen), field \"melt\": expected a number, found a string")
        #expect(message(field: "melt", "\"NaN\"") == "test.json: element 1 (Hydrogen), field \"melt\": expected a number, found a string")
        #expect(message(field: "discovered_by", "false") == "test.json: element 1 (Hydrogen), field \"discovered_by\": expected a string, found a boolean")
        #expect(message(field: "shells", "[2, \"8\"]") == "test.json: element 1 (Hydrogen), field \"shells[1]\": expected an integer, found a string")
        #expect(message(field: "ionization_energies", "1312") == "test.json: element 1 (Hydrogen), field \"ionization_energies\": expected an array, found a number")
        #expect(message(field: "image", "\"h.jpg\"") == "test.json: element 1 (Hydrogen), field \"image\": expected an object, found a string")
        #expect(message(field: "image", "{\"title\": 5}") == "test.json: element 1 (Hydrogen), field \"image.title\": expected a string, found a number")
        #expect(message(field: "period", "\"1\"") == "test.json: element 1 (Hydrogen), field \"period\": expected an integer, found a string")
    }

    @Test func absurdNumbersAreOutOfRangeNotTraps() {
        #expect(message(field: "number", "1e300") == "test.json: element 1 (Hydrogen), field \"number\": 1e300 is outside 1...999")
        #expect(message(field: "number", "9223372036854775807")
            == "test.json: element 1 (Hydrogen), field \"number\": 9223372036854775807 is outside 1...999")
        #expect(message(field: "number", "-9223372036854775809")
            == "test.json: element 1 (Hydrogen), field \"number\": -9223372036854775809 is outside 1...999")
        #expect(message(field: "number", "0") == "test.json: element 1 (Hydrogen), field \"number\": 0 is outside 1...999")
        #expect(message(field: "xpos", "0") == "test.json: element 1 (Hydrogen), field \"xpos\": 0 is outside 1...64")
        #expect(message(field: "xpos", "100000") == "test.json: element 1 (Hydrogen), field \"xpos\": 100000 is outside 1...64")
        #expect(message(field: "ypos", "-1") == "test.json: element 1 (Hydrogen), field \"ypos\": -1 is outside 1...32")
        #expect(message(field: "period", "-9223372036854775808") == "test.json: element 1 (Hydrogen), field \"period\": -9223372036854775808 is outside 1...32")
        #expect(message(field: "group", "1e999") == "test.json: element 1 (Hydrogen), field \"group\": 1e999 is outside 1...64")
        #expect(message(field: "number", String(repeating: "9", count: 400))
            == "test.json: element 1 (Hydrogen), field \"number\": 99999999999999999999999… is outside 1...999")
        #expect(message(field: "shells", "[2, 1e300]") == "test.json: element 1 (Hydrogen), field \"shells[1]\": 1e300 is outside 0...999")
    }

    @Test func physicalValuesMustBeSane() {
        #expect(message(field: "melt", "-5") == "test.json: element 1 (Hydrogen), field \"melt\": -5 K is below absolute zero")
        #expect(message(field: "boil", "1e308") == "test.json: element 1 (Hydrogen), field \"boil\": 1e308 K is over the limit of 100000 K")
        #expect(message(field: "boil", "1e999") == "test.json: element 1 (Hydrogen), field \"boil\": 1e999 K is over the limit of 100000 K")
        #expect(message(field: "atomic_mass", "1e300") == "test.json: element 1 (Hydrogen), field \"atomic_mass\": 1e300 is over the limit of 10000")
        #expect(message(field: "atomic_mass", "0") == "test.json: element 1 (Hydrogen), field \"atomic_mass\": 0 must be positive")
        #expect(message(field: "density", "-1e-9") == "test.json: element 1 (Hydrogen), field \"density\": -1e-9 must be positive")
        #expect(message(field: "molar_heat", "-1e10") == "test.json: element 1 (Hydrogen), field \"molar_heat\": -1e10 is outside -1000000000...1000000000")
        #expect(message(field: "ionization_energies", "[1312, 1e300]")
            == "test.json: element 1 (Hydrogen), field \"ionization_energies[1]\": 1e300 is outside -1000000000...1000000000")
    }

    @Test func namesAndSymbolsMustBeUsable() {
        #expect(message(field: "name", "\"  \"") == "test.json: element 1, field \"name\": must not be empty")
        #expect(message(field: "name", "\"\\u202e\\u001b\"") == "test.json: element 1, field \"name\": must not be empty")
        #expect(message(field: "symbol", "\"H1\"") == "test.json: element 1 (Hydrogen), field \"symbol\": \"H1\" is not 1 to 3 letters")
        #expect(message(field: "symbol", "\"Hxyz\"") == "test.json: element 1 (Hydrogen), field \"symbol\": \"Hxyz\" is not 1 to 3 letters")
        #expect(message(field: "symbol", "\"\\u001b[2J\"") == #"test.json: element 1 (Hydrogen), field "symbol": "\u{1B}[2J" is not 1 to 3 letters"#)
    }

    @Test func duplicatesAreRejected() {
        let a = record(["name": "\"A\"", "symbol": "\"A\""])
        #expect(message("{\"elements\": [\(a), \(record(["name": "\"B\"", "symbol": "\"B\"", "xpos": "2"]))]}")
            == "test.json: element 2 (B), field \"number\": 1 is also used by A")
        #expect(message("{\"elements\": [\(a), \(record(["name": "\"B\"", "symbol": "\"a\"", "number": "2", "xpos": "2"]))]}")
            == "test.json: element 2 (B), field \"symbol\": a is also used by A")
        #expect(message("{\"elements\": [\(a), \(record(["name": "\"B\"", "symbol": "\"B\"", "number": "2"]))]}")
            == "test.json: element 2 (B), xpos/ypos (1, 1) is also the cell of A")
        // Names are looked up without regard to case, so `ptable tile a` could only ever find the first.
        #expect(message("{\"elements\": [\(a), \(record(["name": "\"a\"", "symbol": "\"B\"", "number": "2", "xpos": "2"]))]}")
            == "test.json: element 2 (a), field \"name\": a is also the name of element 1 (A)")
        #expect(message("{\"elements\": [{\"name\": \"A\", \"name\": \"B\"}]}")
            == "test.json is not valid JSON: line 1, column 29: key \"name\" appears twice in one object")
    }

    @Test func hostileNamesInMessagesAreCleanedAndShort() throws {
        let name = "\\u001b]0;pwned\\u0007" + String(repeating: "x", count: 500)
        let text = try #require(message("{\"elements\": [\(record(["name": "\"\(name)\"", "symbol": "\"H1\""]))]}"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(text.hasPrefix(#"test.json: element 1 (\u{1B}]0;pwned\u{7}xxx"#), "the controls are shown as escapes")
        #expect(text.count < 200)
    }

    @Test func veryLongStringsLoadAndStayLong() throws {
        let name = String(repeating: "x", count: 100_000)
        let elements = try load("{\"elements\": [\(record(["name": "\"\(name)\""]))]}")
        #expect(elements[0].name.count == 100_000)
    }
}
