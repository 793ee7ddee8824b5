import Foundation
import Testing

/// One class of bad `--data` file each: through `table … --format svg -o`, `tile … -o` and
/// `list`, every one exits 65 with exactly one stderr line that starts with the expected
/// words, and leaves no output file (and no temporary file) behind.
@Suite struct BadDataEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: [UInt8]
        /// What follows `error: bad.json` on the one stderr line (its first words).
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ message: String) {
            self.init(name, bytes: Array(text.utf8), message)
        }

        init(_ name: String, bytes: [UInt8], _ message: String) {
            self.name = name
            contents = bytes
            self.message = message
        }
    }

    /// A record with the required fields, `fields` replacing or adding members.
    static func record(_ fields: [String: String] = [:], name: String = "Hydrogen", symbol: String = "H",
                       number: String = "1", xpos: String = "1") -> String {
        var members = ["name": "\"\(name)\"", "number": number, "symbol": "\"\(symbol)\"", "xpos": xpos, "ypos": "1"]
        for (key, value) in fields { members[key] = value }
        return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    static func file(_ records: String...) -> String {
        "{\"elements\": [\n" + records.joined(separator: ",\n") + "\n]}\n"
    }

    static let cases: [Case] = [
        Case("not JSON", "Hydrogen, 1, H\n", " is not valid JSON: line 1, column 1: expected a value, found 'H'"),
        Case("truncated JSON", String(file(record()).prefix(30)), " is not valid JSON: line 2, column 10: the file ends inside the string"),
        Case("trailing comma", "{\"elements\": [\(record()),]}", " is not valid JSON: line 1, column 86: expected a value, found ']'"),
        Case("empty file", "", " is not valid JSON: the file is empty"),
        Case("NaN literal", file(record(["melt": "NaN"])), " is not valid JSON: line 2, column 10: expected a value, found 'N'"),
        Case("nesting 100 000 deep", String(repeating: "[", count: 100_000),
             " is not valid JSON: line 1, column 65: arrays and objects are nested more than 64 levels deep"),
        Case("repeated key", file(record(["symbol": "\"H\", \"symbol\": \"He\""])),
             " is not valid JSON: line 2, column 50: key \"symbol\" appears twice in one object"),
        Case("not UTF-8", bytes: Array("{\"elements\": [{\"name\": \"".utf8) + [0xC9, 0x6C] + Array("\"}]}".utf8),
             " is not UTF-8 text: line 1, column 25: byte 0xC9"),
        Case("UTF-16", bytes: [0xFF, 0xFE] + Array("{}".utf16.flatMap { [UInt8($0), 0] }), " is not UTF-8 text: line 1, column 1: byte 0xFF"),
        Case("top level a number", "42", ": the top level must be an array of element objects or an object with an \"elements\" array, found a number"),
        Case("empty bare array", "[]", ": the top-level array is empty"),
        Case("no elements key", "{\"element\": []}", ": the top level has no \"elements\" array"),
        Case("elements not an array", "{\"elements\": {\"1\": {}}}", ": \"elements\" must be an array, found an object"),
        Case("empty element list", "{\"elements\": []}", ": the \"elements\" array is empty"),
        Case("record not an object", file("\"Hydrogen\""), ": element 1: expected an object, found a string"),
        Case("required field missing", file("{\"name\": \"Hydrogen\", \"number\": 1, \"xpos\": 1, \"ypos\": 1}"),
             ": element 1 (Hydrogen), field \"symbol\": required field is missing"),
        Case("required field null", file(record(["xpos": "null"])), ": element 1 (Hydrogen), field \"xpos\": required field is null"),
        Case("required field wrong type", file(record(["number": "\"one\""])),
             ": element 1 (Hydrogen), field \"number\": expected an integer, found a string"),
        Case("name wrong type", file(record(["name": "42"])), ": element 1, field \"name\": expected a string, found a number"),
        Case("number below 1", file(record(number: "0")), ": element 1 (Hydrogen), field \"number\": 0 is outside 1...999"),
        Case("number 1e300", file(record(number: "1e300")), ": element 1 (Hydrogen), field \"number\": 1e300 is outside 1...999"),
        Case("number Int.max", file(record(number: "9223372036854775807")),
             ": element 1 (Hydrogen), field \"number\": 9223372036854775807 is outside 1...999"),
        Case("number not whole", file(record(number: "1.5")), ": element 1 (Hydrogen), field \"number\": expected an integer, found 1.5"),
        Case("coordinate below 1", file(record(xpos: "0")), ": element 1 (Hydrogen), field \"xpos\": 0 is outside 1...64"),
        Case("coordinate absurd", file(record(["ypos": "4294967297"])),
             ": element 1 (Hydrogen), field \"ypos\": 4294967297 is outside 1...32"),
        Case("negative kelvin", file(record(["boil": "-20.3"])), ": element 1 (Hydrogen), field \"boil\": -20.3 K is below absolute zero"),
        Case("temperature 1e308", file(record(["melt": "1e308"])), ": element 1 (Hydrogen), field \"melt\": 1e308 K is over the limit of 100000 K"),
        Case("mass 1e300", file(record(["atomic_mass": "1e300"])),
             ": element 1 (Hydrogen), field \"atomic_mass\": 1e300 is over the limit of 10000"),
        Case("NaN as a string", file(record(["melt": "\"NaN\""])), ": element 1 (Hydrogen), field \"melt\": expected a number, found a string"),
        Case("Infinity as a string", file(record(["atomic_mass": "\"Infinity\""])),
             ": element 1 (Hydrogen), field \"atomic_mass\": expected a number, found a string"),
        Case("optional field wrong type", file(record(["discovered_by": "[\"Cavendish\"]"])),
             ": element 1 (Hydrogen), field \"discovered_by\": expected a string, found an array"),
        Case("optional nested field wrong type", file(record(["image": "{\"url\": 1}"])),
             ": element 1 (Hydrogen), field \"image.url\": expected a string, found a number"),
        Case("optional array item wrong type", file(record(["shells": "[1, null]"])),
             ": element 1 (Hydrogen), field \"shells[1]\": expected an integer, found null"),
        Case("empty name", file(record(name: " ")), ": element 1, field \"name\": must not be empty"),
        Case("symbol not letters", file(record(symbol: "H2")), ": element 1 (Hydrogen), field \"symbol\": \"H2\" is not 1 to 3 letters"),
        Case("duplicate number", file(record(), record(name: "Helium", symbol: "He", xpos: "18")),
             ": element 2 (Helium), field \"number\": 1 is also used by Hydrogen"),
        Case("duplicate symbol", file(record(), record(name: "Helium", number: "2", xpos: "18")),
             ": element 2 (Helium), field \"symbol\": H is also used by Hydrogen"),
        Case("duplicate cell", file(record(), record(name: "Helium", symbol: "He", number: "2")),
             ": element 2 (Helium), xpos/ypos (1, 1) is also the cell of Hydrogen"),
        Case("duplicate wide cell", file(record(["wxpos": "1", "wypos": "1"]),
                                         record(["wxpos": "1", "wypos": "1"], name: "Helium", symbol: "He", number: "2", xpos: "18")),
             ": element 2 (Helium), wxpos/wypos (1, 1) is also the cell of Hydrogen"),
    ]

    /// The commands a bad file goes through. Every command reads `--data` through the same
    /// loader (once, before anything is drawn), so the first cases go through all of them and the
    /// others through one each, in turn: every kind of fault is refused by some command and every
    /// command refuses a quarter of the kinds, for a quarter of the launches of the whole matrix.
    static let commands = [["table", "--data", "bad.json", "--format", "svg", "-o", "out.svg"],
                           ["tile", "1", "--data", "bad.json", "--format", "png", "-o", "tile.png"],
                           ["tile", "H", "--data", "bad.json"],
                           ["list", "--data", "bad.json"]]

    @Test(arguments: cases)
    func badDataIsOneErrorLineAndNoOutput(_ bad: Case) async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data(bad.contents).write(to: folder.appendingPathComponent("bad.json"))
        let expected = "error: bad.json" + bad.message
        let index = try #require(Self.cases.firstIndex { $0.name == bad.name })
        for command in index < Self.commands.count ? Self.commands : [Self.commands[index % Self.commands.count]] {
            let (result, timedOut) = try await Ptable.run(command, in: folder, deadline: 60)
            #expect(!timedOut)
            #expect(result.status == 65, "\(command)")
            #expect(result.stderrLines.count == 1, "\(command): \(result.stderr)")
            #expect(result.stderrLines.first?.hasPrefix(expected) == true, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(Ptable.contents(of: folder) == ["bad.json"], "\(command) left files behind")
        }
    }

    @Test func fileOverTheSizeLimitIsRefusedFromItsSize() async throws {
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)  // sparse: nothing is written to disk
        try handle.close()
        let (result, timedOut) = try await Ptable.run(["table", "--data", "huge.json", "--format", "svg", "-o", "out.svg"],
                                                       in: folder, deadline: 30)
        #expect(!timedOut)
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: huge.json is 67108865 bytes, over the limit of 67108864 bytes"])
        #expect(Ptable.contents(of: folder) == ["huge.json"])
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null", "/dev/stdin"])
    func devicesAreRefusedWithoutReadingThem(path: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let (result, timedOut) = try await Ptable.run(["table", "--data", path, "--format", "svg", "-o", "out.svg"],
                                                       in: folder, deadline: 30)
        #expect(!timedOut, "ptable read \(path)")
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: cannot read \(path): it is not a regular file (a device, FIFO or socket)"])
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() async throws {
        let folder = try Ptable.temporaryDirectory()
        #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o600) == 0)
        let (result, timedOut) = try await Ptable.run(["list", "--data", "pipe.json"], in: folder, deadline: 30)
        #expect(!timedOut, "ptable waited on a FIFO")
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: cannot read pipe.json: it is not a regular file (a device, FIFO or socket)"])
    }

    /// A file of elements past 118 only: the table and the tiles have nothing to draw, and say
    /// so (they wrote a blank poster and "wrote 0 tiles" with exit 0).
    @Test func dataWithNothingToDrawIsRefused() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Self.file(Self.record(name: "Ununennium", symbol: "Uue", number: "119")).write(to: folder.appendingPathComponent("far.json"),
                                                                                           atomically: true, encoding: .utf8)
        let message = "error: far.json has no element from 1 to 118 to draw; --include-hypothetical draws those past 118"
        for command in [["table", "--data", "far.json", "-o", "t.svg"], ["tiles", "--data", "far.json", "-o", "tiles"]] {
            let result = try await Ptable.run(command, in: folder)
            #expect(result.status == 65 && result.stderrLines == [message], "\(command): \(result.stderr)")
            #expect(Ptable.contents(of: folder) == ["far.json"], "\(command) left files behind")
        }
        let hypothetical = try await Ptable.run(["table", "--data", "far.json", "--include-hypothetical", "-o", "t.svg"], in: folder)
        #expect(hypothetical.status == 0, "\(hypothetical.stderr)")
    }

    @Test func missingFileAndFolderAreNamed() async throws {
        let folder = try Ptable.temporaryDirectory()
        let missing = try await Ptable.run(["list", "--data", "none.json"], in: folder)
        #expect(missing.status == 65)
        #expect(missing.stderrLines == ["error: cannot read none.json: no such file"])
        let directory = try await Ptable.run(["list", "--data", "."], in: folder)
        #expect(directory.status == 65)
        #expect(directory.stderrLines == ["error: cannot read .: it is a directory"])
    }
}
