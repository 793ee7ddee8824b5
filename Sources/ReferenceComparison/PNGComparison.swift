import CairoRenderer
import Foundation
import Layout

/// Compares PNGs pixel by pixel with a per-channel tolerance, like resvg's reference tests.
///
/// Channels are compared as Cairo draws them, premultiplied by alpha: a faint antialiased edge
/// pixel's colour counts as much as it shows (its straight value, rounded through alpha 40,
/// moves by 6 for every unit drawn), and colour under zero alpha not at all. A pixel differs
/// when its alpha or any premultiplied colour channel differs by more than `tolerance`; the
/// images match when their sizes agree and at most `maximumDifferingFraction` of the pixels differ.
public struct PNGComparison: Sendable {
    /// The largest per-channel difference (0...255) that still counts as equal.
    public var tolerance: Int
    /// The largest fraction of differing pixels (0...1) that still passes.
    public var maximumDifferingFraction: Double

    /// A comparison allowing `tolerance` per channel (clamped to 0...255) and at most
    /// `maximumDifferingFraction` of the pixels (clamped to 0...1) beyond it.
    public init(tolerance: Int = 1, maximumDifferingFraction: Double = 0) {
        self.tolerance = min(max(tolerance, 0), 255)
        self.maximumDifferingFraction = min(max(maximumDifferingFraction, 0), 1)
    }

    /// Decodes and compares two PNGs. Images whose headers declare different sizes differ
    /// without being decoded, so a reference that claims an enormous size costs nothing.
    public func compare(expected: Data, actual: Data) throws -> ImageDiff {
        let expectedHeader = try PNGHeader.check(expected, name: "expected")
        let actualHeader = try PNGHeader.check(actual, name: "actual")
        if expectedHeader != actualHeader {
            let width = max(expectedHeader.width, actualHeader.width)
            let height = max(expectedHeader.height, actualHeader.height)
            return ImageDiff(
                expectedSize: .init(width: expectedHeader.width, height: expectedHeader.height),
                actualSize: .init(width: actualHeader.width, height: actualHeader.height),
                differingPixels: width * height, totalPixels: width * height, maximumChannelDelta: 255,
                tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction)
        }
        return compare(expected: try RGBAImage(png: expected, name: "expected"),
                actual: try RGBAImage(png: actual, name: "actual"))
    }

    /// Compares two decoded images.
    public func compare(expected: RGBAImage, actual: RGBAImage) -> ImageDiff {
        var differing = 0
        var maximumDelta = 0
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        forEachPixel(expected, actual) { delta in
            maximumDelta = max(maximumDelta, delta ?? 0)
            if delta.map({ $0 > tolerance }) ?? true { differing += 1 }
        }
        return ImageDiff(
            expectedSize: .init(width: expected.width, height: expected.height),
            actualSize: .init(width: actual.width, height: actual.height),
            differingPixels: differing, totalPixels: width * height, maximumChannelDelta: maximumDelta,
            tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction)
    }

    /// A PNG of three panels side by side, each as wide as the wider image: the expected
    /// image, a faded copy of it with every differing pixel in red, and the actual image.
    /// Transparent areas show white.
    ///
    /// - Throws: `CairoRendererError.unreadablePNG` when either is not a decodable PNG,
    ///   `ReferenceComparisonError.differenceImageTooLarge` when the panels would be over the
    ///   decoder's limits (a reference far larger than what was rendered).
    public func threePanelImage(expected: Data, actual: Data) throws -> Data {
        let expectedHeader = try PNGHeader.check(expected, name: "expected")
        let actualHeader = try PNGHeader.check(actual, name: "actual")
        let panels = PNGHeader(width: 3 * max(expectedHeader.width, actualHeader.width),
                               height: max(expectedHeader.height, actualHeader.height))
        guard panels.isDecodable else {
            throw ReferenceComparisonError.differenceImageTooLarge(width: panels.width, height: panels.height)
        }
        return try threePanelImage(expected: try RGBAImage(png: expected, name: "expected"),
                            actual: try RGBAImage(png: actual, name: "actual")).pngData()
    }

    /// The three-panel image of two decoded images (see `threePanelImage(expected:actual:)`).
    public func threePanelImage(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var panels = RGBAImage(width: width * 3, height: height, color: .white)
        for y in 0..<height {
            for x in 0..<width {
                if x < expected.width, y < expected.height {
                    panels[x, y] = Self.overWhite(expected[x, y])
                }
                if x < actual.width, y < actual.height {
                    panels[2 * width + x, y] = Self.overWhite(actual[x, y])
                }
            }
        }
        let red = Color(red: 255, green: 0, blue: 0)
        var x = 0, y = 0
        forEachPixel(expected, actual) { delta in
            let differs = delta.map { $0 > tolerance } ?? true
            let faded = x < expected.width && y < expected.height
                ? Self.overWhite(expected[x, y]).mixed(with: .white, amount: 0.75) : Color.white
            panels[width + x, y] = differs ? red : faded
            x += 1
            if x == width { x = 0; y += 1 }
        }
        return panels
    }
}

private extension PNGComparison {
    /// Calls `body` for every pixel of the union of both extents, row by row, with the
    /// largest difference of its alpha or premultiplied colour channels, or nil where only one
    /// image has the pixel.
    func forEachPixel(_ expected: RGBAImage, _ actual: RGBAImage, _ body: (Int?) -> Void) {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        expected.pixels.withUnsafeBufferPointer { lhs in
            actual.pixels.withUnsafeBufferPointer { rhs in
                for y in 0..<height {
                    for x in 0..<width {
                        guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                            body(nil)
                            continue
                        }
                        let left = (y * expected.width + x) * 4
                        let right = (y * actual.width + x) * 4
                        let leftAlpha = Int(lhs[left + 3]), rightAlpha = Int(rhs[right + 3])
                        var delta = abs(leftAlpha - rightAlpha)
                        for channel in 0..<3 {
                            // Cairo's own rounding (RGBAImage premultiplies the same way).
                            let drawn = (Int(lhs[left + channel]) * leftAlpha + 127) / 255
                            delta = max(delta, abs(drawn - (Int(rhs[right + channel]) * rightAlpha + 127) / 255))
                        }
                        body(delta)
                    }
                }
            }
        }
    }

    /// `color` composited over opaque white.
    static func overWhite(_ color: Color) -> Color {
        Color.white.mixed(with: Color(red: color.red, green: color.green, blue: color.blue), amount: color.opacity)
    }
}
