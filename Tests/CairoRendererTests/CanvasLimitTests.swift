@testable import CairoRenderer
import Foundation
import Layout
import Testing

@Suite struct CanvasLimitTests {
    let renderer = CairoRenderer()

    private func canvas(_ width: Double, _ height: Double) -> Scene {
        Scene(width: width, height: height, title: "limit", background: .white, nodes: [])
    }

    @Test func testSideOverTheLimitThrowsBeforeAllocating() {
        #expect(throws: CairoRendererError.canvasTooLarge(
            width: 40_000, height: 10, unit: "px", limit: "a side may be at most 32767 px")) {
            try renderer.png(canvas(40_000, 10))
        }
    }

    @Test func testScaleCountsTowardsTheLimit() {
        #expect(errorMessage { _ = try renderer.png(canvas(1_000, 100), scale: 40) }
            .contains("at most 32767 px"))
    }

    @Test func testAreaOverTheLimitThrowsBeforeAllocating() {
        // 20 000 × 20 000 px would be 1.6 GB: refused by the check, not by a failed allocation.
        let message = errorMessage { _ = try renderer.png(canvas(20_000, 20_000)) }
        #expect(message == "canvas of 20000 × 20000 px is too large: the image may have at most 300 megapixels")
    }

    @Test func testLargestAllowedSideRenders() throws {
        let png = try renderer.png(canvas(32_767, 1))
        #expect(TestTools.pngSize(png)! == (32_767, 1))
    }

    @Test(arguments: [(0.0, 10.0), (-5, 10), (.nan, 10), (10, .infinity)])
    func testInvalidSizeIsRefused(width: Double, height: Double) {
        #expect(throws: CairoRendererError.self) { try renderer.png(canvas(width, height)) }
        #expect(throws: CairoRendererError.self) { try renderer.pdf(canvas(width, height)) }
        #expect(throws: CairoRendererError.self) { try renderer.outlinedSVG(canvas(width, height)) }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func testInvalidScaleIsRefused(scale: Double) {
        #expect(errorMessage { _ = try renderer.png(canvas(10, 10), scale: scale) }
            .hasSuffix("the scale must be a positive finite number"))
    }

    @Test func testSizeRoundingToZeroPixelsIsRefused() {
        #expect(errorMessage { _ = try renderer.png(canvas(10, 10), scale: 0.01) }
            .contains("must be positive"))
    }
}
