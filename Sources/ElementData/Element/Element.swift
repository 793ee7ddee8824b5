import Foundation

/// One chemical element as described by a Periodic-Table-JSON record.
///
/// Only `name`, `number`, `symbol`, `xpos` and `ypos` are required. Every other
/// field may be `null` or absent; a field that is present with the wrong type is
/// a decoding error rather than being treated as missing.
public struct Element: Codable, Hashable, Sendable {
    public var name: String
    public var number: Int
    public var symbol: String
    /// Atomic mass as written in the data. Whole numbers are mass numbers of the
    /// longest-lived isotope of an element with no stable isotope.
    public var atomicMass: Double?
    public var appearance: String?
    /// Boiling point in kelvin.
    public var boil: Double?
    /// Melting point in kelvin.
    public var melt: Double?
    /// Sublimation point in kelvin at standard pressure, for an element that turns from solid
    /// straight to gas (carbon, arsenic) and so has no melting or boiling point there.
    public var sublimation: Double?
    public var category: String?
    /// The seed's `color` key (Periodic-Table-JSON's older records); null in the bundled data.
    public var color: String?
    /// Density: g/L for gases, g/cm³ otherwise.
    public var density: Double?
    public var discoveredBy: String?
    public var namedBy: String?
    public var molarHeat: Double?
    public var period: Int?
    public var group: Int?
    /// "Solid", "Liquid" or "Gas" in the bundled data.
    public var phase: String?
    public var source: String?
    public var summary: String?
    /// Column (1...18) and row (1...10) in the standard layout; rows 9 and 10 hold the f-block.
    public var xpos: Int
    public var ypos: Int
    /// Column (1...32) and row in the wide layout with the f-block inline.
    public var wxpos: Int?
    public var wypos: Int?
    public var shells: [Int]?
    public var electronConfiguration: String?
    public var electronConfigurationSemantic: String?
    public var electronAffinity: Double?
    public var electronegativityPauling: Double?
    public var ionizationEnergies: [Double]?
    public var cpkHex: String?
    public var block: String?
    public var bohrModelImage: String?
    public var bohrModel3D: String?
    public var spectralImage: String?
    public var image: ElementImage?

    /// The Periodic-Table-JSON keys, for every reader and writer of its records.
    package enum CodingKeys: String, CodingKey {
        case name, number, symbol
        case atomicMass = "atomic_mass"
        case appearance, boil, melt, sublimation, category, color, density
        case discoveredBy = "discovered_by"
        case namedBy = "named_by"
        case molarHeat = "molar_heat"
        case period, group, phase, source, summary, xpos, ypos, wxpos, wypos, shells
        case electronConfiguration = "electron_configuration"
        case electronConfigurationSemantic = "electron_configuration_semantic"
        case electronAffinity = "electron_affinity"
        case electronegativityPauling = "electronegativity_pauling"
        case ionizationEnergies = "ionization_energies"
        case cpkHex = "cpk-hex"
        case block
        case bohrModelImage = "bohr_model_image"
        case bohrModel3D = "bohr_model_3d"
        case spectralImage = "spectral_img"
        case image
    }

    /// Creates an element from the fields every layout needs; the rest start empty.
    public init(name: String, number: Int, symbol: String, xpos: Int, ypos: Int) {
        self.name = name
        self.number = number
        self.symbol = symbol
        self.xpos = xpos
        self.ypos = ypos
    }
}

/// The photograph credited in a Periodic-Table-JSON record.
public struct ElementImage: Codable, Hashable, Sendable {
    public var title: String?
    public var url: String?
    public var attribution: String?
}

public extension Element {
    /// True when the recorded mass is a whole number: the mass number of the
    /// longest-lived isotope, as for technetium (98), rather than a standard atomic weight.
    var hasMassNumberOnly: Bool {
        guard let atomicMass else { return false }
        return atomicMass == atomicMass.rounded() && atomicMass.magnitude < 1e15
    }

    /// The element's state at room temperature, when the data names one we know.
    var state: ElementState? { phase.flatMap(ElementState.init(phase:)) }
}
