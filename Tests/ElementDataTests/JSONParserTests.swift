import Foundation
import Testing
@testable import ElementData

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    /// "line L, column C: reason" for text that must not parse.
    func failure(_ text: String) -> String? {
        failure(bytes: Array(text.utf8))
    }

    func failure(bytes: [UInt8]) -> String? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return JSONSyntaxError.describe(error, in: bytes)
        }
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        guard case let .string(text, _) = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a\"\\/\u{8}\u{C}\n\r\té😀")
    }

    @Test func keepsNumberTextAndTellsBooleansFromNumbers() throws {
        guard case let .array(items, _) = try parse("[1e300, 92233720368547758070, -0.5, true, 1]") else {
            Issue.record("not an array")
            return
        }
        let texts = items.compactMap { item -> String? in
            if case let .number(text, _, _) = item { return text }
            return nil
        }
        #expect(texts == ["1e300", "92233720368547758070", "-0.5", "1"])
        #expect(items[3].kindDescription == "a boolean")
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep) == "line 1, column 65: arrays and objects are nested more than 64 levels deep")
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(failure(allowed) == nil)
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        #expect(failure("{\"a\": 1,\n  \"b\" 2}") == "line 2, column 7: expected ':' after a key, found '2'")
        #expect(failure("[1, 2") == "line 1, column 6: the file ends where ',' or ']' should follow; is it truncated?")
        #expect(failure("{\"name\": \"Sod") == "line 1, column 10: the file ends inside the string starting here; is it truncated?")
        #expect(failure("[1] x") == "line 1, column 5: unexpected text after the end of the JSON value")
        #expect(failure("[NaN]") == "line 1, column 2: expected a value, found 'N'")
        #expect(failure("[01]") == "line 1, column 2: a number must not start with 0 followed by more digits")
        #expect(failure("[1.]") == "line 1, column 4: expected a digit after the decimal point, found ']'")
        #expect(failure("[\"é\" é]") == "line 1, column 6: expected ',' or ']' after a value in an array, found U+00E9")
    }

    @Test func refusesRepeatedKeysControlCharactersAndLoneSurrogates() {
        #expect(failure("{\"a\": 1, \"a\": 2}") == "line 1, column 10: key \"a\" appears twice in one object")
        #expect(failure("[\"a\u{1B}b\"]") == "line 1, column 4: a control character (byte 0x1B) must be escaped in a string")
        #expect(failure("[\"a\nb\"]") == "line 1, column 4: a line break inside a string (is a closing quote missing?)")
        #expect(failure(#"["\ud800"]"#) == #"line 1, column 3: \uD800 is half of a surrogate pair without its other half"#)
        #expect(failure(#"["\udc00x"]"#) == #"line 1, column 3: \uDC00 is half of a surrogate pair without its other half"#)
        #expect(failure(#"["\x"]"#) == "line 1, column 3: invalid escape sequence in a string")
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(failure(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
        #expect(failure(bytes: [0xEF, 0xBB, 0xBF]) == "line 1, column 2: the file has no JSON value")
    }

    @Test func findsTheFirstByteThatIsNotUTF8() {
        #expect(JSONSyntaxError.firstInvalidUTF8Offset(in: Array("ok é".utf8)) == nil)
        #expect(JSONSyntaxError.firstInvalidUTF8Offset(in: Array("ab\n".utf8) + [0xC3, 0x28]) == 3)
        #expect(JSONSyntaxError.firstInvalidUTF8Offset(in: [0xED, 0xA0, 0x80]) == 0)  // an encoded surrogate
    }

    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xA0, 0xED, 0x9F, 0xA0,
                                    0xEF, 0xF0, 0x90, 0x8F, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in interesting.randomElement(using: &generator)! }
            let valid = String(validating: bytes, as: UTF8.self) != nil
            #expect((JSONSyntaxError.firstInvalidUTF8Offset(in: bytes) == nil) == valid, "\(bytes)")
        }
    }

    @Test func themeTreesComeFromTheSameParser() throws {
        #expect(try JSONValue.parse(Data("{\"b\": [1, true], \"a\": null}".utf8), source: "t.json")
            == .object([("a", .null), ("b", .array([.number(1), .bool(true)]))]))
        #expect(throws: ElementDataError.invalidJSON(path: "t.json", detail: "line 1, column 10: key \"a\" appears twice in one object")) {
            try JSONValue.parse(Data("{\"a\": 1, \"a\": 2}".utf8), source: "t.json")
        }
    }
}
