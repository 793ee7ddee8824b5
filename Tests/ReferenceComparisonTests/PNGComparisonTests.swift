import CairoRenderer
import Foundation
import Layout
import ReferenceComparison
import Testing

@Suite struct PNGComparisonTests {
    let comparison = PNGComparison(tolerance: 1)
    static let tileFill = Color(hex: "#ffd8a8")!

    /// A white `width` × `height` image with a tile-coloured square and a black bar in it.
    private static func image(width: Int = 200, height: Int = 120) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, color: .white)
        for y in 10..<min(110, height) { for x in 10..<min(110, width) { image[x, y] = tileFill } }
        for y in 60..<min(64, height) { for x in 120..<min(190, width) { image[x, y] = .black } }
        return image
    }

    private func reference() throws -> Data {
        try Self.image().pngData()
    }

    @Test func testIdenticalImagesPass() throws {
        let png = try reference()
        let diff = try comparison.compare(expected: png, actual: png)
        #expect(diff.passes)
        #expect(diff.differingPixels == 0 && diff.maximumChannelDelta == 0)
        #expect(diff.totalPixels == 200 * 120)
    }

    @Test func testOnePixelChangeWithinTolerancePasses() throws {
        var image = try RGBAImage(png: try reference())
        let original = image[20, 60]
        image[20, 60] = Color(red: original.red - 1, green: original.green, blue: original.blue)
        let diff = try comparison.compare(expected: try reference(), actual: try image.pngData())
        #expect(diff.passes)
        #expect(diff.maximumChannelDelta == 1 && diff.differingPixels == 0)
    }

    /// Channels are compared as Cairo draws them, premultiplied by alpha: a faint antialiased
    /// edge pixel (alpha 40) whose straight red moves by 6, one unit of what is drawn, is within
    /// a tolerance of 1, and colour under zero alpha is no difference at all.
    @Test func faintEdgePixelsAreComparedAsDrawn() {
        var expected = RGBAImage(width: 3, height: 1, color: .white)
        var actual = expected
        expected[0, 0] = Color(red: 100, green: 100, blue: 100, alpha: 40)
        actual[0, 0] = Color(red: 106, green: 100, blue: 100, alpha: 40)
        expected[1, 0] = Color(red: 255, green: 0, blue: 0, alpha: 0)
        actual[1, 0] = Color(red: 0, green: 0, blue: 255, alpha: 0)
        let diff = comparison.compare(expected: expected, actual: actual)
        #expect(diff.passes, "\(diff)")
        #expect(diff.maximumChannelDelta == 1)
        // An opaque pixel shows every unit of its colour.
        actual[2, 0] = Color(red: 253, green: 255, blue: 255)
        #expect(comparison.compare(expected: expected, actual: actual).maximumChannelDelta == 2)
    }

    @Test func testChangedRegionFails() throws {
        var image = try RGBAImage(png: try reference())
        for y in 30..<40 { for x in 130..<150 { image[x, y] = .black } }
        let diff = try comparison.compare(expected: try reference(), actual: try image.pngData())
        #expect(!diff.passes)
        #expect(!diff.sizeMismatch)
        #expect(diff.differingPixels == 200)
        #expect(abs(diff.differingFraction - 200.0 / 24_000) < 1e-12)
        #expect(diff.maximumChannelDelta == 255)
        #expect(diff.description.hasPrefix("200 of 24000 pixels (0.8333%) differ by more than 1 per channel"))
    }

    @Test func testDifferingFractionWithinTheAllowancePasses() throws {
        var image = try RGBAImage(png: try reference())
        for x in 0..<24 { image[x, 119] = .black }
        let lenient = PNGComparison(tolerance: 1, maximumDifferingFraction: 0.001)
        #expect(try lenient.compare(expected: try reference(), actual: try image.pngData()).passes)
        #expect(try !comparison.compare(expected: try reference(), actual: try image.pngData()).passes)
    }

    @Test func testSizeMismatchFails() throws {
        let smaller = try Self.image(width: 100, height: 60).pngData()
        let diff = try comparison.compare(expected: try reference(), actual: smaller)
        #expect(diff.sizeMismatch && !diff.passes)
        #expect(diff.description == "size mismatch: expected 200×120, actual 100×60")
    }

    @Test func testThreePanelImageShowsExpectedDifferenceActual() throws {
        var changed = try RGBAImage(png: try reference())
        for y in 30..<40 { for x in 130..<150 { changed[x, y] = .black } }
        let panels = try RGBAImage(png: try comparison.threePanelImage(expected: try reference(),
                                                                      actual: try changed.pngData()))
        #expect(panels.width == 3 * 200 && panels.height == 120)
        #expect(panels[20, 60] == Self.tileFill, "left: expected")
        #expect(panels[200 + 135, 35] == Color(red: 255, green: 0, blue: 0), "middle: differences in red")
        #expect(panels[200 + 20, 60] == Self.tileFill.mixed(with: .white, amount: 0.75), "middle: faded")
        #expect(panels[400 + 135, 35] == .black, "right: actual")
    }

    @Test func testTransparentPixelsCompareAsEqualRegardlessOfColour() throws {
        let clear = RGBAImage(width: 4, height: 4)
        let clearRed = RGBAImage(width: 4, height: 4, color: Color(red: 255, green: 0, blue: 0, alpha: 0))
        #expect(try comparison.compare(expected: clear.pngData(), actual: clearRed.pngData()).passes)
    }

    @Test func testUndecodableDataThrows() {
        #expect(throws: CairoRendererError.self) {
            try comparison.compare(expected: Data("not a png".utf8), actual: Data())
        }
    }
}
