@testable import CairoRenderer
import Foundation
import Layout
import Testing

@Suite struct CanvasLimitTests {
    let renderer = CairoRenderer()

    private func canvas(_ width: Double, _ height: Double) -> Scene {
        Scene(width: width, height: height, title: "limit", background: .white, nodes: [])
    }

    @Test func testSideOverThePNGLimitThrowsBeforeAllocating() {
        #expect(throws: CairoRendererError.canvasTooLarge(
            width: 3_000_000_000, height: 10, unit: "px",
            limit: "a PNG side may be at most 2147483647 px (2^31 − 1, the PNG format's limit)")) {
            try renderer.png(canvas(3_000_000_000, 10))
        }
        #expect(errorMessage { _ = try renderer.png(canvas(10, 3_000_000_000)) }
            .hasSuffix("a PNG side may be at most 2147483647 px (2^31 − 1, the PNG format's limit)"))
    }

    @Test func testScaleCountsTowardsTheLimit() {
        #expect(errorMessage { _ = try renderer.png(canvas(1_000, 100), scale: 3_000_000) }
            .contains("at most 2147483647 px"))
    }

    @Test func testRowOverCairosStrideThrowsBeforeAllocating() {
        let message = errorMessage { _ = try renderer.png(canvas(600_000_000, 1)) }
        #expect(message == "canvas of 600000000 × 1 px is too large: a PNG may be at most 536870911 px wide (Cairo's row stride is a 32-bit number)")
    }

    @Test func testSidesOverCairosSurfaceLimitRender() throws {
        #expect(TestTools.pngSize(try renderer.png(canvas(32_767, 1)))! == (32_767, 1))
        #expect(TestTools.pngSize(try renderer.png(canvas(1, 40_000)))! == (1, 40_000))
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
