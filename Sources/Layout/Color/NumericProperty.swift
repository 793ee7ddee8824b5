import ElementData
import Foundation

/// A numeric field of an element that a heatmap can colour the table by.
public enum NumericProperty: String, CaseIterable, Sendable {
    /// Atomic mass in u as the element data gives it (a mass number for an element with no stable isotope).
    case atomicMass = "mass"
    /// Melting point in the formatter's temperature unit; the sublimation point for an element that sublimes.
    case melt
    /// Boiling point in the formatter's temperature unit; the sublimation point for an element that sublimes.
    case boil
    /// Density in g/cm³ (a gas's g/L divided by 1000).
    case density
    /// Pauling electronegativity (no unit), from the CRC Handbook for the bundled data.
    case electronegativity
    /// Electron affinity: in eV from the sourced properties with the bundled data, else the data's kJ/mol.
    case electronAffinity = "electron-affinity"
    /// Molar heat capacity in J/(mol·K).
    case molarHeat = "molar-heat"
    /// First ionisation energy in kJ/mol.
    case ionizationEnergy = "ionization-energy"
    /// The atomic number.
    case atomicNumber = "number"
    /// Sourced only (`ElementProperties`): first ionisation energy in eV, from NIST.
    case ionizationEnergyElectronvolts = "ionization-energy-ev"
    /// Sourced only: Allen electronegativity, a configuration energy in eV.
    case electronegativityAllen = "electronegativity-allen"
    /// Sourced only: empirical atomic radius in crystals (Slater), in pm.
    case atomicRadius = "atomic-radius"
    /// Sourced only: covalent radius (Cordero et al.), in pm.
    case covalentRadius = "covalent-radius"
    /// Sourced only: single-bond covalent radius (Pyykkö and Atsumi), in pm.
    case covalentRadiusPyykko = "covalent-radius-pyykko"
    /// Sourced only: van der Waals radius (CRC Handbook), in pm.
    case vanDerWaalsRadius = "van-der-waals-radius"

    /// The key of the sourced property (`ElementProperties`) whose values the heatmap shows for
    /// the bundled data; nil for the data's own fields (mass, temperatures and density, which
    /// the sourced corrections already bring in line, and the atomic number).
    public var propertyKey: String? {
        switch self {
        case .atomicMass, .melt, .boil, .density, .atomicNumber: nil
        case .ionizationEnergy: "ionization-energy-molar"
        case .covalentRadiusPyykko: "covalent-radius-pyykko"
        // The key of the tile field that shows the same quantity.
        default: tileField?.propertyKey
        }
    }

    /// Other spellings accepted besides the friendly name, among them the Periodic-Table-JSON
    /// key where it differs from the friendly name by more than `_` for `-` (`atomic_mass`).
    private var aliases: [String] {
        switch self {
        case .atomicMass: ["atomic-mass", "weight", "atomic-weight", "standard-atomic-weight"]
        case .melt: ["melting-point"]
        case .boil: ["boiling-point"]
        case .density: []
        case .electronegativity: ["electronegativity-pauling", "en"]
        case .electronAffinity: []
        case .molarHeat: ["molar-heat-capacity"]
        case .ionizationEnergy: ["ionization-energies", "ionisation-energy", "first-ionization-energy", "ionization",
                                 "ionization-energy-molar"]
        case .atomicNumber: ["atomic-number", "z"]
        case .ionizationEnergyElectronvolts: ["ionisation-energy-ev", "first-ionization-energy-ev"]
        case .electronegativityAllen: ["allen-electronegativity", "en-allen"]
        case .atomicRadius: ["radius"]
        case .covalentRadius: ["covalent-radius-cordero"]
        case .covalentRadiusPyykko: []
        case .vanDerWaalsRadius: ["vdw-radius"]
        }
    }

    /// Parses a friendly name (`melt`, `electron-affinity`), a JSON name (`electron_affinity`,
    /// `electronegativity_pauling`) or an alias; case-insensitive, `_` and `-` alike.
    public init?(name: String) {
        let key = Self.normalized(name)
        guard let match = Self.allCases.first(where: { property in
            ([property.rawValue] + property.aliases).map(Self.normalized).contains(key)
        }) else { return nil }
        self = match
    }

    /// Every accepted friendly name, for help texts.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// A label for legends: `Melting point`.
    public var displayName: String { displayName(in: .english) }

