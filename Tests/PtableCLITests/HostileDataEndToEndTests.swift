import Foundation
import Testing

/// Data written to attack the outputs: markup and `]]>` for SVG, escape sequences, C1
/// controls and bidi overrides for terminals, a 100 000-character name, right-to-left text
/// and piles of combining marks. Every output stays well-formed and inert.
@Suite struct HostileDataEndToEndTests {
    /// Everything hostile at once, for one string field.
    static let hostile = "<script>alert(1)</script> ]]> &amp; \"q\" 'a' \u{1B}[31mRED\u{1B}[0m \u{07} bell\r\u{08}\u{08} "
        + "\u{9B}31m C1 \u{202E}evil\u{202C} \u{200F} \u{1B}]0;title\u{07} \u{1B}P dcs \u{1B}\\ مرحبا e\u{301}\u{301} \u{FEFF} 😀 \u{0}nul"

    /// The bundled data with Sodium, Carbon and Magnesium rewritten.
    static func hostileData(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("hostile.json")
        try hostileBytes.get().write(to: url)
        return url
    }

    /// The bundled data with the hostile values in, made once: every case of these suites reads
    /// the same file.
    private static let hostileBytes = Result { () throws -> Data in
        let source = try Data(contentsOf: bundledDataURL)
        guard var document = try JSONSerialization.jsonObject(with: source) as? [String: Any],
              var elements = document["elements"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        elements[10]["name"] = "Sod" + hostile
        for key in ["discovered_by", "category", "phase", "appearance", "summary", "named_by", "electron_configuration",
                    "block", "cpk-hex", "source"] {
            elements[10][key] = hostile
        }
        elements[10]["source"] = "javascript:alert(1)//" + hostile
        elements[12]["source"] = "https://example.org/\"><script>alert(1)</script>" + hostile
        elements[10]["image"] = ["title": hostile, "url": "javascript:" + hostile, "attribution": hostile]
        elements[5]["name"] = "كربون" + String(repeating: "\u{301}", count: 50)
        elements[5]["discovered_by"] = "\u{202E}" + String(repeating: "x", count: 100_000)
        elements[11]["name"] = "\u{1B}[2J\u{1B}[HMagnesium"
        document["elements"] = elements
        return try JSONSerialization.data(withJSONObject: document)
    }

    static var bundledDataURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ElementData/Resources/PeriodicTableJSON.json")
    }

