import Foundation
import Testing

/// Numbers at the ends of `Double` and noncharacters never crash ptable (exit 70 or a signal):
/// every format renders, and the colorbar labels stay short and distinct.
@Suite struct ExtremeInputEndToEndTests {
    static let formats = ["svg", "png", "pdf", "json"]

    static let ranges = ["-1.7e308:1.7e308", "0:1e-320", "0:5e-324", "1e308:1.7e308", "-1e-310:1e-310",
                         "1e20:1.0000001e20", "-1.7976931348623157e308:1.7976931348623157e308", "1e14:100000000000000.5"]

    func expectRendered(_ result: Ptable.Result, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(context): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stdout.isEmpty, "\(context)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ranges)
    func extremeRangesRenderInEveryFormat(range: String) async throws {
        for format in Self.formats {
            let result = try await Ptable.run(["table", "--color-by", "melt", "--range=\(range)", "--width", "600",
                                                "--format", format, "-o", "-"])
            expectRendered(result, "\(range) \(format)")
        }
    }

    @Test func theWidestRangeIsLabelledWithPowersOfTen() async throws {
        let result = try await Ptable.run(["table", "--color-by", "melt", "--range=-1.7e308:1.7e308", "--format", "json"])
        #expect(result.status == 0)
        for label in ["−1.5×10³⁰⁸", "−1×10³⁰⁸", "−5×10³⁰⁷", "5×10³⁰⁷", "1×10³⁰⁸", "1.5×10³⁰⁸"] {
            #expect(result.output.contains("\"text\" : \"\(label)\""), "\(label) missing")
        }
        let clamped = try await Ptable.run(["table", "--color-by", "melt", "--range=1e308:1.7e308", "--format", "json"])
        #expect(clamped.output.contains("Melting point (K) · below 1×10³⁰⁸ in the first colour"))
    }

    /// Denormals, the smallest normal number and values at the data limits, in each heatmap
    /// field, on linear and log scales, in every format.
    @Test func extremeDataValuesRenderInEveryHeatmap() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.writeData(in: folder) { index, element in
            element["melt"] = [5e-324, 1e-310, 2.2250738585072014e-308, 99_999.99999][index % 4]
            element["electronegativity_pauling"] = [1e9, -1e9, 5e-324, -5e-324][index % 4]
            element["density"] = [5e-324, 1e-320, 1e-300, 100_000][index % 4]
            element["electron_affinity"] = 4.9e-324
        }
        for field in ["melt", "electronegativity", "density", "electron-affinity"] {
            for format in Self.formats {
                let result = try await Ptable.run(["table", "--data", data, "--color-by", field, "--width", "600",
                                                    "--format", format, "-o", "-"], in: folder)
                expectRendered(result, "\(field) \(format)")
            }
        }
        let log = try await Ptable.run(["table", "--data", data, "--color-by", "melt", "--scale", "log", "--format", "svg",
                                         "-o", "-"], in: folder)
        expectRendered(log, "melt log")
        let tile = try await Ptable.run(["tile", "H", "--data", data, "--format", "svg", "-o", "-"], in: folder)
        #expect(tile.output.contains(">4.941×10⁻³²⁴ K<"))
    }

    @Test func noValueToColourByIsADataError() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.writeData(in: folder) { _, element in element["melt"] = nil }
        for range in [[String](), ["--range=1:2"]] {
            let result = try await Ptable.run(["table", "--data", data, "--color-by", "melt", "--format", "svg"] + range, in: folder)
            #expect(result.status == 65, "\(range)")
            #expect(result.stderrLines == ["error: no element shown has a value for melting point"], "\(range)")
        }
    }

    /// U+FFFE, U+FDD0 and U+10FFFF: valid Unicode that Cairo refuses and XML forbids.
    static let noncharacters: String = {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: ([0x41, 0xFFFE, 0x42, 0xFDD0, 0x43, 0x10FFFF] as [UInt32]).compactMap { Unicode.Scalar($0) })
        return String(scalars)
    }()

    @Test func noncharactersInTheTitleRenderInEveryFormat() async throws {
        for format in Self.formats {
            let result = try await Ptable.run(["table", "--title", "Title " + Self.noncharacters, "--width", "600",
                                                "--format", format, "-o", "-"])
            expectRendered(result, format)
            if format == "svg" || format == "json" {
                #expect(result.output.contains("Title ABC"))
            }
        }
    }

    @Test func noncharactersInDataNamesRenderInEveryFormatAndCommand() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.writeData(in: folder) { index, element in
            guard index == 10 else { return }
            element["name"] = "Sodium" + Self.noncharacters
            element["summary"] = "Soft " + Self.noncharacters
            element["discovered_by"] = Self.noncharacters
        }
        for format in Self.formats {
            for command in [["tile", "Na"], ["tile", "Na", "--side", "back"], ["table", "--width", "600"]] {
                let result = try await Ptable.run(command + ["--data", data, "--format", format, "-o", "-"], in: folder)
                expectRendered(result, "\(command) \(format)")
            }
        }
        let tiles = try await Ptable.run(["tiles", "--data", data, "--elements", "Na", "-o", "tiles"], in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        let list = try await Ptable.run(["list", "--data", data], in: folder)
        #expect(list.output.contains("SodiumABC\n"))
    }

    /// The bundled data with `change` applied to each element (by index), written to `folder`.
    static func writeData(in folder: URL, _ change: (Int, inout [String: Any]) -> Void) throws -> String {
        let source = try Data(contentsOf: HostileDataEndToEndTests.bundledDataURL)
        var document = try #require(try JSONSerialization.jsonObject(with: source) as? [String: Any])
        var elements = try #require(document["elements"] as? [[String: Any]])
        for index in elements.indices { change(index, &elements[index]) }
        document["elements"] = elements
        try JSONSerialization.data(withJSONObject: document).write(to: folder.appendingPathComponent("extreme.json"))
        return "extreme.json"
    }
}