    /// The unit of `value(of:formatter:)`, or nil for pure numbers.
    public func unit(formatter: ElementFormatter) -> String? {
        switch self {
        case .atomicMass: "u"
        case .melt, .boil: formatter.temperatureUnit.symbol
        case .density: "g/cm³"
        case .electronegativity, .atomicNumber: nil
        case .electronAffinity: formatter.dataOrigin == .bundled && formatter.properties != nil ? "eV" : "kJ/mol"
        case .ionizationEnergy: "kJ/mol"
        case .molarHeat: "J/(mol·K)"
        case .ionizationEnergyElectronvolts, .electronegativityAllen: "eV"
        case .atomicRadius, .covalentRadius, .covalentRadiusPyykko, .vanDerWaalsRadius: "pm"
        }
    }

    /// The references the values shown for `elements` cite, in order of first use (`haynes2014crc`);
    /// `user data` and `Periodic-Table-JSON` labels for values that are not cited.
    public func sources(of elements: [Element], formatter: ElementFormatter) -> [ValueProvenance] {
        var seen: [ValueProvenance] = []
        for element in elements where value(of: element, formatter: formatter) != nil {
            let provenance = switch self {
            case .atomicMass, .melt, .boil, .density: tileField.flatMap { formatter.provenance(of: $0, for: element) }
            default: propertyKey.flatMap { formatter.sourcedValue($0, of: element)?.provenance }
            }
            if let provenance, !seen.contains(provenance) { seen.append(provenance) }
        }
        return seen
    }

    /// The title of a colorbar: `Melting point (K)`, `Density (g/cm³, log scale)`,
    /// `Electronegativity (Pauling scale)`.
    public func title(formatter: ElementFormatter, scale: ScaleKind = .linear) -> String {
        let locale = formatter.locale
        let qualifier = self == .electronegativity ? locale.text(.paulingScale) : unit(formatter: formatter).map(locale.unit)
        let parts = [qualifier, scale == .log ? locale.text(.logScale) : nil].compactMap { $0 }
        let name = displayName(in: locale)
        return parts.isEmpty ? name : locale.parenthesized(name, parts)
    }

    /// `displayName` in `locale`'s language.
    public func displayName(in locale: DisplayLocale) -> String {
        switch self {
        // Named as the eV field: the unit in a title tells the two apart.
        case .ionizationEnergy: locale.text(.ionizationEnergy)
        case .atomicNumber: locale.text(.atomicNumber)
        case .covalentRadiusPyykko: locale.text(.singleBondCovalentRadius)
        // Named as the tile field that shows the same quantity, with the label a tile's facts give it.
        default: tileField?.label(in: locale) ?? rawValue
        }
    }

    /// The value the colour scale uses, in `unit(formatter:)`: temperatures in the chosen
    /// unit, densities of gases (g/L in the data) converted to g/cm³. Nil when missing.
    public func value(of element: Element, formatter: ElementFormatter) -> Double? {
        let raw: Double?
        switch self {
        case .atomicMass: raw = element.atomicMass
        // An element that sublimes is placed by its sublimation point on both scales.
        case .melt: raw = (element.melt ?? element.sublimation).map(formatter.temperatureUnit.convert(kelvin:))
        case .boil: raw = (element.boil ?? element.sublimation).map(formatter.temperatureUnit.convert(kelvin:))
        case .density:
            // g/L to g/cm³; a positive denormal must not underflow to 0 and read as "not positive".
            raw = element.density.map { element.state == .gas ? max($0 / 1000, $0 > 0 ? .leastNonzeroMagnitude : -.infinity) : $0 }
        case .atomicNumber: raw = Double(element.number)
        default: raw = sourcedValue(of: element, formatter: formatter)?.number
        }
        guard let raw, raw.isFinite else { return nil }
        if let field = correctionField, formatter.hides(field, of: element) { return nil }
        return raw
    }

    /// The sourced value (or, for a user's data file, the file's own) of a property with a key.
    private func sourcedValue(of element: Element, formatter: ElementFormatter) -> SourcedValue? {
        guard let key = propertyKey else { return nil }
        if formatter.properties == nil {
            // Without the sourced table only the data's own fields can be shown.
            return ElementFormatter(temperatureUnit: formatter.temperatureUnit, predicted: formatter.predicted,
                                    corrections: formatter.corrections, properties: nil, dataOrigin: .userData)
                .sourcedValue(key, of: element).map { value in
                    var value = value
                    value.provenance = .bundledData
                    return value
                }
        }
        guard let value = formatter.sourcedValue(key, of: element) else { return nil }
        if value.predicted, formatter.predicted == .hide { return nil }
        return value
    }

