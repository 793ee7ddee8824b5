import Foundation
import Testing

/// A path that starts with `~` reaches ptable only when the shell was told not to expand it
/// (`-o '~'`), so it names a file of that name in the working folder. Foundation's file URLs
/// read it as the account's home folder (from the password database, not `HOME`): `tiles -o
/// '~'` wrote into root's home, `--data '~'` read it, and `--store '~/f.sqlite'` was a different
/// file for `ptable favorite` than for `ptable serve`.
@Suite struct TildePathEndToEndTests {
    @Test func anOutputNamedTildeIsWrittenInTheWorkingFolder() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tile", "Na", "--format", "svg", "-o", "~"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Ptable.contents(of: folder) == ["~"])
        let tiles = try await Ptable.run(["tiles", "--elements", "Na", "--format", "svg", "-o", "~tiles"], in: folder)
        #expect(tiles.status == 0, "\(tiles.stderr)")
        #expect(tiles.stderr.hasPrefix("wrote 1 tile (svg, 256 px) to ./~tiles/ in "), "\(tiles.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("~tiles/011-sodium.svg").path))
    }

    @Test func inputsNamedTildeAreReadFromTheWorkingFolder() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data(#"[{"name": "Tildium", "number": 1, "symbol": "Ti", "xpos": 1, "ypos": 1}]"#.utf8)
            .write(to: folder.appendingPathComponent("~"))
        let list = try await Ptable.run(["list", "--data", "~"], in: folder)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.output.hasPrefix("Tildium\n"))
        try Data("Fe\n".utf8).write(to: folder.appendingPathComponent("~list"))
        let highlighted = try await Ptable.run(["table", "--highlight", "@~list", "--format", "svg", "-o", "-"], in: folder)
        #expect(highlighted.status == 0, "\(highlighted.stderr)")
    }

    @Test func aStoreNamedTildeIsAFileInTheWorkingFolder() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["favorite", "add", "Na", "--by", "Ann", "--store", "~"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Ptable.contents(of: folder).contains("~"))
    }
}
