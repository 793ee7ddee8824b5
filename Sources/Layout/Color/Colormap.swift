/// A continuous colour ramp from the lowest value (position 0) to the highest (position 1).
public struct Colormap: Equatable, Sendable {
    /// A name for messages and class names, e.g. `viridis`.
    public var name: String
    /// Evenly spaced stops from low to high; never empty (`init(name:colors:)` refuses that, so
    /// `color(at:)` always has a stop to give).
    public private(set) var colors: [Color]

    /// A ramp through `colors`, lowest value first.
    ///
    /// - Throws: `ColorScaleError.emptyColormap` when `colors` is empty: a ramp needs a colour.
    public init(name: String, colors: [Color]) throws {
        guard !colors.isEmpty else { throw ColorScaleError.emptyColormap(name: name) }
        self.name = name
        self.colors = colors
    }

    /// A colormap from `0xRRGGBB` values, at least one.
    init(name: String, rgb: [UInt32]) {
        self.name = name
        colors = rgb.map { Color(red: UInt8($0 >> 16 & 0xFF), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF)) }
    }

    /// The stop nearest to `position` (clamped to 0...1; NaN gives the lowest colour).
    public func color(at position: Double) -> Color {
        let t = position.isNaN ? 0 : position.clamped(to: 0...1)
        return colors[Int((t * Double(colors.count - 1)).rounded())]
    }
}
