import Foundation
import Testing

@Suite struct ListAndErrorsEndToEndTests {
    @Test func listPrintsSeedRows() async throws {
        let result = try await Ptable.run(["list"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let sodium = try #require(lines.firstIndex(of: "Sodium"))
        #expect(lines[sodium + 1] == "Na(11) 22.989769282")
        #expect(lines.prefix(2) == ["Hydrogen", "H(1) 1.008"])
        #expect(lines.contains("Tc(43) [98]"))
        #expect(result.stderr.isEmpty)
    }

    @Test func listSortedByNameStartsWithActinium() async throws {
        let result = try await Ptable.run(["list", "--sort", "name"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Actinium\nAc(89) [227]\n"))
    }

    @Test func groupedListHasSectionHeaders() async throws {
        let result = try await Ptable.run(["list", "--group", "state"])
        #expect(result.status == 0)
        let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headers == ["== Solid ==", "== Liquid ==", "== Gas =="])
    }

    /// A command line is parsed by the command it names, and again from the root when that
    /// fails or asks for help (CommandLineMain): usage lines, help, version and the nested
    /// commands read as they do from the root.
    @Test(arguments: [
        (["table", "--no-such-option"], 64, "Usage: ptable table <options>"),
        (["snapshot", "verify", "refs", "--jobs", "0"], 64, "Usage: ptable snapshot verify [<options>] <DIR>"),
        (["tile", "--help"], 0, "USAGE: ptable tile [<options>] <element>"),
        (["theme", "show", "-h"], 0, "USAGE: ptable theme show [<NAME|FILE>]"),
        (["help", "list"], 0, "USAGE: ptable list [<options>]"),
        (["tile", "Na", "--version"], 0, "0.1.0"),
        (["theme", "show", "mono"], 0, "\"name\": \"mono\""),
    ])
    func aCommandReadsAsFromTheRoot(arguments: [String], status: Int32, expected: String) async throws {
        let result = try await Ptable.run(arguments)
        #expect(result.status == status, "\(arguments)")
        #expect((result.output + result.stderr).contains(expected), "\(arguments): \(result.output)\(result.stderr)")
    }

    /// Every command's usage line fits an 80-column terminal: argument-parser wrote every option
    /// into it, 120 to 245 columns for list, palette, properties, serve and the favourites.
    @Test func everyUsageLineFitsEightyColumns() async throws {
        let commands = [[], ["table"], ["tile"], ["tiles"], ["list"], ["properties"], ["sources"], ["theme"], ["theme", "show"],
                        ["palette"], ["serve"], ["snapshot", "record"], ["snapshot", "verify"],
                        ["favorite", "add"], ["favorite", "list"], ["favorite", "remove"]]
        for command in commands {
            let result = try await Ptable.run(command + ["--help"])
            let usage = result.output.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }
            #expect(usage.map { $0.count <= 80 } == true, "\(command): \(usage ?? "no usage line")")
        }
    }

    @Test func unknownElementIsOneErrorLineWithSuggestion() async throws {
        let result = try await Ptable.run(["tile", "Sodum"])
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: no element matches \"Sodum\" (did you mean Sodium?)"])
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownElementWithoutSuggestion() async throws {
        let result = try await Ptable.run(["tile", "Xx"])
        #expect(result.status == 65)
        #expect(result.stderrLines == ["error: no element matches \"Xx\""])
    }

    /// A name that shows nothing (empty, spaces, a direction mark, which the message leaves out)
    /// says so: `no element matches ""` alone did not.
    @Test(arguments: ["", "  ", "\u{202E}", "\u{200F}\t"])
    func anElementNameThatShowsNothingSaysSo(name: String) async throws {
        let result = try await Ptable.run(["tile", name])
        #expect(result.status == 65)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasSuffix("\": it shows nothing; give a symbol, name or number, e.g. Na, Sodium or 11") == true,
                "\(result.stderrLines)")
    }

