@testable import CairoRenderer
import Foundation
import Layout
import Testing

/// Where text lands: on its baseline, anchored with the layout's measured width.
@Suite struct TextPlacementTests {
    let renderer = CairoRenderer()

    @Test func testCapitalSitsOnTheBaseline() throws {
        let ink = try inkBounds(TestScenes.single("N", x: 20, y: 70, anchor: .start))
        #expect(ink.maxY == 69, "the last inked row is the one just above the baseline")
        #expect((38...42).contains(ink.minY), "cap height of Inter Bold at 40 pt is about 29 pt")
    }

    @Test func testStartAnchorBeginsAtX() throws {
        let ink = try inkBounds(TestScenes.single("Na", x: 20, y: 70, anchor: .start))
        #expect((20...25).contains(ink.minX), "only the left side bearing separates x from the ink")
    }

    @Test func testMiddleAnchorCentresTheMeasuredWidth() throws {
        let ink = try inkBounds(TestScenes.single("Na", x: 100, y: 70, anchor: .middle))
        #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - 100) <= 2)
    }

    @Test func testEndAnchorEndsAtX() throws {
        let ink = try inkBounds(TestScenes.single("Na", x: 180, y: 70, anchor: .end))
        #expect((175...180).contains(ink.maxX + 1))
    }

    @Test func testAnchorUsesTheLayoutsMeasuredWidthNotCairos() throws {
        var scene = TestScenes.single("Na", x: 180, y: 70, anchor: .end)
        guard case var .text(text) = scene.nodes[0] else { Issue.record("no text node"); return }
        text.measuredWidth = 120
        scene.nodes = [.text(text)]
        let ink = try inkBounds(scene)
        #expect((60...65).contains(ink.minX), "placed at x − measuredWidth even though the ink is narrower")
    }

    /// The bounding box of pixels darker than mid-grey.
    private func inkBounds(_ scene: Scene) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let image = try RGBAImage(png: try renderer.png(scene))
        var bounds = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 128 {
                bounds = (min(bounds.minX, x), max(bounds.maxX, x), min(bounds.minY, y), max(bounds.maxY, y))
            }
        }
        return bounds
    }
}
