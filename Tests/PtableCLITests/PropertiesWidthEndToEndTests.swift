import ANSIRenderer
import Foundation
import Testing

/// `ptable properties` fits its list to the terminal as `table`, `tile` and `palette` do: the
/// one-line form was 153 columns wide and wrapped into a mess on an 80-column terminal.
@Suite struct PropertiesWidthEndToEndTests {
    private func widths(_ result: Ptable.Result) -> [Int] {
        result.output.split(separator: "\n").map { DisplayWidth.of(String($0)) }
    }

    @Test func eightyColumnsLeaveOutTheNamesAndWrapTheSources() async throws {
        // Piped, with no COLUMNS: 80, as for the other terminal output.
        let result = try await Ptable.run(["properties"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(widths(result).allSatisfy { $0 <= 80 }, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ") == ["KEY", "COLOR-BY", "UNIT", "SOURCES"])
        // Five sources in the 19 columns left, broken where a comma was; no trailing spaces.
        let affinity = try #require(lines.firstIndex { $0.hasPrefix("electron-affinity ") })
        #expect(lines[affinity].hasSuffix(" eV         Chen2016,Chen2016a"))
        let indent = String(repeating: " ", count: 61)
        let continued: [String] = ["Leimbach2020", "Luo2016", "haynes2014crc"].map { indent + $0 }
        #expect(Array(lines[(affinity + 1)...(affinity + 3)]) == continued)
        #expect(lines.count == 22 + 16, "a line per property and the header, and sixteen continuation lines")
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    @Test func columnsAreLeftOutInTheStatedOrder() async throws {
        let wide = try await Ptable.run(["properties"], environment: ["COLUMNS": "160"])
        // Density and melting point cite more references than the sources column holds.
        #expect(wide.output.split(separator: "\n").count == 22 + 2, "one line per property and the header, two continued")
        #expect(wide.output.hasPrefix("KEY  ") && wide.output.contains("  NAME\n"))
        for (columns, header) in [(120, "KEY COLOR-BY UNIT SOURCES NAME"), (60, "KEY UNIT SOURCES"), (44, "KEY SOURCES"), (30, "KEY")] {
            let result = try await Ptable.run(["properties", "--columns", String(columns)])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(widths(result).allSatisfy { $0 <= columns }, "\(columns): \(result.output)")
            #expect(result.output.split(separator: "\n").first?.split(separator: " ").joined(separator: " ") == header, "\(columns)")
        }
    }

    /// `ptable sources` fits its references to the terminal as `properties` does: each went on
    /// one line of up to 420 columns. A reference goes on four spaces in, broken between words;
    /// a DOI or URL is never broken, and one wider than the line stands alone on it.
    @Test func sourcesFitTheTerminalWithURLsWhole() async throws {
        let piped = try await Ptable.run(["sources"])
        #expect(piped.status == 0, "\(piped.stderr)")
        let lines = piped.output.split(separator: "\n").map(String.init)
        // Wider only where one URL stands alone (Wikipedia's permanent link is 88 characters).
        let over = lines.filter { DisplayWidth.of($0) > 80 }
        #expect(over == ["    https://en.wikipedia.org/w/index.php?title=List_of_chemical_elements&oldid=1039678864"], "\(piped.output)")
        #expect(!lines.contains { $0.hasSuffix(" ") })
        let slater = try #require(lines.firstIndex(of: "Slater1964"))
        #expect(Array(lines[(slater + 1)...(slater + 3)]) == [
            "  John C Slater, \"Atomic Radii in Crystals\", The Journal of Chemical Physics",
            "    41(10), 3199 (1964). https://doi.org/10.1063/1.1725697",
            "  for: atomic-radius"])
        // Every URL of the one-line form is whole on a line of the fitted one.
        let wide = try await Ptable.run(["sources"], environment: ["COLUMNS": "1000"])
        let urls = wide.output.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("https://") }
        #expect(urls.count >= 19)
        for url in urls {
            #expect(lines.contains { $0.split(separator: " ").contains(url) }, "\(url) was broken")
        }
        // Narrower than a URL: the URL stands alone, unbroken, and every other line fits.
        let narrow = try await Ptable.run(["sources", "--columns", "30"])
        let narrowLines = narrow.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(narrowLines.contains("    https://doi.org/10.1063/1.1725697"))
        #expect(narrowLines.allSatisfy { DisplayWidth.of($0) <= 30 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") })
        let forLines = narrowLines.drop { $0 != "Slater1964" }.prefix { !$0.isEmpty }
        #expect(forLines.last == "  for: atomic-radius")
    }

    @Test func sourcesColumnsWithJSONOrOutOfRangeIsAUsageError() async throws {
        let json = try await Ptable.run(["sources", "--json", "--columns", "80"])
        #expect(json.status == 64)
        #expect(json.stderrLines.first == "error: --columns fits the text; leave out --json")
        let zero = try await Ptable.run(["sources", "--columns", "0"])
        #expect(zero.status == 64)
        #expect(zero.stderrLines.first == "error: --columns must be between 1 and 10000, got 0")
    }

    @Test func narrowerThanTheLongestKeyExitsOneAsTheOtherTerminalFormsDo() async throws {
        let result = try await Ptable.run(["properties", "--columns", "20"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: the terminal is 20 columns wide and the narrowest property list needs 23; widen it, set COLUMNS or pass --columns, or print --json"])
        #expect(result.stdout.isEmpty)
    }

    @Test func columnsWithJSONIsAUsageError() async throws {
        for command in [["properties", "Na", "--json"], ["properties", "--json"]] {
            let result = try await Ptable.run(command + ["--columns", "80"])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderrLines.first == "error: --columns fits the text; leave out --json")
        }
        let zero = try await Ptable.run(["properties", "--columns", "0"])
        #expect(zero.stderrLines.first == "error: --columns must be between 1 and 10000, got 0")
    }

    /// An element's isotopes and oxidation states reached 125 columns, and its citations 200:
    /// they go on under themselves, broken after their commas, so no isotope loses its share.
    @Test func anElementsLongValuesGoOnUnderThemselvesAfterTheirCommas() async throws {
        let result = try await Ptable.run(["properties", "Fe"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(widths(result).allSatisfy { $0 <= 80 }, "\(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let isotopes = try #require(lines.firstIndex { $0.hasPrefix("isotopes ") })
        let indent = String(repeating: " ", count: 46)
        #expect(Array(lines[isotopes...(isotopes + 1)]) == [
            "isotopes                 Kondev2021           ⁵⁶Fe\u{A0}91.754\u{A0}%, ⁵⁴Fe\u{A0}5.845\u{A0}%,",
            indent + "⁵⁷Fe\u{A0}2.119\u{A0}%, ⁵⁸Fe\u{A0}0.282\u{A0}%",
        ])
        let states = try #require(lines.firstIndex { $0.hasPrefix("oxidation-states ") })
        #expect(lines[states + 1] == indent + "+6, +7)")
        // A citation goes on four spaces in; a URL is never split.
        let kondev = try #require(lines.firstIndex { $0.hasPrefix("  Kondev2021: ") })
        #expect(lines[kondev + 2] == "    https://doi.org/10.1088/1674-1137/abddae")
        #expect(!lines.contains { $0.hasSuffix(" ") })
        // A number keeps its unit: they are joined by a no-break space.
        // Wide enough, each value and citation is one line, as before.
        let wide = try await Ptable.run(["properties", "Fe", "--columns", "300"])
        #expect(wide.output.contains("Kondev2021           ⁵⁶Fe\u{A0}91.754\u{A0}%, ⁵⁴Fe\u{A0}5.845\u{A0}%, ⁵⁷Fe\u{A0}2.119\u{A0}%, ⁵⁸Fe\u{A0}0.282\u{A0}%\n"))
        #expect(wide.output.contains("\n  Kondev2021: F.G. Kondev et al., \"The NUBASE2020 evaluation of nuclear physics properties\", Chinese Physics C 45(3), 030001 (2021). https://doi.org/10.1088/1674-1137/abddae\n"))
    }

    /// Where a value would have under 16 columns beside the widest key and source, each value
    /// starts under its key, four spaces in, and the source too when both do not fit a line.
    @Test func aNarrowTerminalStacksEachValueUnderItsKey() async throws {
        let result = try await Ptable.run(["properties", "Sn", "--columns", "50"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines[1...2]) == ["atomic-radius            Slater1964", "    145 pm"])
        // Only URLs, whole, reach past the 50 columns.
        let wider = lines.filter { DisplayWidth.of($0) > 50 }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(wider.allSatisfy { $0.hasPrefix("https://") } && !wider.isEmpty, "\(wider)")
        // A word wider than the value column (Russian's body-centred cubic) puts that value under
        // its key, where it fits the 80 columns; the other values stay beside theirs.
        let russian = try await Ptable.run(["properties", "Fe", "--lang", "ru"])
        let russianLines = russian.output.split(separator: "\n").map(String.init)
        #expect(russianLines.filter { !$0.contains("https://") }.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(russian.output)")
        let structure = try #require(russianLines.firstIndex { $0.hasPrefix("Кристаллическая структура ") })
        #expect(russianLines[structure + 1] == "    объёмноцентрированная кубическая")
        #expect(russianLines[structure + 2].hasPrefix("Молярная теплоёмкость ") && russianLines[structure + 2].hasSuffix(" 25,1\u{A0}Дж/(моль·К)"))
        let german = try await Ptable.run(["properties", "Sn", "--lang", "de", "--columns", "24"])
        let lines24 = german.output.split(separator: "\n").map(String.init)
        let radius = try #require(lines24.firstIndex(of: "Atomradius"))
        #expect(Array(lines24[(radius + 1)...(radius + 2)]) == ["    Slater1964", "    145\u{A0}pm"])
        // A key wider than the terminal breaks at its spaces.
        let covalent = try #require(lines24.lastIndex(of: "Kovalenzradius"))
        #expect(Array(lines24[(covalent + 1)...(covalent + 2)]) == ["(Einfachbindung)", "    Pyykko2009"])
    }
}