    /// The element's value is a prediction, shown (not hidden by `--predicted hide`).
    public func isPredicted(of element: Element, formatter: ElementFormatter) -> Bool {
        guard value(of: element, formatter: formatter) != nil else { return false }
        if propertyKey != nil { return sourcedValue(of: element, formatter: formatter)?.predicted == true }
        guard let field = correctionField else { return false }
        return formatter.showsPrediction(field, of: element)
    }

    /// The data field whose values can be predictions, for the properties that have one.
    private var correctionField: DataCorrection.Field? {
        switch self {
        case .melt: .melt
        case .boil: .boil
        case .density: .density
        default: nil
        }
    }

    /// The value as a tile shows it, with its unit (`370.94 K`, `0.971 g/cm³`, `0.08988 g/L`
    /// for a gas), or `—` when missing.
    public func text(of element: Element, formatter: ElementFormatter) -> String {
        guard value(of: element, formatter: formatter) != nil else { return ElementFormatter.missing }
        switch self {
        case .atomicMass:
            let mass = formatter.mass(element)
            return element.hasMassNumberOnly ? mass : mass + " u"
        case .melt where element.melt == nil, .boil where element.boil == nil:
            let temperature = formatter.temperature(element.sublimation)
            // A heatmap tile has room for a number and a word: "sublimiert bei 4098,15 K" never fits.
            return formatter.locale.text(.sublimesAtShort, temperature)
        case .melt: return formatter.melt(element)
        case .boil: return formatter.boil(element)
        case .density:
            let density = element.density ?? 0
            let text = formatter.locale.quantity(formatter.locale.decimal(Self.significant(density, digits: 4)),
                                                 unit: element.state == .gas ? "g/L" : "g/cm³")
            return formatter.marked(text, .density, of: element)
        case .atomicNumber: return String(element.number)
        default:
            // The source's digits, up to four significant ones: "1.00", "140 pm", "495.8 kJ/mol"
            // ("1,00" in German). A table tile has no room for the source's "495.84555 kJ/mol";
            // the detail tile and `ptable properties` write every digit.
            guard let value = sourcedValue(of: element, formatter: formatter) else { return ElementFormatter.missing }
            let number = Self.significantDigits(value.text, atMost: Self.tileDigits)
            let text = (value.predicted && formatter.predicted == .mark ? "~" : "") + formatter.localNumber(number)
            return unit(formatter: formatter).map { formatter.locale.quantity(text, unit: $0) } ?? text
        }
    }

    /// The significant digits a heatmap tile writes of a sourced value.
    static let tileDigits = 4

    /// A decimal `text` with more than `digits` significant digits rounded to `digits` of them,
    /// trailing zeros kept (`13.598434599702` → `13.60`, `1312.049478709` → `1312`); any other
    /// text as it is (`1.00`, `140`).
    static func significantDigits(_ text: String, atMost digits: Int) -> String {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              text.filter(\.isNumber).drop(while: { $0 == "0" }).count > digits,
              let number = Double(text), number != 0, number.isFinite else { return text }
        func decimals(_ value: Double) -> Int { max(digits - 1 - Int(floor(log10(abs(value)))), 0) }
        let scale = pow(10, Double(decimals(number)))
        let rounded = (number * scale).rounded() / scale
        return String(posixFormat: "%.*f", decimals(rounded), rounded)
    }

    /// `value` with at most `digits` significant digits (at least the integer part), trailing
    /// zeros removed, a true minus sign.
    public static func significant(_ value: Double, digits: Int) -> String {
        guard value != 0, value.isFinite else { return ElementFormatter.decimal(value.isFinite ? value : 0, maximumFractionDigits: 0) }
        let magnitude = Int(floor(log10(abs(value))))
        let fraction = min(max(digits - 1 - magnitude, 0), 8)
        return ElementFormatter.decimal(value, maximumFractionDigits: fraction)
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: "-").trimmingCharacters(in: .whitespaces)
    }
}

public extension NumericProperty {
    /// The heatmap property that draws the sourced property with this key (`ionization-energy-molar`
    /// → `ionization-energy`, `melting-point` → `melt`), or nil when none does.
    static func drawing(propertyKey key: String) -> NumericProperty? {
        switch key {
        case ElementProperties.standardAtomicWeightKey: .atomicMass
        case "melting-point": .melt
        case "boiling-point": .boil
        case "density": .density
        default: allCases.first { $0.propertyKey == key }
        }
    }
}
