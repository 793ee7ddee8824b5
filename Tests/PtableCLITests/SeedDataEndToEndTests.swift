import Foundation
import Testing

/// The seed app's data shapes: a bare array of element objects, and `--data -` for standard input.
@Suite struct SeedDataEndToEndTests {
    /// The bundled data, as the seed's element endpoint serves it: a bare array.
    static func bareArray() throws -> Data {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ElementData/Resources/PeriodicTableJSON.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
        return try JSONSerialization.data(withJSONObject: try #require(object["elements"]))
    }

    @Test func aBareArrayFileReadsLikeTheBundledData() async throws {
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent("elements.json")
        try Self.bareArray().write(to: file)
        let bundled = try await Ptable.run(["list"])
        let bare = try await Ptable.run(["list", "--data", file.path])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout == bundled.stdout)
    }

    @Test func standardInputIsReadOnceForEveryUse() async throws {
        let bundledList = try await Ptable.run(["list", "--group", "letter"])
        let list = try await Ptable.run(["list", "--group", "letter", "--data", "-"], input: try Self.bareArray())
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == bundledList.stdout)
        // table loads the data in validate() and in run(): both see the same input, the same
        // as the file (both the user's data, so compared with the file, not the bundled data).
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent("bare.json")
        try Self.bareArray().write(to: file)
        let arguments = ["table", "--color-by", "density", "--scale", "log", "--format", "json"]
        let table = try await Ptable.run(arguments + ["--data", "-"], input: try Self.bareArray())
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout == (try await Ptable.run(arguments + ["--data", file.path])).stdout)
    }

    @Test func badStandardInputIsNamedAndWritesNothing() async throws {
        let broken = try await Ptable.run(["list", "--data", "-"], input: Data("[{\"name\": ".utf8))
        #expect(broken.status == 65)
        #expect(broken.stderrLines == ["error: standard input is not valid JSON: line 1, column 11: the file ends where a value should follow; is it truncated?"])
        #expect(broken.stdout.isEmpty)
        let empty = try await Ptable.run(["list", "--data", "-"], input: Data())
        #expect(empty.status == 65)
        #expect(empty.stderrLines == ["error: standard input is not valid JSON: the file is empty"])
        let object = try await Ptable.run(["list", "--data", "-"], input: Data("{\"elements\": []}".utf8))
        #expect(object.stderrLines == ["error: standard input: the \"elements\" array is empty"])
    }

    @Test func standardInputOverTheLimitIsRefused() async throws {
        // 64 MiB of spaces and one more byte: refused after reading at most the limit plus one.
        let input = Data(repeating: 0x20, count: 64 * 1024 * 1024 + 1)
        let result = try await Ptable.run(["list", "--data", "-"], input: input)
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: cannot read standard input: more than 67108864 bytes, the limit for a data file"])
    }
}
