import Foundation
import PTableTestSupport
import Testing

/// `--store ""` names no file. It used to mean "no --store", so the favourite went to
/// `$PTABLE_STORE` or the default store while the user believed they had chosen one.
@Suite struct EmptyStorePathEndToEndTests {
    @Test(arguments: [
        ["favorite", "add", "Na", "--by", "Ann", "--store", ""],
        ["favorite", "remove", "Na", "--by", "Ann", "--store", ""],
        ["favorite", "list", "--store", ""],
        ["table", "--favorites-of", "Ann", "--store", "", "-o", "t.svg"],
        ["serve", "--port", "0", "--store", ""],
    ])
    func anEmptyStorePathIsAUsageErrorAndNoStoreIsTouched(arguments: [String]) async throws {
        let folder = try Ptable.temporaryDirectory()
        let fallback = folder.appendingPathComponent("fallback.sqlite")
        let result = try await Ptable.run(arguments, in: folder, environment: ["PTABLE_STORE": fallback.path])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.first == "error: --store needs a file, got an empty path")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fallback.path), "the fallback store was written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
