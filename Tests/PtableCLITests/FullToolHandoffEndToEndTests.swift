import Foundation
import PTableTestSupport
import Testing

/// `ptable` links only what drawing needs and hands favourites, serve and help to
/// `ptable-full`, the same tool with the favourites store and the server.
@Suite struct FullToolHandoffEndToEndTests {
    /// The libraries `executable` asks the dynamic loader for.
    private func neededLibraries(_ executable: URL) async throws -> [String] {
        let readelf = try await PtableProcess.run(["--dynamic", executable.path],
                                            executable: URL(fileURLWithPath: "/usr/bin/readelf"))
        return readelf.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.map(String.init)
    }

    @Test func ptableLeavesTheStoreOutAndPtableFullHasIt() async throws {
        let lean = try await neededLibraries(BuiltProduct.ptable)
        let full = try await neededLibraries(BuiltProduct.executable(named: "ptable-full"))
        #expect(lean.contains { $0.contains("libcairo") })
        #expect(!lean.contains { $0.contains("libsqlite3") }, "\(lean)")
        #expect(full.contains { $0.contains("libsqlite3") }, "\(full)")
    }

    @Test func helpAndFavouritesGoToPtableFull() async throws {
        let help = try await PtableProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("  favorite "))
        #expect(help.output.contains("  serve "))
        let tableHelp = try await PtableProcess.run(["table", "-h"])
        #expect(tableHelp.output.contains("--favorites-of <NAME>"))
        let store = TestFolder.file("handoff", pathExtension: "sqlite")
        let added = try await PtableProcess.run(["favorite", "add", "Ne", "--by", "Ann", "--store", store.path])
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try await PtableProcess.run(["list", "--favorites-of=Ann", "--store", store.path])
        #expect(listed.output == "Neon\nNe(10) 20.17976\n")
    }

    @Test func withoutPtableFullDrawingStillWorksAndTheRestSaysWhy() async throws {
        let folder = try TestFolder.make("lonely")
        let lonely = folder.appendingPathComponent("ptable")
        try FileManager.default.copyItem(at: BuiltProduct.ptable, to: lonely)
        let drawn = try await PtableProcess.run(["tile", "Na", "--format", "svg", "-o", "-"], executable: lonely)
        #expect(drawn.status == 0)
        #expect(drawn.output.hasPrefix("<?xml"))
        let missing = folder.appendingPathComponent("ptable-full").path
        for arguments in [["serve", "--port", "0"], ["favorite", "list", "--by", "Ann"], ["table", "--favorites-of", "Ann"]] {
            let result = try await PtableProcess.run(arguments, executable: lonely)
            #expect(result.status == 70, "\(arguments)")
            #expect(result.stderrLines == ["error: cannot start \(missing) (No such file or directory): favourites and serve are in ptable-full, which must sit beside ptable: build both (swift build) or install both (make install)"])
            #expect(result.stdout.isEmpty)
        }
        // Help falls back to ptable's own pages, which list what this executable can do.
        let help = try await PtableProcess.run(["--help"], executable: lonely)
        #expect(help.status == 0)
        #expect(help.output.contains("  table "))
        #expect(!help.output.contains("  serve "))
    }
}
