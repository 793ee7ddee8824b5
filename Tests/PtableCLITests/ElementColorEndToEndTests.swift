import Foundation
import Testing

/// `ptable table --color-by cpk` through the built binary: the colours drawn, and a data file
/// whose colour is none refused in one line with nothing written.
@Suite struct ElementColorEndToEndTests {
    @Test func cpkPostersColourEachTileInTheDatasColour() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["table", "--color-by", "cpk", "--format", "svg", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = String(decoding: result.stdout, as: UTF8.self)
        #expect(svg.contains(#"<g id="tile-Na" class="tile alkali-metal cpk-ab5cf2""#))
        #expect(svg.contains(#"<g id="tile-O" class="tile diatomic-nonmetal cpk-ff0d0d""#))
        #expect(svg.contains("CPK colours: Jmol element colours (jmol.sourceforge.net/jscolors)"))
        #expect(svg.contains(">No CPK colour<"))
    }

    @Test func aColourThatIsNoneIsADataErrorAndWritesNothing() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try ExtremeInputEndToEndTests.writeData(in: folder) { index, element in
            if index == 10 { element["cpk-hex"] = "purple" }
        }
        let result = try await Ptable.run(["table", "--data", data, "--color-by", "cpk", "-o", "cpk.svg"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: \(data): " + #"the cpk-hex of Sodium must be a colour of six hex digits such as ab5cf2, got "purple""#])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cpk.svg").path))
        // Other colourings never look at the field.
        let category = try await Ptable.run(["table", "--data", data, "-o", "table.svg"], in: folder)
        #expect(category.status == 0, "\(category.stderr)")
    }

    @Test func anElementTheWideLayoutCannotPlaceNamesTheDataFile() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try ExtremeInputEndToEndTests.writeData(in: folder) { index, element in
            if index == 0 { element["wxpos"] = nil }
        }
        for format in ["svg", "png"] {
            let result = try await Ptable.run(["table", "--data", data, "--layout", "wide", "-o", "wide.\(format)"], in: folder)
            #expect(result.status == 65)
            #expect(result.stderrLines == ["error: \(data): Hydrogen has no wxpos/wypos, so the wide layout cannot place it"])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("wide.svg").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("wide.png").path))
    }

    @Test func scaleAndRangeAreRefusedForCpk() async throws {
        let result = try await Ptable.run(["table", "--color-by", "cpk", "--scale", "log", "--format", "svg"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: --scale and --range apply to a heatmap; give a numeric --color-by such as melt")
    }

    @Test func anUnknownSchemeListsCpk() async throws {
        let result = try await Ptable.run(["table", "--color-by", "colour", "--format", "svg"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first?.hasPrefix("error: --color-by must be category, phase, block, period, group, cpk or a numeric field (") == true)
    }
}
