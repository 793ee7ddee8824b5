import Foundation
import Testing
@testable import Layout

/// The seeds and regression inputs of the fuzz target, read as a snapshot manifest and as a
/// `--highlight` file, the two paths the fuzzer reaches besides data and theme files: each is
/// accepted within the command line's limits or refused with one clean line.
@Suite struct FuzzInputPathsTests {
    static var fuzzFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz")
    }

    static var inputs: [String] {
        ["corpus", "regressions"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder.appendingPathComponent(folder).path)) ?? [])
                .filter { !$0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    func expectOneCleanLine(_ error: Error, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error is ElementDataError || error is LayoutError, "\(type(of: error))", sourceLocation: sourceLocation)
        let message = error.localizedDescription
        #expect(!message.isEmpty && !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(message.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func theCorpusHasAManifestAndAHighlightList() {
        #expect(Self.inputs.contains("corpus/manifest.json") && Self.inputs.contains("corpus/highlight.txt"))
    }

    @Test(arguments: inputs)
    func inputAsAManifestIsWithinTheLimitsOrRefused(name: String) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name))
        do {
            let manifest = try SnapshotManifest(data: data, source: "ptable-snapshot.json")
            #expect(manifest.tileSize.map(SnapshotManifest.tileSizes.contains) ?? true)
            #expect(manifest.tableWidth.map(SnapshotManifest.tableWidths.contains) ?? true)
            #expect(manifest.elements.map { !$0.isEmpty && $0.count <= SnapshotManifest.maximumElementCount } ?? true)
            #expect(manifest.formats.map { $0.allSatisfy(SnapshotManifest.formatNames.contains) } ?? true)
        } catch {
            expectOneCleanLine(error)
        }
    }

    @Test(arguments: inputs)
    func inputAsAHighlightListFindsOrRefusesEachName(name: String) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name))
        let table = try PeriodicTable.bundled()
        for query in HighlightList.queries(inFileText: String(decoding: data, as: UTF8.self)).prefix(200) {
            do {
                _ = try table.requireElement(matching: query)
            } catch {
                expectOneCleanLine(error)
            }
        }
    }

    @Test func aHighlightListKeepsNamesAndDropsComments() {
        #expect(HighlightList.queries(inFileText: "# favourites\nNa\nsodium, K # alkali\n\n26\n") == ["Na", "sodium", "K", "26"])
    }
}
