import Foundation
import Testing
@testable import Layout

/// `SceneJSONWriter` against `JSONEncoder`, which it replaces: the same bytes for every scene.
@Suite struct SceneJSONWriterTests {
    let table = try! PeriodicTable.bundled()

    private func expectSameBytes(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = try scene.jsonData()
        let encoded = try scene.encodedData()
        #expect(written == encoded, "\(scene.title)", sourceLocation: sourceLocation)
    }

    @Test func tablesMatchTheEncoder() throws {
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        for theme in [Theme.classic, .dark, .mono] {
            try expectSameBytes(try TableSceneLayout(theme: theme).scene(for: placement, options: .init(width: 1200)))
        }
        let page = PageGeometry(trimWidth: 800, trimHeight: 600, margin: 20, bleed: 9, cropMarks: true)
        try expectSameBytes(try TableSceneLayout().scene(for: placement, options: .init(page: page)))
    }

    @Test func tilesAndBacksMatchTheEncoder() throws {
        // Every fourth element (the golden scene snapshots cover the rest byte for byte).
        for element in stride(from: 0, to: table.elements.count, by: 4).map({ table.elements[$0] }) {
            try expectSameBytes(try DetailTileLayout().scene(for: element, size: 192))
            try expectSameBytes(try BackTileLayout(theme: .dark).scene(for: element, size: 256))
        }
    }

    @Test func hostileScenesMatchTheEncoder() throws {
        let face = FontFace(family: "Evil \"family\" \\ /", weight: 700, file: "x/y.otf")
        let nasty = "q\"b\\s/\u{0}\u{1}\u{8}\u{C}\n\r\t\u{1F}\u{7F}\u{2028}é😀e\u{301}"
        var text = SceneText(text: nasty, x: -0.004, y: 1e14, anchor: .end, fontSize: 0.01, font: face, color: .black,
                             role: .summary, measuredWidth: 123456.789, link: "https://example.com/?q=\"x\"",
                             predicted: true)
        let plain = SceneText(text: "", x: 0, y: 0, anchor: .middle, fontSize: 8, font: FontLibrary.bold,
                              color: .white, role: .value, measuredWidth: 0)
        text.link = "https://example.com/a b"
        let rect = SceneRect(x: -5, y: 3, width: -20, height: 0.125, cornerRadius: 2, fill: .black, stroke: .white,
                             strokeWidth: 0.5, role: nasty, strokeDash: [])
        let dashed = SceneRect(x: 0, y: 0, width: 1, height: 1, fill: nil, strokeDash: [0.1, 2, 1e10])
        let line = SceneLine(x1: 0, y1: 1, x2: 2.5, y2: -3, color: .black, width: 0.01, role: nil)
        let groups: [SceneNode] = [
            .group(SceneGroup(children: [])),
            .group(SceneGroup(id: nasty, classes: ["a", nasty], x: 1.5, y: -2, link: "https://x.org/", children: [
                .text(text), .text(plain), .rect(rect), .rect(dashed), .line(line), .group(SceneGroup(children: [])),
            ])),
        ]
        try expectSameBytes(Scene(width: 0.1, height: 1e15, title: nasty, background: nil, nodes: []))
        try expectSameBytes(Scene(width: -0.0, height: 3, title: "", background: .white, nodes: groups,
                                  bleed: 8.5, slug: 4, minimumTextSize: 6.25))
        try expectSameBytes(Scene(width: 5e-324, height: 1e300, title: "t", background: nil, nodes: groups))
    }

    @Test func nonFiniteNumbersAreRefusedAsBefore() {
        let scene = Scene(width: .nan, height: 1, title: "t", background: nil, nodes: [])
        #expect(SceneJSONWriter.data(for: scene) == nil)
        #expect(throws: EncodingError.self) { try scene.jsonData() }
    }
}
