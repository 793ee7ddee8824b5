import Foundation
import Testing
@testable import ElementData

/// `ptable-snapshot.json` is read strictly: every problem names its key, and no value asks
/// for more than the command line allows.
@Suite struct SnapshotManifestTests {
    func read(_ text: String) throws -> SnapshotManifest {
        try SnapshotManifest(data: Data(text.utf8), source: "refs/ptable-snapshot.json")
    }

    func message(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return error.localizedDescription
        }
    }

    @Test func aManifestAsRecordReadsBack() throws {
        let manifest = try read("""
            {"elements": ["Na", "26"], "formats": ["svg", "png"], "includeHypothetical": false,
             "sides": ["front", "back"], "table": true, "tableWidth": 600, "tileSize": 48}
            """)
        #expect(manifest.formats == ["svg", "png"] && manifest.sides == ["front", "back"])
        #expect(manifest.tileSize == 48 && manifest.tableWidth == 600 && manifest.table == true)
        #expect(manifest.elements == ["Na", "26"] && manifest.includeHypothetical == false)
        #expect(try read("{}") == SnapshotManifest())
    }

    @Test(arguments: [
        (#"{"tileSize": "big"}"#, #"refs/ptable-snapshot.json: "tileSize" must be a whole number from 16 to 2048, got "big""#),
        (#"{"tileSize": 100000}"#, #"refs/ptable-snapshot.json: "tileSize" must be from 16 to 2048, got 100000"#),
        (#"{"tileSize": 1e400}"#, #"refs/ptable-snapshot.json: "tileSize" must be a whole number from 16 to 2048, got a number out of range"#),
        (#"{"tileSize": 64.5}"#, #"refs/ptable-snapshot.json: "tileSize" must be a whole number from 16 to 2048, got 64.5"#),
        (#"{"tableWidth": 9000}"#, #"refs/ptable-snapshot.json: "tableWidth" must be from 256 to 8192, got 9000"#),
        (#"{"formats": ["svg", "gif"]}"#, #"refs/ptable-snapshot.json: "formats[1]" must be one of svg, png, json, pdf, ansi, got "gif""#),
        (#"{"sides": "front"}"#, #"refs/ptable-snapshot.json: "sides" must be a non-empty list of front, back, got "front""#),
        (#"{"elemnts": ["Na"]}"#, #"refs/ptable-snapshot.json: unknown key "elemnts"; keys: formats, sides, tileSize, tableWidth, table, elements, includeHypothetical"#),
        (#"{"elements": []}"#, #"refs/ptable-snapshot.json: "elements" must be a list of 1 to 999 symbols, names or numbers, got a list of 0"#),
        (#"{"table": 1}"#, #"refs/ptable-snapshot.json: "table" must be true or false, got 1"#),
        ("[1]", "refs/ptable-snapshot.json: a snapshot manifest must be a JSON object, got an array"),
        ("nope", "refs/ptable-snapshot.json is not valid JSON: line 1, column 1: expected a value, found 'n'"),
    ])
    func eachProblemNamesItsKey(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test func tooManyElementsAreRefusedBeforeAnyIsLookedUp() {
        let list = Array(repeating: "\"Na\"", count: 1000).joined(separator: ",")
        #expect(message(#"{"elements": [\#(list)]}"#).contains("must be a list of 1 to 999"))
        let long = String(repeating: "x", count: 65)
        #expect(message(#"{"elements": ["\#(long)"]}"#).contains("\"elements[0]\" must be a symbol, name or number of at most 64 characters"))
    }
}
