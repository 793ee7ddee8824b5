import Foundation
import Testing

/// Every error is one line that names the value and the problem, with the documented code.
@Suite struct ErrorLineEndToEndTests {
    static let usage: [(arguments: [String], message: String)] = [
        (["--paper", "1x1mm"], "error: --paper leaves no room inside the default 10 mm margin (give a smaller --margin), got 1x1mm"),
        (["--paper", "6000x6000mm"], "error: --paper must be at most 5080 mm (200 in, the PDF page limit) a side, got 6000x6000mm"),
        (["--paper", "5080x5080mm", "--bleed", "3"],
         "error: --paper 5080x5080mm with --bleed 3 mm is over the PDF limit of 14400 pt (200 in) a side"),
        (["--paper", "10x10mm", "--margin", "1", "--dpi", "1", "--format", "png"],
         "error: --dpi 1 is too low: 10×10 mm at 1 dpi is 0 × 0 px; use --dpi 2 or more"),
        (["--paper", "a4", "--margin", "200"],
         "error: --margin must be at least 0 and less than half the page's shorter side (105 mm), got 200 mm"),
        (["--highlight", "Na", "--favorites-of", "Ann", "--format", "svg"],
         "error: --favorites-of and --highlight cannot be combined: both choose the highlighted elements"),
        // A JPEG is encoded whole, so its limits are lower than a PNG's: a usage error, not an internal one.
        (["--paper", "a0", "--dpi", "300", "--format", "jpeg"],
         "error: A0 at 300 dpi is 14043 × 9933 px; a JPEG may have at most 100 million pixels (use --dpi 254 or less, or --format png)"),
        (["--width", "32768", "--format", "jpeg"],
         "error: the image is 32768 × 20123 px; a JPEG may have at most 100 million pixels (use PNG for larger pages)"),
    ]

