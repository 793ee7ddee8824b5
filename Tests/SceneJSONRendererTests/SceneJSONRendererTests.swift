import Foundation
import Layout
import SceneJSONRenderer
import Testing

@Suite struct SceneJSONRendererTests {
    let renderer = SceneJSONRenderer()

    private func json(_ scene: Scene) throws -> String {
        String(decoding: try renderer.renderData(scene), as: UTF8.self)
    }

    @Test func aSceneIsPrettyPrintedWithSortedKeysAndAFinalLineFeed() throws {
        let line = SceneLine(x1: 0, y1: 1, x2: 2.5, y2: -3, color: .black, width: 0.5, role: "rule")
        let scene = Scene(width: 10, height: 20.25, title: "a/b", background: .white, nodes: [.line(line)])
        #expect(try json(scene) == """
        {
          "background" : "#ffffff",
          "height" : 20.25,
          "nodes" : [
            {
              "color" : "#000000",
              "kind" : "line",
              "role" : "rule",
              "width" : 0.5,
              "x1" : 0,
              "x2" : 2.5,
              "y1" : 1,
              "y2" : -3
            }
          ],
          "title" : "a/b",
          "width" : 10
        }

        """)
    }

    @Test func textRunsCarryTheirFontRoleAndPredictionFlag() throws {
        let table = try PeriodicTable.bundled()
        let text = try json(try DetailTileLayout().scene(for: try table.requireElement(matching: "Fm"), size: 256))
        #expect(text.contains("\"predicted\" : true"))
        #expect(text.contains("\"role\" : \"symbol\""))
        #expect(text.contains("\"text\" : \"Fm\""))
    }

    @Test func controlCharactersAndQuotesAreEscaped() throws {
        let scene = Scene(width: 1, height: 1, title: "q\"b\\\n\t\u{1}é", background: nil, nodes: [])
        #expect(try json(scene).contains(#""title" : "q\"b\\\n\t\u0001é""#))
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let table = try PeriodicTable.bundled()
        let placement = try TablePlacement(elements: table.elements, form: .standard)
        let first = try renderer.renderData(try TableSceneLayout().scene(for: placement, options: .init(width: 1200)))
        let second = try renderer.renderData(try TableSceneLayout().scene(for: placement, options: .init(width: 1200)))
        #expect(first == second)
    }

    @Test func aNonFiniteNumberIsRefused() {
        let scene = Scene(width: .nan, height: 1, title: "t", background: nil, nodes: [])
        #expect(throws: EncodingError.self) { try renderer.renderData(scene) }
    }

    @Test func itIsTheJSONSceneFormat() {
        #expect(renderer.format == .json)
        #expect(renderer.format.fileExtension == "json")
        #expect(renderer.format.isText)
    }
}
