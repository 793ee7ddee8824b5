import ElementData
import Foundation

/// Turns element fields into the exact strings every renderer shows.
public struct ElementFormatter: Sendable {
    /// Shown wherever a value is missing from the data.
    public static let missing = "—"

    public var temperatureUnit: TemperatureUnit

    public init(temperatureUnit: TemperatureUnit = .kelvin) {
        self.temperatureUnit = temperatureUnit
    }

    /// The seed app's two-line list row: `Sodium` over `Na(11) 22.989769282`.
    public func listRow(_ element: Element) -> (title: String, detail: String) {
        let mass = MassFormatting.listMass(of: element)
        return (name(element), "\(symbol(element))(\(element.number)) \(mass)")
    }

    public func number(_ element: Element) -> String { String(element.number) }

    public func symbol(_ element: Element) -> String { ElementText.sanitized(element.symbol) }

    public func name(_ element: Element) -> String { ElementText.sanitized(element.name) }

    /// The conventional standard atomic weight, at most 3 decimals, or `[98]` for a mass number.
    public func mass(_ element: Element) -> String {
        MassFormatting.tileMass(of: element) ?? Self.missing
    }

    /// Melting point with its unit, e.g. `370.94 K`, or `—`.
    public func melt(_ element: Element) -> String { temperature(element.melt) }

    /// Boiling point with its unit, e.g. `1156.09 K`, or `—`.
    public func boil(_ element: Element) -> String { temperature(element.boil) }

    /// Who discovered the element, or `—`.
    public func discoveredBy(_ element: Element) -> String {
        element.discoveredBy.map(ElementText.sanitized).flatMap { $0.isBlank ? nil : $0 } ?? Self.missing
    }

    /// The category as written in the data, capitalised.
    public func category(_ element: Element) -> String {
        ElementCategory(element.category).displayName
    }

    /// A temperature in kelvin converted to the chosen unit, with at most 2 decimals.
    public func temperature(_ kelvin: Double?) -> String {
        guard let kelvin, kelvin.isFinite else { return Self.missing }
        let value = temperatureUnit.convert(kelvin: kelvin)
        return Self.decimal(value, maximumFractionDigits: 2) + " " + temperatureUnit.symbol
    }

    /// A number with at most `maximumFractionDigits` decimals, trailing zeros removed,
    /// and a true minus sign. Independent of the locale.
    ///
    /// Values `NumberText` finds too large or too small for decimals (from 10¹⁵, under 10⁻⁶)
    /// are written `1.7×10³⁰⁸` with four significant digits; a non-finite value is `—`.
    public static func decimal(_ value: Double, maximumFractionDigits: Int) -> String {
        guard value.isFinite else { return missing }
        if NumberText.needsScientific(value) { return NumberText.scientific(value, significantDigits: 4) }
        var text = String(format: "%.\(min(max(maximumFractionDigits, 0), 20))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        if text.hasPrefix("-") { text = "−" + text.dropFirst() }
        return text
    }
}

extension String {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
