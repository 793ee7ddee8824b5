import Foundation
import PTableTestSupport
import Testing

/// Options that name a folder (`tiles -o`, `snapshot record|verify DIR`, `--diffs`): `-` means
/// standard output everywhere else in ptable, and used to make a folder named `-` here.
@Suite struct FolderOptionEndToEndTests {
    @Test(arguments: [
        (["tiles", "--elements", "Na", "-o", "-"], "-o"),
        (["tiles", "--elements", "Na", "--format", "svg", "-o", "-"], "-o"),
        (["snapshot", "record", "-", "--elements", "Na", "--no-table"], "DIR"),
        (["snapshot", "verify", "-"], "DIR"),
        (["snapshot", "verify", "refs", "--diffs", "-"], "--diffs"),
    ])
    func aDashWhereAFolderBelongsIsAUsageError(arguments: [String], option: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.first
            == "error: \(option) needs a folder, got - (standard output, which cannot hold files); write ./- for a folder named -")
        #expect(result.stdout.isEmpty)
        #expect(Ptable.contents(of: folder).isEmpty, "made \(Ptable.contents(of: folder))")
    }

    @Test func aFolderNamedDashIsStillReachableAsDotSlashDash() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tiles", "--elements", "Na", "--format", "svg", "-o", "./-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-/011-sodium.svg").path))
    }

    /// One file is "1 tile", "1 file", never "1 tiles".
    @Test func summariesOfOneFileAreSingular() async throws {
        let folder = try Ptable.temporaryDirectory()
        let tiles = try await Ptable.run(["tiles", "--elements", "Na", "--format", "svg", "-o", "out"], in: folder)
        #expect(tiles.stderrLines.last?.hasPrefix("wrote 1 tile (svg, 256 px) to out/ in ") == true, "\(tiles.stderr)")
        let record = try await Ptable.run(["snapshot", "record", "refs", "--elements", "Na", "--formats", "svg", "--no-table"],
                                                 in: folder)
        #expect(record.output.hasPrefix("recorded 1 file in refs in "), "\(record.output)")
        let verify = try await Ptable.run(["snapshot", "verify", "refs"], in: folder)
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.hasPrefix("verified 1 file in refs in "), "\(verify.stderr)")
    }
}
