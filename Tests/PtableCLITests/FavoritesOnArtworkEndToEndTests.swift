import Foundation
import Testing

/// `--favorites-of NAME` on table, tiles, snapshot record and list; `list --letter`; `--elements @FILE`.
@Suite struct FavoritesOnArtworkEndToEndTests {
    let folder: URL
    let environment: [String: String]

    /// A store where Ann favours sodium and iron, and Bob potassium.
    init() async throws {
        folder = try Ptable.temporaryDirectory()
        environment = ["PTABLE_STORE": folder.appendingPathComponent("favorites.sqlite").path]
        for (element, person) in [("Na", "Ann"), ("Fe", "Ann"), ("K", "Bob")] {
            let added = try await Ptable.run(["favorite", "add", element, "--by", person], environment: environment)
            #expect(added.status == 0, "\(added.stderr)")
        }
    }

    func ptable(_ arguments: [String]) async throws -> Ptable.Result {
        try await Ptable.run(arguments, in: folder, environment: environment)
    }

    @Test func tableHighlightsTheFavouritesInSVGAsHighlightDoes() async throws {
        let favorites = try await ptable(["table", "--favorites-of", "Ann", "--format", "svg", "-o", "-"])
        let highlight = try await ptable(["table", "--highlight", "Na,Fe", "--format", "svg", "-o", "-"])
        #expect(favorites.status == 0, "\(favorites.stderr)")
        #expect(favorites.stdout == highlight.stdout)
        let scene = try await ptable(["table", "--favorites-of", "Ann", "--format", "json"])
        #expect(scene.output.components(separatedBy: "\"highlighted\"").count - 1 == 2)
    }

