import Foundation

/// What only Chromium's DevTools protocol shows of a page: the accessibility tree a screen
/// reader reads, and the fonts text is drawn with. Runs `scripts/chromium-devtools.py`
/// (headless Chromium over a pipe, no port), bounded by a deadline.
public enum ChromiumDevTools {
    /// The page after the load, or after one of the expressions run.
    public struct Snapshot: Decodable, Sendable {
        /// What the expression returned, as a string.
        public let result: String?
        /// The accessibility tree's nodes that are not ignored.
        public let tree: [Node]
        /// For each element the selector chose, its text and the fonts it was drawn with.
        public let fonts: [DrawnText]
    }

    /// One accessibility node: its role, name, description, the id of its DOM element and its properties.
    public struct Node: Decodable, Sendable {
        public let role: String?
        public let name: String
        public let description: String
        public let id: String?
        public let properties: [String: String]
    }

    /// An element's text and the fonts that drew it (family name, glyphs drawn with it).
    public struct DrawnText: Decodable, Sendable {
        public struct Font: Decodable, Sendable {
            public let family: String
            public let glyphs: Int
        }

        public let text: String?
        public let fonts: [Font]
    }

    private struct Report: Decodable { let snapshots: [Snapshot] }

    /// Loads `url`, then for each of `expressions` (none: once) evaluates it, awaiting a promise,
    /// and takes a snapshot; `fonts` selects the elements whose fonts are reported, and
    /// `fontconfig` is the `FONTCONFIG_FILE` Chromium finds its fonts through.
    public static func snapshots(of url: String, after expressions: [String] = [], fonts selector: String? = nil,
                                 fontconfig: URL? = nil, deadline: Double = 90) async throws -> [Snapshot] {
        guard let chromium = Chromium.executable else { throw Chromium.Missing() }
        let script = repository.appendingPathComponent("scripts/chromium-devtools.py").path
        var arguments = [script, url, "--chromium", chromium, "--timeout", String(Int(deadline))]
        arguments += expressions.flatMap { ["--run", $0] }
        if let selector { arguments += ["--fonts", selector] }
        let python = Python.command(arguments)
        let environment = fontconfig.map { ["FONTCONFIG_FILE=\($0.path)"] } ?? []
        let result = try await AwaitedProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                                  environment + [python.executable.path] + python.arguments,
                                                  deadline: deadline + 10)
        guard result.status == 0 else { throw Failure(description: "chromium-devtools.py: \(result.stderr)") }
        return try JSONDecoder().decode(Report.self, from: result.stdout).snapshots
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
