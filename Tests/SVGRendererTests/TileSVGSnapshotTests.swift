import Foundation
import Layout
import SVGRenderer
import Testing

/// Checks that every SVG ptable can write is valid. Golden SVGs of real tiles and tables live in Tests/GoldenTests.
@Suite struct TileSVGSnapshotTests {
    let table = try! PeriodicTable.bundled()

    func tile(_ query: String, size: Double = 256) throws -> Scene {
        try DetailTileLayout().scene(for: try table.requireElement(matching: query), size: size)
    }

    @Test func sodiumTileIsATaggedGroupWithSelectableText() throws {
        let svg = try SVGRenderer().render(try tile("Na"))
        #expect(svg.contains(#"<g id="tile-Na" class="tile detail-tile alkali-metal">"#))
        #expect(svg.contains(">Sodium</text>"))
        #expect(svg.contains(">22.990</text>"))
        #expect(svg.contains("font-family: 'Inter'"))
    }

    @Test func everyTileAndTheTablesAreWellFormedAndRender() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for element in table.elements {
            let url = folder.appendingPathComponent("\(element.number).svg")
            try SVGRenderer().renderData(try DetailTileLayout().scene(for: element, size: 128)).write(to: url)
            files.append(url)
        }
        for form in TablePlacement.Form.allCases {
            let placement = try TablePlacement(elements: table.elements, form: form, includeHypothetical: true)
            let url = folder.appendingPathComponent("table-\(form.rawValue).svg")
            try SVGRenderer(options: .init(embedFonts: true))
                .renderData(try TableSceneLayout().scene(for: placement, options: .init(width: 1600))).write(to: url)
            files.append(url)
        }
        let lint = try #require(ExternalTool("xmllint"), "install libxml2-utils").run(["--noout"] + files.map(\.path))
        #expect(lint.status == 0, "\(lint.standardError)")
        let rsvg = try #require(ExternalTool("rsvg-convert"), "install librsvg2-bin")
        for file in [files[0], files[5], files[103], files[118], files[119], files[120]] {
            let png = folder.appendingPathComponent(file.lastPathComponent + ".png")
            let render = try rsvg.run(["-o", png.path, file.path])
            #expect(render.status == 0, "\(render.standardError)")
            #expect((try? Data(contentsOf: png))?.isEmpty == false)
        }
    }
}
