import Foundation
import Testing
import ElementData
@testable import Layout

/// The theme's keys are spelled once, in `ThemeSchema`: the reader accepts exactly them, the
/// writer writes exactly them, and the Themes article documents each.
@Suite struct ThemeSchemaTests {
    /// Dotted paths of every key in `value`, objects followed, families collapsed to `*`.
    func paths(in value: JSONValue, prefix: String = "") -> [String] {
        guard case let .object(members) = value else { return [] }
        return members.flatMap { key, child -> [String] in
            let name = prefix == "families." ? "*" : key
            let path = prefix + name
            let below = paths(in: child, prefix: path + ".")
            return below.isEmpty ? [path] : [path] + below
        }
    }

    @Test func theWriterWritesEveryKeyOfTheSchemaAndNoOther() throws {
        let written = Set(paths(in: Theme.classic.jsonValue)).subtracting(["families.*"])
        let schema = Set(ThemeSchema.keyPaths).subtracting(["base"])
        #expect(written == schema)
    }

    @Test func theReaderRefusesAKeyOutsideTheSchemaNamingItsPath() {
        #expect(throws: LayoutError.invalidTheme(path: "t.json", detail: "unknown key \"tile.cornerRadios\" (did you mean cornerRadius?)")) {
            try Theme.decode(Data(#"{"tile": {"cornerRadios": 0.1}}"#.utf8), source: "t.json")
        }
        #expect(throws: LayoutError.invalidTheme(path: "t.json", detail: "unknown key \"slots.compact.facts\"")) {
            try Theme.decode(Data(#"{"slots": {"compact": {"facts": []}}}"#.utf8), source: "t.json")
        }
    }

    @Test func theThemesArticleDocumentsEveryKey() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PTableCommandLine/Documentation.docc/Themes.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let missing = ThemeSchema.keyPaths.compactMap { path -> String? in
            let key = String(path.split(separator: ".").last ?? "")
            return text.contains("`\(key)`") || text.contains("\"\(key)\"") ? nil : path
        }
        #expect(missing.isEmpty, "Themes.md does not document \(missing)")
    }
}