    @Test func theStoreIsNeverTheOutput() async throws {
        let before = try await ptable(["favorite", "list", "--format", "json"])
        let result = try await ptable(["table", "--favorites-of", "Ann", "--format", "svg", "-o", "./favorites.sqlite"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: cannot write ./favorites.sqlite: it is the same file as the --favorites-of input \(folder.path)/favorites.sqlite; choose another output")
        let after = try await ptable(["favorite", "list", "--format", "json"])
        #expect(after.status == 0 && after.stdout == before.stdout && !before.stdout.isEmpty)
    }

    @Test func terminalTableMarksTheFavourites() async throws {
        let plain = try await ptable(["table", "--favorites-of", "Ann", "--color", "never", "--columns", "120"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let lines = plain.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.contains(" Na* ") })
        #expect(lines.contains { $0.contains(" Fe* ") })
        #expect(!lines.contains { $0.contains(" K* ") })
        #expect(lines.suffix(2) == ["* Ann's favourites (2 elements): Na, Fe", ""])
        let colour = try await Ptable.run(["table", "--favorites-of", "Ann", "--color", "always", "--columns", "120"], in: folder,
                                           environment: environment.merging(["COLORTERM": "truecolor"]) { $1 })
        // Inverse: the classic theme's alkali-metal accent #602816 as fill, its onAccent white as bold text.
        #expect(colour.output.contains("\u{1B}[0;1;38;2;255;255;255;48;2;96;40;22mNa*"))
    }

    /// Under 56 columns the symbols stand side by side, with no room for a `*` after `Na`: without
    /// colour only the line under the table showed which elements were Ann's.
    @Test func theLineUnderANarrowTableNamesTheFavourites() async throws {
        let narrow = try await ptable(["table", "--favorites-of", "Ann", "--color", "never", "--columns", "50"])
        #expect(narrow.status == 0, "\(narrow.stderr)")
        #expect(!narrow.output.contains("Na*"))
        #expect(narrow.output.hasSuffix("\n* Ann's favourites (2 elements): Na, Fe\n"))
        // Wrapped to the terminal, the symbols going on two spaces in.
        let tight = try await ptable(["table", "--favorites-of", "Ann", "--color", "never", "--columns", "38"])
        #expect(tight.status == 0, "\(tight.stderr)")
        #expect(tight.output.hasSuffix("\n* Ann's favourites (2 elements): Na,\n  Fe\n"))
    }

    @Test func tilesAndSnapshotRecordDrawOnlyTheFavourites() async throws {
        let tiles = try await ptable(["tiles", "--favorites-of", "Ann", "--format", "svg", "-o", "tiles"])
        #expect(tiles.status == 0, "\(tiles.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("tiles")) == ["011-sodium.svg", "026-iron.svg"])
        let record = try await ptable(["snapshot", "record", "refs", "--favorites-of", "Bob", "--formats", "json", "--no-table"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("refs")) == ["019-potassium.json", "ptable-snapshot.json"])
        // The folder remembers the elements, so verify needs no store.
        let verify = try await Ptable.run(["snapshot", "verify", "refs"], in: folder,
                                           environment: ["PTABLE_STORE": "/nonexistent/store.sqlite"])
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test func aPersonWithoutFavouritesIsAnError() async throws {
        let result = try await ptable(["tiles", "--favorites-of", "Carol", "-o", "tiles"])
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: Carol has no favourites to show; add one with ptable favorite add ELEMENT --by \"Carol\""])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("tiles").path))
    }

    /// A command that only reads the store writes nothing into a file named as the store: an
    /// empty file stays empty (no schema, no log files beside it), a text file byte for byte.
    @Test func readingFromAnEmptyOrForeignFileLeavesItAsItWas() async throws {
        let empty = folder.appendingPathComponent("empty.sqlite")
        let notes = folder.appendingPathComponent("notes.txt")
        let text = Data("shopping: sodium chloride\n".utf8)
        #expect(FileManager.default.createFile(atPath: empty.path, contents: Data()))
        try text.write(to: notes)
        let before = Ptable.contents(of: folder)
        for arguments in [["table", "--favorites-of", "Ann", "--store", "empty.sqlite", "--format", "svg", "-o", "-"],
                          ["list", "--favorites-of", "Ann", "--store", "empty.sqlite"],
                          ["favorite", "list", "--store", "empty.sqlite"],
                          ["favorite", "remove", "Na", "--by", "Ann", "--store", "empty.sqlite"]] {
            let result = try await ptable(arguments)
            if arguments[0] != "favorite" {
                // No favourites in an empty file: the artwork commands say so and draw nothing.
                #expect(result.stderrLines == ["error: Ann has no favourites to show; add one with ptable favorite add ELEMENT --by \"Ann\""])
                #expect(result.status == 65 && result.stdout.isEmpty, "\(arguments)")
            } else {
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            #expect(try Data(contentsOf: empty).isEmpty, "\(arguments) wrote into the empty file")
            #expect(Ptable.contents(of: folder) == before, "\(arguments)")
        }
        let foreign = try await ptable(["table", "--favorites-of", "Ann", "--store", "notes.txt", "--format", "svg", "-o", "-"])
        #expect(foreign.status == 65)
        #expect(foreign.stderrLines == ["error: \(notes.path) is not a ptable favourites store (not an SQLite database); it was left untouched"])
        #expect(try Data(contentsOf: notes) == text)
        #expect(Ptable.contents(of: folder) == before)
    }

    @Test func listShowsOnlyTheFavouritesOrOneLetter() async throws {
        #expect(try await ptable(["list", "--favorites-of", "Ann"]).output == "Sodium\nNa(11) 22.989769282\nIron\nFe(26) 55.8452\n")
        let letter = try await ptable(["list", "--letter", "x"])
        #expect(letter.output == "Xenon\nXe(54) 131.2936\n")
        let a = try await ptable(["list", "--letter", "A", "--sort", "name"])
        #expect(a.output.split(separator: "\n").enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }
                == ["Actinium", "Aluminium", "Americium", "Antimony", "Argon", "Arsenic", "Astatine"])
        let none = try await ptable(["list", "--letter", "Q"])
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr == "no element's name begins with Q\n")
        let sharpS = try await ptable(["list", "--letter", "ß", "--lang", "de"])
        #expect(sharpS.status == 0 && sharpS.stdout.isEmpty && sharpS.stderr == "no element's name begins with ß\n")
        let german = try await ptable(["list", "--letter", "z", "--lang", "de"])
        #expect(german.output == "Zink\nZn(30) 65,382\nZirconium\nZr(40) 91,2242\nZinn\nSn(50) 118,7107\n")
        let bad = try await ptable(["list", "--letter", "AB"])
        #expect(bad.status == 64)
        #expect(bad.stderrLines.first == "error: --letter must be one letter such as A, got \"AB\"")
    }

    @Test func elementsFromAFileOnTilesAndSnapshotRecord() async throws {
        try "# noble gases\nHe\nneon  # by name\n\n18\n".write(to: folder.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        let tiles = try await ptable(["tiles", "--elements", "@list.txt", "--format", "json", "-o", "t"])
        #expect(tiles.status == 0, "\(tiles.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("t")) == ["002-helium.json", "010-neon.json", "018-argon.json"])
        let record = try await ptable(["snapshot", "record", "r", "--elements", "@list.txt", "--formats", "json", "--no-table"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("r")).count == 4)
        let missing = try await ptable(["tiles", "--elements", "@nope.txt", "-o", "m"])
        #expect(missing.status == 65)
        #expect(missing.stderrLines == ["error: cannot read nope.txt: no such file"])
    }
}
