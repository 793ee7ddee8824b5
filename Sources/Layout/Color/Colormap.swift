import ElementData

/// A continuous colour ramp from the lowest value (position 0) to the highest (position 1).
public struct Colormap: Equatable, Sendable {
    /// A name for messages and class names, e.g. `viridis`.
    public var name: String
    /// Evenly spaced stops from low to high.
    public var colors: [Color]

    public init(name: String, colors: [Color]) {
        precondition(!colors.isEmpty, "a colormap needs at least one colour")
        self.name = name
        self.colors = colors
    }

    /// A colormap from `0xRRGGBB` values.
    init(name: String, rgb: [UInt32]) {
        self.init(name: name, colors: rgb.map {
            Color(red: UInt8($0 >> 16 & 0xFF), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF))
        })
    }

    /// The stop nearest to `position` (clamped to 0...1; NaN gives the lowest colour).
    public func color(at position: Double) -> Color {
        let t = position.isNaN ? 0 : position.clamped(to: 0...1)
        return colors[Int((t * Double(colors.count - 1)).rounded())]
    }
}