    /// A value with a control character or a noncharacter in it is named with escapes, so the
    /// message names what was typed: `cannot read x y` named a file with a space in it.
    @Test(arguments: [
        (["tile", "Fe", "--data", "x\u{1B}y\nz"], 65, #"error: cannot read x\u{1B}y\nz: no such file"#),
        (["tile", "Fe", "--data", "a\u{FFFE}b"], 65, #"error: cannot read a\u{FFFE}b: no such file"#),
        (["tile", "F\u{1}e"], 65, #"error: no element matches "F\u{1}e""#),
        (["tile", "Fe", "--theme", "cl\u{7F}assic"], 65,
         #"error: no theme named "cl\u{7F}assic" (did you mean classic?): not a built-in theme (classic, dark, mono) and no such file"#),
        (["tile", "Fe", "--size", "1\u{1B}2"], 64, #"error: The value '1\u{1B}2' is invalid for '--size <size>'"#),
        (["favorite", "add", "Fe", "--by", "A\u{1B}nn", "--store", "unused.db"], 64,
         #"error: invalid name "A\u{1B}nn": control characters are not allowed"#),
    ])
    func aHiddenCharacterInAValueIsShownAsAnEscape(arguments: [String], status: Int32, line: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == status)
        #expect(result.stderrLines.first == line, "\(result.stderrLines)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no store or output is made")
    }

    /// A mistyped command gets a suggestion as a mistyped element does (argument-parser only
    /// called it an unexpected argument), at the root and under a command with subcommands.
    @Test(arguments: [
        (["tlie", "Na"], "error: unknown command \"tlie\" (did you mean tile?)", "Usage: ptable <subcommand>"),
        (["Tables"], "error: unknown command \"Tables\" (did you mean table?)", "Usage: ptable <subcommand>"),
        (["favorite", "ad", "Na", "--by", "Ann"], "error: unknown command \"ad\" for ptable favorite (did you mean add?)",
         "Usage: ptable favorite <subcommand>"),
        (["snapshot", "recrod", "refs"], "error: unknown command \"recrod\" for ptable snapshot (did you mean record?)",
         "Usage: ptable snapshot <subcommand>"),
        (["xyzzy"], "error: unknown command \"xyzzy\"; the commands are list, tile, table, tiles, theme, palette, properties, sources, snapshot, favorite, serve",
         "Usage: ptable <subcommand>"),
        // argument-parser's help printed the root's help for an unknown topic, exit 0.
        (["help", "tiel"], "error: unknown command \"tiel\" (did you mean tile?)", "Usage: ptable <subcommand>"),
        (["help", "favorite", "nope"], "error: unknown command \"nope\" for ptable favorite; the commands are add, remove, list",
         "Usage: ptable favorite <subcommand>"),
    ])
    func aMistypedCommandGetsASuggestion(arguments: [String], message: String, usage: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == message, "\(result.stderr)")
        #expect(result.stderrLines.dropFirst().first == usage, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func aCommandsOwnArgumentIsNoMistypedCommand() async throws {
        let theme = try await Ptable.run(["theme", "dark"])
        #expect(theme.stderrLines.first == "error: unexpected argument 'dark'; to print a theme as JSON: ptable theme show dark")
        let help = try await Ptable.run(["help", "tile"])
        #expect(help.status == 0, "\(help.stderr)")
    }

    @Test func anAtomicNumberOutsideTheDataNamesTheRange() async throws {
        for query in ["0", "120", "-3", "99999999999999999999"] {
            let result = try await Ptable.run(["tile", "--", query])
            #expect(result.status == 65)
            #expect(result.stderrLines == ["error: no element matches \"\(query)\" (atomic numbers run from 1 to 119)"], "\(query)")
        }
    }

    @Test func usageErrorStartsWithErrorAndHasItsOwnExitCode() async throws {
        let result = try await Ptable.run(["list", "--sort", "bogus"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first?.hasPrefix("error: ") == true)
    }

    @Test func malformedDataFileIsOneLineNamingTheFile() async throws {
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent("bad.json")
        try Data("{\"elements\": [\n {\"name\": 3}\n]}".utf8).write(to: file)
        let result = try await Ptable.run(["list", "--data", file.path])
        #expect(result.status == 65)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("error: \(file.path): element 1, field \"name\": expected a string") == true)
    }

    @Test func helpDocumentsEveryCommand() async throws {
        let result = try await Ptable.run(["--help"])
        #expect(result.status == 0)
        for command in ["list", "tile", "table"] {
            #expect(result.output.contains(command))
        }
    }
}