    /// Control characters other than newline, the renderer's own SGR sequences removed first;
    /// C1 controls; bidi overrides.
    static func strayControls(in text: String) -> [String] {
        let withoutSGR = withoutLinks(text).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "",
                                                                 options: .regularExpression)
        return withoutSGR.unicodeScalars.compactMap { scalar in
            switch scalar.value {
            case 0x0A: nil
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F:
                String(format: "U+%04X", scalar.value)
            default: nil
            }
        }
    }

    /// `text` without its OSC 8 hyperlinks (the back card's source), whose target may hold only
    /// printable ASCII (the data's URL percent-encoded): any other escape is still found.
    static func withoutLinks(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\]8;;[!-~]*\u{1B}\\\\", with: "", options: .regularExpression)
    }

    static func xmllint(_ file: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", file.path]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errors)
    }

    @Test(arguments: [["table"], ["table", "--layout", "wide"], ["tile", "Na"], ["tile", "Na", "--side", "back"], ["tile", "Al", "--side", "back"],
                      ["tile", "Mg"]])
    func svgIsWellFormedAndInert(command: [String]) async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.hostileData(in: folder)
        let result = try await Ptable.run(command + ["--data", data.path, "--format", "svg", "-o", "out.svg"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svgFile = folder.appendingPathComponent("out.svg")
        let (status, errors) = try Self.xmllint(svgFile)
        #expect(status == 0, "xmllint: \(errors)")
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        #expect(!svg.lowercased().contains("<script"))
        #expect(!svg.contains("javascript:"))
        #expect(Self.strayControls(in: svg).isEmpty)
        if command.contains("Na") {
            #expect(svg.contains("&lt;script&gt;") || svg.contains("…"))
        }
    }

    /// Carbon's Arabic name is left out of every drawn format (no bundled font has Arabic), and
    /// said so in one warning line that does not echo the names (Sodium's holds escapes); the
    /// terminal, which draws it, says nothing.
    @Test func aNameNoBundledFontDrawsIsWarnedOf() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.hostileData(in: folder)
        let warning = "warning: \(data.path): element 6's name: ptable's fonts cannot draw \"ك\" (U+0643), \"ر\" (U+0631), "
            + "\"ب\" (U+0628); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean script (and 1 more); "
        for format in ["png", "svg"] {
            let tile = try await Ptable.run(["tile", "C", "--data", data.path, "-o", "c.\(format)"], in: folder)
            #expect(tile.status == 0 && tile.stderr == "warning: \(data.path): element 6's name: ptable's fonts cannot draw "
                + "\"ك\" (U+0643), \"ر\" (U+0631), \"ب\" (U+0628); write it in Latin, Greek, Cyrillic, Chinese, Japanese or Korean "
                + "script; \(format) output leaves those characters out\n", "\(tile.stderr)")
        }
        let table = try await Ptable.run(["table", "--data", data.path, "-o", "t.pdf"], in: folder)
        #expect(table.status == 0 && table.stderr == warning + "pdf output leaves those characters out\n", "\(table.stderr)")
        let terminal = try await Ptable.run(["tile", "C", "--data", data.path], in: folder)
        #expect(terminal.status == 0 && terminal.stderr.isEmpty, "\(terminal.stderr)")
    }

    @Test(arguments: [["list"], ["list", "--group", "letter"], ["list", "--group", "category"], ["list", "--sort", "name"],
                      ["tile", "Na", "--color", "always"], ["tile", "Na", "--side", "back", "--color", "always"],
                      ["tile", "Al", "--side", "back", "--color", "always"], ["tile", "C", "--color", "always"], ["tile", "Mg"],
                      ["table", "--color", "always"], ["table", "--large", "--color", "always"], ["table", "--large", "--layout", "wide"]])
    func terminalOutputHasNoEscapesFromTheData(command: [String]) async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.hostileData(in: folder)
        let result = try await Ptable.run(command + ["--data", data.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.strayControls(in: result.output).isEmpty, "\(Self.strayControls(in: result.output))")
        #expect(!Self.withoutLinks(result.output).contains("\u{1B}]"))
        #expect(!result.output.contains("\u{1B}[2J"))
    }

    @Test func listCutsAVeryLongNameWithAnEllipsis() async throws {
        let folder = try Ptable.temporaryDirectory()
        let file = folder.appendingPathComponent("long.json")
        let name = String(repeating: "Long", count: 25_000)
        try Data("{\"elements\": [{\"name\": \"\(name)\", \"number\": 1, \"symbol\": \"Lg\", \"xpos\": 1, \"ypos\": 1}]}".utf8).write(to: file)
        // Each run within its own deadline (a name this long must not make anything quadratic);
        // timed from the process's start, not the test's, which waits for free process slots.
        for command in [["list"], ["tile", "1"], ["tile", "1", "--format", "svg", "-o", "t.svg"], ["table", "--large"]] {
            let (result, timedOut) = try await Ptable.run(command + ["--data", file.path], in: folder, deadline: 30)
            #expect(!timedOut, "\(command) took over 30 s")
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.output.count < 20_000, "\(command) printed the whole name")
        }
        let list = try await Ptable.run(["list", "--data", file.path])
        #expect(list.output.hasPrefix("LongLong"))
        #expect(list.output.split(separator: "\n").first?.hasSuffix("…") == true)
        let svg = try String(contentsOf: folder.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(svg.contains("…"))
    }

    @Test func rightToLeftAndCombiningNamesKeepTheTileBoxAligned() async throws {
        let folder = try Ptable.temporaryDirectory()
        let data = try Self.hostileData(in: folder)
        // Carbon: Arabic letters and 50 combining accents; Magnesium: escape sequences.
        for element in ["C", "Mg"] {
            let result = try await Ptable.run(["tile", element, "--data", data.path], in: folder)
            #expect(result.status == 0)
            // Every line of the box is as wide as the top border (plain text: one Character a column here).
            let lines = result.output.split(separator: "\n").map(String.init)
            let widths = Set(lines.map(\.count))
            #expect(widths.count == 1, "\(element): line widths \(widths)")
        }
    }
}
