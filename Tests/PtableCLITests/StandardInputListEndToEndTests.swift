import Foundation
import PTableTestSupport
import Testing

/// `--highlight @-` and `--elements @-`: the element list on standard input, as `-` reads
/// standard input everywhere else; one option at a time may read it.
@Suite struct StandardInputListEndToEndTests {
    @Test func aHighlightListOnStandardInputDrawsWhatTheSameListAsAnArgumentDraws() async throws {
        let piped = try await Ptable.run(["table", "--highlight", "@-", "--format", "svg", "-o", "-"],
                                                input: Data("# alkali metals\nNa\npotassium, 3\n".utf8))
        #expect(piped.status == 0, "\(piped.stderr)")
        let given = try await Ptable.run(["table", "--highlight", "Na,K,Li", "--format", "svg", "-o", "-"])
        #expect(given.status == 0)
        #expect(piped.stdout == given.stdout)
        #expect(piped.output.contains("dimmed"))
    }

    @Test func aBadListOnStandardInputNamesStandardInput() async throws {
        let empty = try await Ptable.run(["table", "--highlight", "@-", "--format", "svg", "-o", "-"], input: Data())
        #expect(empty.status == 65)
        #expect(empty.stderrLines == ["error: standard input: the highlight file is empty; list elements one a line"])
        let unknown = try await Ptable.run(["table", "--highlight", "@-", "--format", "svg", "-o", "-"],
                                                  input: Data("Na\nSodim\n".utf8))
        #expect(unknown.status == 65)
        #expect(unknown.stderrLines == ["error: standard input: line 2: no element matches \"Sodim\" (did you mean Sodium?)"])
        #expect(unknown.stdout.isEmpty)
    }

    /// The file and the line: in a list of a hundred names, the file alone left the reader to search.
    @Test func aNameInAListFileThatMatchesNoElementNamesTheFileAndLine() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data("Na\n# alkali metals end here\n\nFe, Xx\n".utf8).write(to: folder.appendingPathComponent("metals.txt"))
        try Data("H-He\nLu-La\n".utf8).write(to: folder.appendingPathComponent("range.txt"))
        try Data("Na\nK-Qq\n".utf8).write(to: folder.appendingPathComponent("end.txt"))
        let highlight = try await Ptable.run(["table", "--highlight", "@metals.txt", "-o", "t.svg"], in: folder)
        #expect(highlight.status == 65)
        #expect(highlight.stderrLines == ["error: metals.txt: line 4: no element matches \"Xx\""])
        let tiles = try await Ptable.run(["tiles", "--elements", "@range.txt", "--format", "svg", "-o", "t"], in: folder)
        #expect(tiles.status == 65)
        #expect(tiles.stderrLines == ["error: range.txt: line 2: the range \"Lu-La\" runs from a higher atomic number to a lower one; write La-Lu"])
        let rangeEnd = try await Ptable.run(["tiles", "--elements", "@end.txt", "--format", "svg", "-o", "t"], in: folder)
        #expect(rangeEnd.stderrLines == ["error: end.txt: line 2: no element matches \"Qq\""])
        // snapshot record looks its list up later, while it plans; it named neither file nor line.
        let record = try await Ptable.run(["snapshot", "record", "--elements", "@metals.txt", "refs"], in: folder)
        #expect(record.status == 65)
        #expect(record.stderrLines == ["error: metals.txt: line 4: no element matches \"Xx\""])
        #expect(Ptable.contents(of: folder) == ["end.txt", "metals.txt", "range.txt"])
        // A list on the command line is the user's own words: no file to name.
        let inline = try await Ptable.run(["table", "--highlight", "Na,Xx", "-o", "t.svg"], in: folder)
        #expect(inline.stderrLines == ["error: no element matches \"Xx\""])
    }

    @Test func tilesTakeTheirElementsFromStandardInput() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tiles", "--elements", "@-", "--format", "svg", "--size", "32", "-o", "t"],
                                                 in: folder, input: Data("Na\n# a comment\n19\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Ptable.contents(of: folder.appendingPathComponent("t")) == ["011-sodium.svg", "019-potassium.svg"])
    }

    @Test(arguments: [
        (["table", "--highlight", "@-", "--data", "-", "--format", "svg"], "--highlight @- and --data - cannot both read standard input"),
        (["table", "--highlight", "@-", "--values", "-", "--format", "svg"], "--highlight @- and --values - cannot both read standard input"),
        (["tiles", "--elements", "@-", "--data", "-", "-o", "t"], "--elements @- and --data - cannot both read standard input"),
        (["snapshot", "record", "r", "--elements", "@-", "--data", "-"], "--elements @- and --data - cannot both read standard input"),
    ])
    func onlyOneOptionReadsStandardInput(arguments: [String], message: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder, input: Data("Na\n".utf8))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.first == "error: \(message); give one of them a file")
        #expect(Ptable.contents(of: folder).isEmpty)
    }
}
