import Foundation
import Layout
import PTableRendering
import SceneJSONRenderer
import SVGRenderer
import Testing

/// The code of the DocC articles, run: each article's Swift blocks are written out below exactly
/// (indentation aside), and a test checks that they still are, so an article cannot show code
/// that no longer compiles or runs.
@Suite struct DocumentationArticleTests {
    /// Layout's "Making a custom tile".
    func makingACustomTile() throws -> (svg: Data, png: Data, json: Data) {
        var theme = Theme.classic
        theme.name = "electronegativity"
        theme.slots.detail = DetailSlots(
            topLeft: .number, topRight: .phase, center: .symbol,
            belowCenter: [.name, .electronConfiguration],
            facts: [.electronegativity, .density, .melt]
        )
        theme.ink = Color(hex: "#1b1b3a")!

        let table = try PeriodicTable.bundled()
        let iron = try table.requireElement(matching: "Fe")
        let scene = try DetailTileLayout(theme: theme).scene(for: iron, size: 256)
        let json = try SceneJSONRenderer().renderData(scene)

        let renderer = ArtworkRenderer(theme: theme)
        let png = try renderer.render(.tile(iron, size: 256), as: .png)
        let svg = try renderer.render(.tile(iron, size: 256), with: SVGRenderer())
        return (svg, png, json)
    }

    /// PTableRendering's "Rendering a custom tile", writing into `folder`.
    func renderingACustomTile(in folder: URL) throws {
        var theme = Theme.classic
        theme.name = "electronegativity"
        theme.slots.detail = DetailSlots(
            topLeft: .number, topRight: .phase, center: .symbol,
            belowCenter: [.name, .electronConfiguration],
            facts: [.electronegativity, .density, .melt]
        )

        let renderer = ArtworkRenderer(theme: theme, options: RenderOptions(colorMode: .none))
        let iron = try PeriodicTable.bundled().requireElement(matching: "Fe")
        for format in RenderFormat.allCases {
            let bytes = try renderer.render(.tile(iron, size: 256), as: format)
            try bytes.write(to: folder.appendingPathComponent("iron.\(format.fileExtension)"))
        }
    }

    @Test func makingACustomTileRunsAndShowsTheChosenFields() throws {
        let (svg, png, json) = try makingACustomTile()
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("Electronegativity") || text.contains("electronegativity"))
        #expect(text.contains("1.83"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(String(decoding: json, as: UTF8.self).contains("\"width\""))
    }

    @Test func renderingACustomTileWritesEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ptable-docc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try renderingACustomTile(in: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == RenderFormat.allCases.map { "iron.\($0.fileExtension)" }.sorted())
    }

    /// Each line of the articles' code is in this file, in order (imports and the one place
    /// where the test writes into its own folder aside).
    @Test(arguments: ["Layout/Documentation.docc/MakingACustomTile.md",
                      "PTableRendering/Documentation.docc/RenderingACustomTile.md"])
    func theArticlesShowThisCode(article: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let markdown = try String(contentsOf: root.appendingPathComponent("Sources/" + article), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let code = Self.swiftLines(in: markdown)
            .filter { !$0.hasPrefix("import ") && !$0.contains("URL(fileURLWithPath: \"iron.") }
        #expect(!code.isEmpty)
        var position = here.startIndex
        for line in code {
            guard let found = here[position...].firstIndex(of: line) else {
                Issue.record("\(article): the line `\(line)` is not run by this test")
                return
            }
            position = found + 1
        }
    }

    /// The trimmed, non-empty lines of the ```swift blocks of `markdown`.
    static func swiftLines(in markdown: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inside = line == "```swift"; continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inside, !trimmed.isEmpty { lines.append(trimmed) }
        }
        return lines
    }
}
