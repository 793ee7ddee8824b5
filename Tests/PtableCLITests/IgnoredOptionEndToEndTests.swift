import Foundation
import PTableTestSupport
import Testing

/// An option the chosen output cannot honour is a usage error, never silently dropped: the
/// user would otherwise get an image that is not what they asked for and no word about it.
@Suite struct IgnoredOptionEndToEndTests {
    @Test func sizeBesideSizesIsAUsageError() async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "--size", "128", "-o", "na.png"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.first == "error: --size and --sizes cannot be combined: --sizes gives every size drawn")
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func sizesAloneAndSizeAloneStillDraw() async throws {
        let folder = try Ptable.temporaryDirectory()
        let sizes = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "-o", "-", "--format", "png"], in: folder)
        #expect(sizes.status == 0, "\(sizes.stderr)")
        let size = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "-", "--format", "png"], in: folder)
        #expect(size.status == 0, "\(size.stderr)")
        let byDefault = try await Ptable.run(["tile", "Na", "-o", "-", "--format", "svg"], in: folder)
        #expect(byDefault.output.contains(#"width="512" height="512""#), "the default size is still 512")
    }

    /// An SVG option on another format, both SVG text options at once, or `--large` on a drawn
    /// table: the PNG, the terminal text or the SVG came out as if the option were not given.
    @Test func optionsForAnotherOutputAreUsageErrors() async throws {
        let svgOnly = "; choose svg with --format or the -o file's extension"
        let refused = [
            "tile Na --embed-fonts -o na.png": "--embed-fonts applies to svg, not png" + svgOnly,
            "tile Na --outline-text": "--outline-text applies to svg, not ansi" + svgOnly,
            "palette --outline-text --format pdf": "--outline-text applies to svg, not pdf" + svgOnly,
            "tiles --embed-fonts": "--embed-fonts applies to svg, not png" + svgOnly,
            "tile Na --embed-fonts --outline-text -o na.svg": "--embed-fonts and --outline-text cannot be combined: text drawn as outlines uses no font",
            "table --large -o t.svg": "--large draws the terminal table, not svg; leave it out, or choose ansi with --format",
        ]
        try await Self.expectUsageErrors(refused.map { ($0.key, $0.value) })
    }

    /// `--color` and `--columns` shape terminal text: on a drawn format the image came out
    /// exactly as without them, and nothing said so.
    @Test func terminalOptionsOnADrawnFormatAreUsageErrors() async throws {
        try await Self.expectUsageErrors([
            ("tile Na --color never -o na.png", "--color applies to terminal text (ansi), not png; leave it out, or choose ansi with --format"),
            ("tile Na --columns 40 --format svg", "--columns applies to terminal text (ansi), not svg; leave it out, or choose ansi with --format"),
            ("palette --color always --format json", "--color applies to terminal text (ansi), not json; leave it out, or choose ansi with --format"),
            ("table --paper a4 --color never", "--color applies to terminal text (ansi), not pdf; leave it out, or choose ansi with --format"),
            ("table --columns 120 --color never -o t.jpg",
             "--color and --columns apply to terminal text (ansi), not jpeg; leave them out, or choose ansi with --format"),
        ])
        let terminal = try await Ptable.run(["tile", "Na", "--color", "never", "--columns", "40", "--format", "ansi"])
        #expect(terminal.status == 0, "\(terminal.stderr)")
    }

    /// The terminal table has no title and always numbers its groups and periods: both options
    /// came out exactly as if they were not given.
    @Test func titleAndNoAxisNumbersOnTheTerminalTableAreUsageErrors() async throws {
        try await Self.expectUsageErrors([
            ("table --no-axis-numbers --color never", "--no-axis-numbers draws svg, png, jpeg, pdf or json; add --format or -o FILE"),
            ("table --large --title Elements", "--title draws svg, png, jpeg, pdf or json; add --format or -o FILE"),
            ("table --title Elements --no-axis-numbers --format ansi",
             "--title and --no-axis-numbers draw svg, png, jpeg, pdf or json, not ansi; choose one with --format"),
        ])
        let untitled = try await Ptable.run(["table", "--title", "", "--columns", "120", "--color", "never"])
        #expect(untitled.status == 0, "\(untitled.stderr)")
        let drawn = try await Ptable.run(["table", "--title", "Elements", "--no-axis-numbers", "-o", "-", "--format", "svg"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.output.contains(">Elements</text>"))
    }

    /// The key is drawn only under a table on a page: without --paper, --no-key left the
    /// image exactly as it was.
    @Test func noKeyWithoutAPaperIsAUsageError() async throws {
        try await Self.expectUsageErrors([("table --no-key -o t.svg", "--no-key applies to a page; add --paper (e.g. --paper a3)")])
        let page = try await Ptable.run(["table", "--paper", "a4", "--no-key", "-o", "-", "--format", "svg"])
        #expect(page.status == 0, "\(page.stderr)")
    }

    /// Runs each command (split at spaces) in one fresh folder: exit 64 with `error: ` and its
    /// message first, nothing on stdout, and nothing written.
    private static func expectUsageErrors(_ refused: [(command: String, message: String)]) async throws {
        let folder = try Ptable.temporaryDirectory()
        for (command, message) in refused {
            let result = try await Ptable.run(command.split(separator: " ").map(String.init), in: folder)
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderrLines.first == "error: \(message)", "\(command)")
            #expect(result.stdout.isEmpty, "\(command)")
        }
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    @Test func widthOnATerminalTableIsAUsageError() async throws {
        let result = try await Ptable.run(["table", "--width", "800", "--color", "never"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.first
            == "error: --width sizes an svg, png, jpeg, pdf or json table; the terminal table fits --columns N (else the terminal)")
        #expect(result.stdout.isEmpty)
    }

    /// The terminal tile fits the terminal: `--size 64` printed the same tile as without it.
    @Test func sizeOnATerminalTileIsAUsageError() async throws {
        let message = "--size sizes an svg, png, jpeg, pdf or json tile; the terminal tile fits --columns N (else the terminal)"
        try await Self.expectUsageErrors([("tile Na --size 64", message), ("tile Na --size 64 --format ansi --columns 40", message)])
        let drawn = try await Ptable.run(["tile", "Na", "--size", "64", "-o", "-", "--format", "svg"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
    }

    /// The back always shows the summary, appearance, named by and source: a field list or your
    /// own numbers drew the same back as without them.
    @Test func frontOnlyOptionsOnTheBackAreUsageErrors() async throws {
        let back = "the front of a tile; the back shows the summary, appearance, named by and source"
        let folder = try Ptable.temporaryDirectory()
        try "element,value\nNa,1\n".write(to: folder.appendingPathComponent("v.csv"), atomically: true, encoding: .utf8)
        try await Self.expectUsageErrors([
            ("tile Na --side back --fields mass,name -o na.svg", "--fields changes \(back) (leave it out, or draw --side front)"),
            ("tiles --side back --fields melt -o tiles", "--fields changes \(back) (leave it out, or draw --side front)"),
            ("tiles --side back --fields melt --values v.csv -o tiles",
             "--fields and --values change \(back) (leave them out, or draw --side front)"),
        ])
        let front = try await Ptable.run(["tiles", "--fields", "melt", "--values", "v.csv", "--elements", "Na", "-o", "tiles"], in: folder)
        #expect(front.status == 0, "\(front.stderr)")
    }

    @Test func sizesOnATerminalNamesEveryFormatItDraws() async throws {
        let result = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "--format", "ansi"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "error: --sizes draws svg, png, jpeg, pdf or json, not ansi; choose one with --format")
        let unasked = try await Ptable.run(["tile", "Na", "--sizes", "32,64"])
        #expect(unasked.stderrLines.first == "error: --sizes draws svg, png, jpeg, pdf or json; add --format or -o FILE")
        let jpeg = try await Ptable.run(["tile", "Na", "--sizes", "32,64", "--format", "jpeg", "-o", "-"])
        #expect(jpeg.status == 0, "jpeg is one of them")
    }

    /// Commands that draw nothing take no drawing options: `list --theme x` would otherwise
    /// succeed without a word while the theme, the units and the predictions change nothing.
    @Test(arguments: [["list"], ["favorite", "list"], ["favorite", "add", "Na", "--by", "Ann"], ["properties", "Na"]])
    func aCommandThatDrawsNothingRefusesDrawingOptions(command: [String]) async throws {
        let folder = try Ptable.temporaryDirectory()
        let environment = ["PTABLE_STORE": folder.appendingPathComponent("favorites.sqlite").path]
        for option in [["--theme", "dark"], ["--units", "C"], ["--predicted", "hide"]] {
            let result = try await Ptable.run(command + option, in: folder, environment: environment)
            #expect(result.status == 64, "\(command + option): \(result.stderr)")
            #expect(result.stderrLines.first?.hasPrefix("error: Unknown option '\(option[0])'") == true, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(Ptable.contents(of: folder).isEmpty, "nothing stored")
    }
}
