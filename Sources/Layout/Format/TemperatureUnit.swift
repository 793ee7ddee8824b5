/// The unit melting and boiling points are shown in.
public enum TemperatureUnit: String, CaseIterable, Codable, Sendable {
    /// Kelvin, as the data gives temperatures: `370.94 K`.
    case kelvin = "K"
    /// Degrees Celsius: kelvin minus 273.15.
    case celsius = "C"
    /// Degrees Fahrenheit: kelvin × 9/5 minus 459.67.
    case fahrenheit = "F"

    /// The unit a user names: `K`, `C` or `F`, or the unit's name (`kelvin`, `celsius`,
    /// `fahrenheit`), in any case; nil for anything else.
    public init?(named name: String) {
        switch name.uppercased() {
        case "K", "KELVIN": self = .kelvin
        case "C", "CELSIUS": self = .celsius
        case "F", "FAHRENHEIT": self = .fahrenheit
        default: return nil
        }
    }

    /// The suffix written after a value: "K", "°C", "°F".
    public var symbol: String {
        self == .kelvin ? rawValue : "°" + rawValue
    }

    /// Converts a temperature in kelvin to this unit.
    public func convert(kelvin: Double) -> Double {
        switch self {
        case .kelvin: kelvin
        case .celsius: kelvin - 273.15
        case .fahrenheit: kelvin * 9 / 5 - 459.67
        }
    }
}
