import Foundation
import Testing

/// Every class of bad `--values` and `--count-formulas` file: exit 65, one stderr line naming
/// the file, the line (and column) and the problem, and nothing written, not even a folder.
@Suite struct BadValuesEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var option: String
        var file: String
        var contents: [UInt8]
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ option: String, _ file: String, _ text: String, _ message: String) {
            self.init(name, option, file, bytes: Array(text.utf8), message)
        }

        init(_ name: String, _ option: String, _ file: String, bytes: [UInt8], _ message: String) {
            self.name = name
            self.option = option
            self.file = file
            contents = bytes
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case("unknown element", "--values", "v.csv", "element,value\nFe,1\nXq,2\n", "v.csv: line 3, column 1: no element matches \"Xq\""),
        Case("misspelt name", "--values", "v.csv", "element,value\nIrn,1\n", "v.csv: line 2, column 1: no element matches \"Irn\" (did you mean Iron?)"),
        Case("non-number", "--values", "v.csv", "element,value\nFe,12kg\n",
             "v.csv: line 2, column 4: \"12kg\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        Case("NaN", "--values", "v.csv", "element,value\nFe,nan\n",
             "v.csv: line 2, column 4: \"nan\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        Case("infinity", "--values", "v.csv", "element,value\nFe,1e999\n", "v.csv: line 2, column 4: 1e999 for Fe is out of range (at most ±1.8e308)"),
        Case("duplicate element", "--values", "v.csv", "element,value\nFe,1\nO,2\n26,3\n",
             "v.csv: line 4, column 1: Iron (Fe, 26) is given twice (first at line 2, column 1)"),
        Case("element 119 not drawn", "--values", "v.csv", "element,value\nUue,1\n",
             "v.csv: line 2, column 1: Ununennium (Uue, 119) is not on the table: add --include-hypothetical to draw it"),
        Case("empty file", "--values", "v.csv", "",
             "v.csv: the file is empty; expected a header line such as element,value and a line per element"),
        Case("unclosed quote", "--values", "v.csv", "element,value\r\nFe,\"1\r\n", "v.csv: line 2, column 4: the quoted field opened here is never closed"),
        Case("not UTF-8", "--values", "v.csv", bytes: Array("element,value\nFe,".utf8) + [0xC0], "v.csv is not UTF-8 text: line 2, column 4: byte 0xC0"),
        Case("JSON string value", "--values", "v.json", "{\n  \"Fe\": \"5.5\"\n}",
             "v.json: line 2, column 9: the value of \"Fe\" must be a number or null, found a string"),
        Case("JSON duplicate", "--values", "v.json", "{\"Fe\": 1, \"iron\": 2}",
             "v.json: line 1, column 19: Iron (Fe, 26) is given twice (first at line 1, column 8)"),
        Case("JSON syntax", "--values", "v.json", "{\"Fe\": 1,}", "v.json is not valid JSON: line 1, column 10: expected a key in double quotes, found '}'"),
        Case("charge", "--count-formulas", "f.txt", "Fe2O3\n# ions\n  SO4^2-\n",
             "f.txt: line 3, column 6: \"SO4^2-\": '^': charges are not supported; write a neutral formula (CuSO4, not SO4^2-)"),
        Case("unknown symbol", "--count-formulas", "f.txt", "Fe2O3\nMg(OH)2\nXe2Qo\n", "f.txt: line 3, column 4: \"Xe2Qo\": unknown element symbol \"Qo\""),
        Case("unbalanced bracket", "--count-formulas", "f.txt", "(NH4)2SO4)\n", "f.txt: line 1, column 10: \"(NH4)2SO4)\": ')' closes nothing"),
        Case("no formulas", "--count-formulas", "f.txt", "# only a comment\n\n",
             "f.txt: no formulas (the file has only blank lines and # comments); write one formula per line such as Fe2O3"),
    ]

    /// The commands a bad file goes through. They read the file through the same loader before
    /// anything is drawn or created, so the first cases go through all of them and the others
    /// through one each, in turn: every kind of fault is refused by some command, and each
    /// command (standard output, a file, a folder of tiles) refuses a third of the kinds.
    static func commands(_ bad: Case) -> [[String]] {
        [["table", bad.option, bad.file, "--format", "png"], ["table", bad.option, bad.file, "-o", "out.svg"],
         ["tiles", bad.option, bad.file, "-o", "tiles"]]
    }

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingWritten(_ bad: Case) async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data(bad.contents).write(to: folder.appendingPathComponent(bad.file))
        let index = try #require(Self.cases.firstIndex { $0.name == bad.name })
        let all = Self.commands(bad)
        for command in index < all.count ? all : [all[index % all.count]] {
            let result = try await Ptable.run(command, in: folder)
            #expect(result.status == 65, "\(command)")
            #expect(result.stderrLines == ["error: \(bad.message)"], "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(Ptable.contents(of: folder) == [bad.file], "\(command) wrote something")
        }
    }

    @Test func filesAreReadWithTheLimitsOfADataFile() async throws {
        let folder = try Ptable.temporaryDirectory()
        let huge = folder.appendingPathComponent("huge.csv")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()
        let cases: [([String], String)] = [
            (["--values", "huge.csv"], "huge.csv is 67108865 bytes, over the limit of 67108864 bytes"),
            (["--count-formulas", "/dev/zero"], "cannot read /dev/zero: it is not a regular file (a device, FIFO or socket)"),
            (["--values", "."], "cannot read .: it is a directory"),
            (["--values", "none.csv"], "cannot read none.csv: no such file"),
        ]
        for (options, message) in cases {
            let (result, timedOut) = try await Ptable.run(["table"] + options + ["-o", "out.svg"], in: folder, deadline: 30)
            #expect(!timedOut)
            #expect(result.status == 65)
            #expect(result.stderrLines == ["error: \(message)"])
        }
        #expect(Ptable.contents(of: folder) == ["huge.csv"])
    }

    @Test(arguments: [
        (["--values", "v.csv", "--color-by", "melt"], "--values and --count-formulas colour the table by your numbers; leave out --color-by"),
        (["--values", "v.csv", "--count-formulas", "v.csv"], "--values and --count-formulas cannot be combined: each gives the numbers to draw"),
        (["--data", "-", "--count-formulas", "-", "-o", "o.svg"], "--data and --count-formulas cannot both read standard input (-); give one of them a file"),
        (["--count-mode", "occurrence"], "--count-mode applies to --count-formulas FILE"),
        (["--values-column", "x"], "--values-column chooses a column of the --values file; add --values FILE"),
        (["--values-unit", "ppm"], "--values-unit names the numbers of --values or --count-formulas; add one of them"),
        (["--values", "v.csv", "--format", "ansi"], "--values draws svg, png, jpeg, pdf or json, not ansi; choose one with --format"),
        (["--color-by", "melt", "--highlight", "Fe", "--symbol-color-by", "phase"],
         "--color-by, --highlight and --symbol-color-by draw svg, png, jpeg, pdf or json; add --format or -o FILE"),
        (["--highlight", "Fe", "-o", "t.ansi"], "--highlight draws svg, png, jpeg, pdf or json, not ansi; choose one with --format or the -o file's extension"),
        (["--highlight", "Na,Uue", "-o", "o.svg"], "--highlight: Ununennium (Uue, 119) is not on the table: add --include-hypothetical to draw it"),
        (["--values", "v.csv", "--scale", "log", "--range", "0:10", "-o", "o.svg"], "--range must start above 0 on a log scale, got 0:10"),
        (["--color-by", "group", "--symbol-color-by", "group", "-o", "o.svg"],
         "--symbol-color-by group repeats the tiles' colouring by group; choose another scheme for the symbols"),
        (["--symbol-color-by", "category", "-o", "o.svg"],
         "--symbol-color-by category repeats the tiles' colouring by category; choose another scheme for the symbols"),
    ])
    func usageErrorsExit64(_ options: [String], _ message: String) async throws {
        let folder = try ValuesEndToEndTests.folder(["v.csv": "element,value\nFe,1\n"])
        let result = try await Ptable.run(["table"] + options, in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: \(message)")
        #expect(Ptable.contents(of: folder) == ["v.csv"])
    }

    @Test func anOutputThatIsTheValuesFileIsRefusedAndTheFileKept() async throws {
        let csv = "element,value\nFe,1\n"
        let folder = try ValuesEndToEndTests.folder(["v.csv": csv, "f.txt": "H2O\n"])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: "v.csv")
        for arguments in [["--values", "v.csv", "--format", "svg", "-o", "./v.csv"], ["--values", "v.csv", "--format", "svg", "-o", "link.svg"],
                          ["--count-formulas", "f.txt", "--format", "svg", "-o", "f.txt"]] {
            let result = try await Ptable.run(["table"] + arguments, in: folder)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderrLines.first?.hasPrefix("error: ") == true)
            #expect(result.stderrLines.first?.contains(arguments[1]) == true, "\(result.stderr)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("v.csv"), encoding: .utf8) == csv)
        #expect(try String(contentsOf: folder.appendingPathComponent("f.txt"), encoding: .utf8) == "H2O\n")
    }

    @Test func aLogScaleOverAZeroCountNamesTheElement() async throws {
        let folder = try ValuesEndToEndTests.folder(["v.csv": "element,value\nFe,0\nO,2\n"])
        let result = try await Ptable.run(["table", "--values", "v.csv", "--scale", "log", "-o", "o.svg"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: a log scale needs positive values, but value is zero or negative for 1 element (Iron 0); use a linear scale")
        // Found while running, the usage named is still the table's, not the root's.
        #expect(Array(result.stderrLines.dropFirst()) == ["Usage: ptable table <options>", "  See 'ptable table --help' for more information."])
        #expect(Ptable.contents(of: folder) == ["v.csv"])
    }
}