    @Test(arguments: 0..<8)
    func pageProblemsNameTheValue(index: Int) async throws {
        let (arguments, message) = Self.usage[index]
        let result = try await Ptable.run(["table"] + arguments + ["-o", "-"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func theLargestPaperWithoutBleedIsAccepted() async throws {
        let result = try await Ptable.run(["table", "--paper", "5080x1mm", "--margin", "0", "--format", "pdf", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func highlightFilesThatNameNothingSaySo() async throws {
        let folder = try Ptable.temporaryDirectory()
        try Data().write(to: folder.appendingPathComponent("empty.txt"))
        try Data("# just a comment\n\n".utf8).write(to: folder.appendingPathComponent("comments.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        let cases = [
            ("@/dev/null", "error: /dev/null: the highlight file is empty; list elements one a line"),
            ("@empty.txt", "error: empty.txt: the highlight file is empty; list elements one a line"),
            ("@comments.txt", "error: comments.txt: the highlight file names no element (only blank lines and # comments)"),
            ("@/dev/zero", "error: cannot read /dev/zero: it is not a regular file (a device, FIFO or socket)"),
            ("@dir", "error: cannot read dir: it is a directory"),
        ]
        for (argument, message) in cases {
            let (result, timedOut) = try await Ptable.run(["table", "--highlight", argument, "--format", "svg", "-o", "-"],
                                                           in: folder, deadline: 30)
            #expect(!timedOut)
            #expect(result.status == 65, "\(argument)")
            #expect(result.stderrLines == [message])
        }
    }

    @Test(arguments: [
        (["tile", "Na", "-o", ""], "error: -o needs a file, got an empty path"),
        (["tiles", "-o", ""], "error: -o needs a folder, got an empty path"),
        (["snapshot", "record", ""], "error: DIR needs a folder, got an empty path"),
        (["snapshot", "verify", "refs", "--diffs", ""], "error: --diffs needs a folder, got an empty path"),
        (["table", "--data", ""], "error: --data needs a file, got an empty path"),
        (["table", "--theme", ""], "error: --theme needs a theme name or file, got an empty path"),
        (["table", "--highlight", "@", "--format", "svg"], "error: --highlight @ needs a file after @, got an empty path"),
        (["table", "--highlight", "@ ", "--format", "svg"],
         "error: --highlight @ needs a file after @, got a path of only white space; write ./ before it for a name like that"),
        (["theme", "show", ""], "error: NAME|FILE needs a theme name or file, got an empty path"),
        (["theme", "show", " "], "error: NAME|FILE needs a theme name or file, got a path of only white space; write ./ before it for a name like that"),
        (["tile", "Na", "-o", "   "], "error: -o needs a file, got a path of only white space; write ./ before it for a name like that"),
        (["tiles", "-o", " \t"], "error: -o needs a folder, got a path of only white space; write ./ before it for a name like that"),
        (["list", "--store", "  "], "error: --store needs a file, got a path of only white space; write ./ before it for a name like that"),
    ])
    func anEmptyPathIsAUsageErrorNotTheCurrentFolder(arguments: [String], message: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == message)
        #expect(Ptable.contents(of: folder).isEmpty, "wrote into the current folder")
    }

    /// `--size=` with nothing after the `=`: argument-parser reported a missing value, or took
    /// the next option for the value (`The value '--format' is invalid for '--size <size>'`), or
    /// the next word, and ran as if `--size 64` had been typed; a flag (`--json=`) ran as if
    /// given alone.
    @Test(arguments: [
        (["tile", "Na", "--size="], "error: --size= gives --size an empty value; write --size=<size> or --size <size>"),
        (["tile", "Na", "--size=", "--format", "svg"], "error: --size= gives --size an empty value; write --size=<size> or --size <size>"),
        (["table", "--width=", "--format", "svg", "-o", "t.svg"],
         "error: --width= gives --width an empty value; write --width=<width> or --width <width>"),
        (["table", "--paper=", "-o", "t.pdf"], "error: --paper= gives --paper an empty value; write --paper=<paper> or --paper <paper>"),
        (["tiles", "--jobs="], "error: --jobs= gives --jobs an empty value; write --jobs=<jobs> or --jobs <jobs>"),
        // A word after it was taken for the value, as if `--size 64` had been typed.
        (["tile", "Na", "--size=", "64", "--format", "svg"],
         "error: --size= gives --size an empty value; write --size=<size> or --size <size>"),
        (["tile", "--size=", "64", "Na", "--format", "svg"],
         "error: --size= gives --size an empty value; write --size=<size> or --size <size>"),
        (["table", "--title=", "Metals", "--format", "svg", "-o", "t.svg"],
         "error: --title= gives --title an empty value; write --title=<title> or --title <title>"),
        (["table", "--highlight=", "Na", "--format", "svg", "-o", "t.svg"],
         "error: --highlight= gives --highlight an empty value; write --highlight=<list> or --highlight <list>"),
        (["table", "--width=", "300", "--format", "svg", "-o", "t.svg"],
         "error: --width= gives --width an empty value; write --width=<width> or --width <width>"),
        (["tiles", "--jobs=", "2", "--format", "svg", "-o", "t"],
         "error: --jobs= gives --jobs an empty value; write --jobs=<jobs> or --jobs <jobs>"),
        // A flag so written was taken for the flag, though `--json=false` was refused.
        (["properties", "Na", "--json="], "error: The flag '--json' takes no value, but an empty one was written (--json=); write --json"),
        (["table", "--no-key=", "--paper", "A4", "-o", "t.pdf"],
         "error: The flag '--no-key' takes no value, but an empty one was written (--no-key=); write --no-key"),
        (["tiles", "--include-hypothetical=", "--format", "svg", "-o", "t"],
         "error: The flag '--include-hypothetical' takes no value, but an empty one was written (--include-hypothetical=); write --include-hypothetical"),
    ])
    func anEmptyValueAfterTheEqualsSignNamesTheOption(arguments: [String], message: String) async throws {
        let folder = try Ptable.temporaryDirectory()
        let result = try await Ptable.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == message, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    /// A `--format` that is not one named the formats one a line, after an error line that
    /// named none.
    @Test func anUnknownFormatIsOneLine() async throws {
        let folder = try Ptable.temporaryDirectory()
        let gif = try await Ptable.run(["tile", "Na", "--format", "gif"], in: folder)
        #expect(gif.status == 64)
        #expect(gif.stderrLines.first
            == "error: The value 'gif' is invalid for '--format <format>'. Please provide one of 'ansi', 'json', 'svg', 'png', 'pdf' or 'jpeg'.")
        #expect(gif.stderrLines.dropFirst().allSatisfy { !$0.hasPrefix("  - ") })
        #expect(Ptable.contents(of: folder).isEmpty)
    }

    /// A value with a line break in it ended the `error:` line inside the value, so the rest of
    /// the value stood on a line of its own, as if it were usage; the break is written `\n`.
    @Test(arguments: [
        (["list", "--sort", "12\n3"],
         #"error: The value '12\n3' is invalid for '--sort <sort>'. Please provide one of 'number', 'name', 'symbol' or 'state'."#),
        (["tile", "Na", "--format=svg\npng"],
         #"error: The value 'svg\npng' is invalid for '--format <format>'. Please provide one of 'ansi', 'json', 'svg', 'png', 'pdf' or 'jpeg'."#),
        (["list", "--endpoint", "http://a\nb"], #"error: invalid endpoint "http://a\nb": give an absolute http:// or https:// URL"#),
        (["help", "ti\nle"], #"error: unknown command "ti\nle" (did you mean tile?)"#),
    ])
    func aValueWithALineBreakStaysOnTheErrorLine(arguments: [String], message: String) async throws {
        let result = try await Ptable.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderrLines.first == message)
        #expect(result.stderrLines.dropFirst().allSatisfy { $0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.hasPrefix("  See '") },
                "\(result.stderrLines)")
    }

    /// `jpg`, the extension of JPEG files (`-o tile.jpg`, `/tiles/Na.jpg`), was refused as a format.
    @Test func formatJpgIsJPEG() async throws {
        let jpg = try await Ptable.run(["tile", "Na", "--format", "jpg", "-o", "-"])
        let jpeg = try await Ptable.run(["tile", "Na", "--format", "jpeg", "-o", "-"])
        #expect(jpg.status == 0, "\(jpg.stderr)")
        #expect(jpg.stdout == jpeg.stdout)
    }

    /// A value that starts with a minus is the option's value, not another option: the error
    /// names it (not "Missing value"), and a negative heatmap range is simply drawn.
    @Test func negativeNumbersAreTheOptionsValue() async throws {
        let cases: [(arguments: [String], message: String)] = [
            (["tile", "Na", "--size", "-5"], "error: --size must be between 16 and 8192 pixels, got -5"),
            (["table", "--width", "-100"], "error: --width must be between 256 and 32768 pixels, got -100"),
            (["table", "--paper", "a4", "--bleed", "-3"], "error: --bleed must be between 0 and 25 mm, got -3 mm"),
            (["tiles", "--jobs", "-3"], "error: --jobs must be at least 1, got -3"),
            (["table", "--columns", "-80"], "error: --columns must be between 1 and 10000, got -80"),
            (["snapshot", "record", "refs", "--size", "-1"], "error: --size must be between 16 and 2048 pixels, got -1"),
            (["serve", "--port", "-1"], "error: --port must be between 0 and 65535, got -1"),
            (["serve", "--drain-delay", "-1"], "error: --drain-delay must be between 0 and 3600 seconds, got -1"),
            // Read as a person writes a number, as --margin is: 0x10 was 16 seconds.
            (["serve", "--drain-delay", "0x10"], "error: The value '0x10' is invalid for '--drain-delay <SECONDS>': write a decimal number such as 12.5"),
            (["serve", "--cache-limit", "-5"], "error: --cache-limit must be between 1 and 65536 MiB, got -5"),
            (["serve", "--store-pool-size", "-2"], "error: --store-pool-size must be between 1 and 100, got -2"),
            (["list", "--letter", "-1"], "error: --letter must be one letter such as A, got \"-1\""),
            // A negative number where an argument belongs is named, with the way to pass it.
            (["tile", "-1", "--format", "svg"],
             "error: Missing expected argument '<element>'; \"-1\" reads as an option (write -- -1 to give it as the argument)"),
            // So is an option's value that starts with a dash: the message named neither.
            (["table", "--paper", "-1x5mm", "--format", "pdf", "-o", "p.pdf"],
             "error: Missing value for '--paper <paper>'; \"-1x5mm\" reads as an option (write --paper=-1x5mm to give it as the value)"),
            (["favorite", "add", "Na", "--by", "-Ann"],
             "error: Missing value for '--by <NAME>'; \"-Ann\" reads as an option (write --by=-Ann to give it as the value)"),
            (["tile", "Na", "-o", "-x.svg"],
             "error: Missing value for '-o <PATH>'; \"-x.svg\" reads as an option (write -o=-x.svg to give it as the value)"),
        ]
        let folder = try Ptable.temporaryDirectory()
        for (arguments, message) in cases {
            let result = try await Ptable.run(arguments, in: folder)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderrLines.first == message)
        }
        #expect(Ptable.contents(of: folder).isEmpty)
        let passed = try await Ptable.run(["tile", "--format", "svg", "--", "-1"], in: folder)
        #expect(passed.status == 65)
        #expect(passed.stderrLines == ["error: no element matches \"-1\" (atomic numbers run from 1 to 119)"])
        let range = try await Ptable.run(["table", "--color-by", "melt", "--units", "celsius", "--range", "-50:100",
                                                 "--format", "svg", "-o", "-"])
        #expect(range.status == 0, "\(range.stderr)")
        #expect(range.output.hasPrefix("<?xml"))
    }
}
