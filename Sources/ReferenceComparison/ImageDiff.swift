import ElementData

/// The outcome of comparing an expected image with an actual one (`PNGComparison.compare` makes these).
public struct ImageDiff: Equatable, Sendable, CustomStringConvertible {
    /// A raster size in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int

        /// A size of `width` × `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// `width×height`.
        public var description: String { "\(width)×\(height)" }
    }

    /// The size of the expected (reference) image.
    public var expectedSize: Size
    /// The size of the image under test.
    public var actualSize: Size
    /// Pixels where some channel differs by more than `tolerance`; with a size mismatch,
    /// pixels present in only one image count as differing.
    public var differingPixels: Int
    /// Pixels compared: the area of the larger extent of both images.
    public var totalPixels: Int
    /// The largest difference of any channel over the shared area, 0...255.
    public var maximumChannelDelta: Int
    /// The per-channel tolerance the comparison used.
    public var tolerance: Int
    /// The largest fraction of differing pixels the comparison allowed.
    public var maximumDifferingFraction: Double

    /// Whether the images differ in size (which always fails).
    public var sizeMismatch: Bool { expectedSize != actualSize }

    /// `differingPixels` as a fraction of `totalPixels`, 0...1.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// True when the sizes match and few enough pixels differ.
    public var passes: Bool {
        !sizeMismatch && differingFraction <= maximumDifferingFraction
    }

    /// One line for a test failure, e.g. `3 of 400 pixels (0.75%) differ by more than 1 …`.
    public var description: String {
        if sizeMismatch {
            return "size mismatch: expected \(expectedSize), actual \(actualSize)"
        }
        let percent = String(posixFormat: "%.4g%%", differingFraction * 100)
        let allowed = String(posixFormat: "%.4g%%", maximumDifferingFraction * 100)
        return "\(differingPixels) of \(totalPixels) pixels (\(percent)) differ by more than \(tolerance) "
            + "per channel (largest difference \(maximumChannelDelta)); \(allowed) allowed"
    }
}
