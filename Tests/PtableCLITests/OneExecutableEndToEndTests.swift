import Foundation
import PTableTestSupport
import Testing

/// One executable has every command: drawing, favourites and serve.
@Suite struct OneExecutableEndToEndTests {
    @Test func helpListsEveryCommandAndFavouritesWorkFromTheSameBinary() async throws {
        let help = try await Ptable.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("  favorite "))
        #expect(help.output.contains("  serve "))
        let tableHelp = try await Ptable.run(["table", "-h"])
        #expect(tableHelp.output.contains("--favorites-of <NAME>"))
        let store = TestFolder.file("one-executable", pathExtension: "sqlite")
        let added = try await Ptable.run(["favorite", "add", "Ne", "--by", "Ann", "--store", store.path])
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try await Ptable.run(["list", "--favorites-of=Ann", "--store", store.path])
        #expect(listed.output == "Neon\nNe(10) 20.17976\n")
    }

    @Test func theBuiltBinaryIsTheOnlyExecutable() {
        #expect(FileManager.default.isExecutableFile(atPath: BuiltProduct.ptable.path))
        #expect(!FileManager.default.fileExists(atPath: BuiltProduct.executable(named: "ptable-full").path))
    }
}
