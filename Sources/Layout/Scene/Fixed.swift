/// Stores a coordinate rounded to 1/100 point so JSON output is stable and diffable.
@propertyWrapper
public struct Fixed: Codable, Equatable, Hashable, Sendable {
    private var value: Double

    /// Stores `wrappedValue` rounded to 1/100 point; a value that is not finite is stored as 0.
    public init(wrappedValue: Double) {
        value = Fixed.round(wrappedValue)
    }

    /// The coordinate, rounded to 1/100 point whenever it is set.
    public var wrappedValue: Double {
        get { value }
        set { value = Fixed.round(newValue) }
    }

    /// Decodes a number and rounds it to 1/100 point.
    public init(from decoder: Decoder) throws {
        value = Fixed.round(try decoder.singleValueContainer().decode(Double.self))
    }

    /// Encodes the rounded number.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Rounds to two decimals, mapping -0 to 0.
    static func round(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }
}
