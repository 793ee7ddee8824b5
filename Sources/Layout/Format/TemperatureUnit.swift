import ElementData

/// The unit melting and boiling points are shown in.
public enum TemperatureUnit: String, CaseIterable, Codable, Sendable {
    case kelvin = "K"
    case celsius = "C"
    case fahrenheit = "F"

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
