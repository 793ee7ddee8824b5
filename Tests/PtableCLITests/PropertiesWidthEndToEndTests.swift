import ANSIRenderer
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
        #expect(lines.count == 22 + 6, "a line per property and the header, and six continuation lines")
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    @Test func columnsAreLeftOutInTheStatedOrder() async throws {
        let wide = try await Ptable.run(["properties"], environment: ["COLUMNS": "160"])
        #expect(wide.output.split(separator: "\n").count == 22, "one line per property and the header")
        #expect(wide.output.hasPrefix("KEY  ") && wide.output.contains("  NAME\n"))
        for (columns, header) in [(120, "KEY COLOR-BY UNIT SOURCES NAME"), (60, "KEY UNIT SOURCES"), (44, "KEY SOURCES"), (30, "KEY")] {
            let result = try await Ptable.run(["properties", "--columns", String(columns)])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(widths(result).allSatisfy { $0 <= columns }, "\(columns): \(result.output)")
            #expect(result.output.split(separator: "\n").first?.split(separator: " ").joined(separator: " ") == header, "\(columns)")
        }
    }

    @Test func narrowerThanTheLongestKeyExitsOneAsTheOtherTerminalFormsDo() async throws {
        let result = try await Ptable.run(["properties", "--columns", "20"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: the terminal is 20 columns wide and the narrowest property list needs 23; widen it, set COLUMNS or pass --columns, or print --json"])
        #expect(result.stdout.isEmpty)
    }

    @Test func columnsWithAnElementOrJSONIsAUsageError() async throws {
        for command in [["properties", "Na"], ["properties", "--json"]] {
            let result = try await Ptable.run(command + ["--columns", "80"])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderrLines.first == "error: --columns fits the list of properties; leave out ELEMENT and --json")
        }
        let zero = try await Ptable.run(["properties", "--columns", "0"])
        #expect(zero.stderrLines.first == "error: --columns must be between 1 and 10000, got 0")
    }
}
