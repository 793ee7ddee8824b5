import Foundation
import Layout
import Testing

/// The scene's rules hold however a node is made: by its initialiser, by changing a
/// property, or by decoding scene JSON. Renderers rely on them instead of deciding.
@Suite struct ScenePolicyTests {
    @Test func negativeSizeBecomesTheSameRectangleWithAPositiveSize() {
        let rect = SceneRect(x: 10, y: 20, width: -4, height: -6, fill: .black)
        #expect([rect.x, rect.y, rect.width, rect.height] == [6, 14, 4, 6])
    }

    @Test func changingASizeKeepsItNonNegative() {
        var rect = SceneRect(x: 10, y: 10, width: 5, height: 5, fill: .black)
        rect.width = -2
        rect.height = -3
        #expect([rect.x, rect.y, rect.width, rect.height] == [8, 7, 2, 3])
    }

    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "data:text/html,x", "relative/page", "java\tscript:x"])
    func unsafeLinksAreDroppedWhereNodesAreMade(link: String) {
        var group = SceneGroup(link: link, children: [])
        let text = SceneText(text: "x", x: 0, y: 0, anchor: .start, fontSize: 10,
                             font: FontFace(family: "Inter", weight: 400, file: "Inter-Regular.otf"),
                             color: .black, role: .source, measuredWidth: 5, link: link)
        #expect(group.link == nil)
        #expect(text.link == nil)
        group.link = "https://example.com"
        #expect(group.link == "https://example.com")
        group.link = link
        #expect(group.link == nil)
    }

    @Test func decodedScenesFollowTheSameRules() throws {
        let json = #"""
        {"width": 10, "height": 10, "title": "t", "nodes": [
          {"kind": "group", "classes": [], "x": 0, "y": 0, "link": "javascript:alert(1)", "children": [
            {"kind": "rect", "x": 5, "y": 5, "width": -5, "height": 2, "cornerRadius": 0, "strokeWidth": 0}
          ]}
        ]}
        """#
        let scene = try JSONDecoder().decode(Scene.self, from: Data(json.utf8))
        guard case let .group(group) = scene.nodes.first, case let .rect(rect) = group.children.first else {
            Issue.record("unexpected nodes \(scene.nodes)")
            return
        }
        #expect(group.link == nil)
        #expect([rect.x, rect.width] == [0, 5])
    }
}
