import Foundation
import Testing

@Suite struct RenderingEndToEndTests {
    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    @Test func tilePNGHasTheRequestedSizeAndSameBytesEveryRun() async throws {
        let folder = try Ptable.temporaryDirectory()
        let first = try await Ptable.run(["tile", "C", "--format", "png", "--size", "512", "-o", "c.png"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let a = try Data(contentsOf: folder.appendingPathComponent("c.png"))
        #expect(pngSize(a).map { [$0.0, $0.1] } == [512, 512])
        _ = try await Ptable.run(["tile", "C", "--format", "png", "--size", "512", "-o", "c.png"], in: folder)
        #expect(try Data(contentsOf: folder.appendingPathComponent("c.png")) == a)
    }

    @Test(arguments: ["svg", "pdf", "json", "png"])
    func everyFormatIsByteIdenticalAcrossRuns(format: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        for command in [["tile", "Na"], ["table", "--width", "1000"]] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let name = "out\(run).\(format)"
                let result = try await Ptable.run(command + ["-o", name], in: folder)
                #expect(result.status == 0, "\(result.stderr)")
                outputs.append(try Data(contentsOf: folder.appendingPathComponent(name)))
            }
            #expect(outputs[0] == outputs[1], "\(command) \(format) differs between runs")
            #expect(!outputs[0].isEmpty)
        }
    }

    @Test func defaultDestinationIsOutputFolderWithSeedNaming() async throws {
        let folder = try Ptable.temporaryDirectory()
        let tile = try await Ptable.run(["tile", "sodium", "--format", "png", "--size", "64"], in: folder)
        #expect(tile.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/011-sodium.png").path))
        let table = try await Ptable.run(["table", "--format", "svg"], in: folder)
        #expect(table.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/periodic-table.svg").path))
    }

    @Test func aFormatThatContradictsTheExtensionIsRefusedAndWritesNothing() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tile", "Na", "--format", "png", "-o", "na.svg"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: --format png contradicts the .svg extension of na.svg; change one of them")
        #expect(Ptable.contents(of: folder).isEmpty)
        // An extension that names no format, or .txt, goes with --format.
        #expect(try await Ptable.run(["tile", "Na", "--format", "png", "-o", "na.image"], in: folder).status == 0)
        #expect(try await Ptable.run(["tile", "Na", "--format", "json", "-o", "na.txt"], in: folder).status == 0)
        #expect(Ptable.contents(of: folder) == ["na.image", "na.txt"])
    }

    @Test func dashWritesBinaryToStdout() async throws {
        let result = try await Ptable.run(["tile", "H", "--format", "png", "--size", "64", "-o", "-"])
        #expect(result.status == 0)
        #expect(pngSize(result.stdout).map { [$0.0, $0.1] } == [64, 64])
    }

    @Test func pdfPageHasTheSceneSizeInPoints() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tile", "Fe", "--size", "300", "-o", "fe.pdf"], in: folder)
        #expect(result.status == 0)
        let info = Process()
        info.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        info.arguments = [folder.appendingPathComponent("fe.pdf").path]
        let pipe = Pipe()
        info.standardOutput = pipe
        try info.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        info.waitUntilExit()
        #expect(info.terminationStatus == 0)
        #expect(text.contains("300 x 300 pts"))
    }

    /// Copied out of a PDF, a tile reads as it looks: the band, the symbol and the lines under
    /// it, then the facts (they came before the symbol); the back's summary before its rows.
    @Test func tilePDFTextComesInReadingOrder() async throws {
        let folder = try Ptable.temporaryDirectory()
        for side in ["front", "back"] {
            let result = try await Ptable.run(["tile", "Na", "--side", side, "-o", "\(side).pdf"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let front = try Ptable.pdfText(folder.appendingPathComponent("front.pdf"), raw: true)
        #expect(front.split(whereSeparator: \.isNewline) == ["11 Alkali metal", "Na", "Sodium", "22.990", "Melting point 370.94 K",
                                                 "Boiling point 1156.09 K", "Discovered by", "Humphry Davy"])
        let back = try Ptable.pdfText(folder.appendingPathComponent("back.pdf"), raw: true).split(whereSeparator: \.isNewline)
        #expect(back.first == "Na Sodium")
        #expect(back.dropFirst().first?.hasPrefix("Sodium /ˈsoʊdiəm/ is a chemical element") == true)
        #expect(back.last == "Source en.wikipedia.org/wiki/Sodium")
    }

    /// A strip of sizes captions each tile with its size in the unit of the output: a PDF page
    /// is measured in points, PNG, SVG and the scene JSON in pixels.
    @Test func aStripsCaptionsGiveTheSizeInTheOutputsUnit() async throws {
        let folder = try Ptable.temporaryDirectory()
        let pdf = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "-o", "strip.pdf"], in: folder)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let text = try Ptable.pdfText(folder.appendingPathComponent("strip.pdf"), raw: true).split(whereSeparator: \.isNewline)
        #expect(text.contains("32 pt") && text.contains("64 pt") && !text.contains { $0.contains("px") }, "\(text)")
        for format in ["svg", "json"] {
            let result = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "--format", format, "-o", "-"])
            #expect(result.status == 0 && result.output.contains("32 px") && !result.output.contains(" pt"), "\(format)")
        }
    }

    @Test func tileJSONIsAValidSceneWithTheElementsText() async throws {
        let result = try await Ptable.run(["tile", "Na", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        #expect(json?["width"] as? Double == 512)
        #expect(result.output.contains("\"text\" : \"Na\""))
        #expect(result.output.contains("\"text\" : \"Sodium\""))
    }

    @Test func tableJSONHasEveryTile() async throws {
        let result = try await Ptable.run(["table", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "\"id\" : \"tile-").count - 1 == 118)
    }

    @Test func unwritableDestinationIsAnErrorAndLeavesNothing() async throws {
        let folder = try Ptable.temporaryDirectory()
        let missing = try await Ptable.run(["tile", "Na", "-o", "no/such/folder/na.png"], in: folder)
        #expect(missing.status == 74)
        #expect(missing.stderrLines.count == 1)
        #expect(missing.stderrLines.first?.hasPrefix("error: cannot write no/such/folder/na.png") == true)
        let directory = try await Ptable.run(["tile", "Na", "-o", folder.path], in: folder)
        #expect(directory.status == 74)
        #expect(directory.stderrLines.first?.contains("it is a directory") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func unknownExtensionIsAUsageError() async throws {
        let result = try await Ptable.run(["tile", "Na", "-o", "na.gif"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first?.hasPrefix("error: cannot tell the format") == true)
    }
}
