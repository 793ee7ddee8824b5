import Foundation
import Testing

/// The terminal table and card at the widths terminals have: every line fits, the richest
/// form that fits is chosen, and below the narrowest there is one clear message.
@Suite struct TerminalWidthEndToEndTests {
    /// Columns of a line as a terminal shows it: escape sequences and OSC 8 links take none.
    static func columns(_ line: Substring) -> Int {
        var text = String(line)
        for pattern in ["\u{1B}\\[[0-9;]*m", "\u{1B}\\]8;;[^\u{1B}]*\u{1B}\\\\"] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text.count
    }

    static func widest(_ output: String) -> Int {
        output.split(separator: "\n").map(columns).max() ?? 0
    }

    @Test(arguments: [(40, 38), (80, 56), (120, 111), (200, 111)])
    func tableTakesTheRichestFormThatFits(columns: Int, expectedWidth: Int) async throws {
        for color in ["never", "always"] {
            let result = try await Ptable.run(["table", "--color", color], environment: ["COLUMNS": "\(columns)"])
            #expect(result.status == 0)
            #expect(Self.widest(result.output) <= columns)
            // The legend wraps to the terminal; the grid is the form's own width.
            let grid = result.output.split(separator: "\n").prefix(10).map(Self.columns).max() ?? 0
            // Plain rows drop trailing blanks and the legend may reach a column further.
            #expect((expectedWidth - 3)...(expectedWidth + 1) ~= grid, "COLUMNS=\(columns) --color \(color)")
        }
    }

    @Test(arguments: [40, 80, 120, 200])
    func largeFallsBackTheSameWay(columns: Int) async throws {
        let result = try await Ptable.run(["table", "--large", "--color", "always"],
                                           environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0)
        #expect(Self.widest(result.output) <= columns)
        #expect((Self.widest(result.output) == 185) == (columns == 200))
    }

    @Test(arguments: ["en", "de", "ru", "el", "ja"])
    func paletteFitsEightyColumnsInEveryLanguage(language: String) async throws {
        let result = try await Ptable.run(["palette", "--color", "always", "--lang", language],
                                           environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(Self.widest(result.output) <= 80, "--lang \(language)")
    }

    @Test func eightyColumnsShowEverySymbolInTheNarrowGrid() async throws {
        let result = try await Ptable.run(["table", "--color", "never"], environment: ["COLUMNS": "80"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "   1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18")
        #expect(lines[1] == " 1 H                                                  He")
        #expect(lines[7] == " 7 Fr Ra ** Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og")
        #expect(lines[9] == " *       La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu")
        #expect(lines[10] == "**       Ac Th Pa U  Np Pu Am Cm Bk Cf Es Fm Md No Lr")
        let symbols = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) }
        #expect(symbols.count == 118)
    }

    @Test func underTheNarrowestFormOneMessageAndNoTable() async throws {
        let result = try await Ptable.run(["table"], environment: ["COLUMNS": "30"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == [
            "error: the terminal is 30 columns wide and the narrowest table needs 38; widen it, set COLUMNS or pass --columns, or write another format with -o",
        ])
        // Exit 1 is in the table of exit codes `ptable --help` prints.
        let help = try await Ptable.run(["--help"])
        #expect(help.output.replacingOccurrences(of: "\n", with: " ").contains("(or the terminal is narrower than the narrowest table, tile, palette or property list)"))
    }

    @Test(arguments: [["tile", "Na"], ["tile", "Na", "--side", "back"]])
    func aCardNarrowerThanItsNarrowestIsOneMessageNotAWrappedBox(arguments: [String]) async throws {
        // A 24-column card in a 20-column terminal put every right border on the next line.
        let result = try await Ptable.run(arguments + ["--color", "never"], environment: ["COLUMNS": "20"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == [
            "error: the terminal is 20 columns wide and the narrowest tile needs 24; widen it, set COLUMNS or pass --columns, or write another format with -o",
        ])
        let one = try await Ptable.run(arguments + ["--columns", "1"])
        #expect(one.stderrLines.first == "error: the terminal is 1 column wide and the narrowest tile needs 24; widen it, set COLUMNS or pass --columns, or write another format with -o")
        let fits = try await Ptable.run(arguments + ["--color", "always", "--columns", "24"])
        #expect(fits.status == 0)
        #expect(Self.widest(fits.output) == 24)
    }

    @Test func aPaletteWiderThanTheTerminalIsOneMessageNotWrappedLines() async throws {
        // German swatch names need 32 columns even in the narrowest form; at 30 every line wrapped.
        let result = try await Ptable.run(["palette", "--lang", "de", "--color", "always", "--columns", "30"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == [
            "error: the terminal is 30 columns wide and the narrowest palette needs 32; widen it, set COLUMNS or pass --columns, or write another format with -o",
        ])
        let fits = try await Ptable.run(["palette", "--lang", "de", "--color", "always", "--columns", "32"])
        #expect(fits.status == 0)
        #expect(Self.widest(fits.output) == 32)
    }

    @Test func columnsOptionOverridesTheEnvironment() async throws {
        let result = try await Ptable.run(["table", "--color", "never", "--columns", "120"],
                                           environment: ["COLUMNS": "40"])
        #expect((108...111) ~= Self.widest(result.output))
        let bad = try await Ptable.run(["table", "--columns", "0"])
        #expect(bad.status == 64)
        #expect(bad.stderrLines.first == "error: --columns must be between 1 and 10000, got 0")
    }

    @Test func cardGrowsWithTheTerminalAndKeepsTheURLWhole() async throws {
        for (columns, width) in [(40, 34), (80, 40), (200, 60)] {
            let result = try await Ptable.run(["tile", "Na", "--side", "back", "--color", "never"],
                                               environment: ["COLUMNS": "\(columns)"])
            #expect(Self.widest(result.output) == width)
            #expect(result.output.contains("https://en.wikipedia.org/wiki/Sodium") == (width >= 40))
        }
        let narrow = try await Ptable.run(["tile", "Na", "--side", "back", "--color", "never"],
                                           environment: ["COLUMNS": "30"])
        #expect(narrow.output.split(separator: "\n").contains { $0.contains("https://en.w") && $0.contains("…") })
    }

    @Test func sourceIsAHyperlinkOnlyInColour() async throws {
        let colour = try await Ptable.run(["tile", "Na", "--side", "back", "--color", "always"],
                                           environment: ["COLUMNS": "80"])
        #expect(colour.output.contains("\u{1B}]8;;https://en.wikipedia.org/wiki/Sodium\u{1B}\\"))
        #expect(colour.output.contains("https://en.wikipedia.org/wiki/Sodium\u{1B}]8;;\u{1B}\\"))
        let plain = try await Ptable.run(["tile", "Na", "--side", "back", "--color", "never"],
                                          environment: ["COLUMNS": "80"])
        #expect(!plain.output.contains("\u{1B}"))
        #expect(plain.output.contains("│ https://en.wikipedia.org/wiki/Sodium │"))
    }
}
