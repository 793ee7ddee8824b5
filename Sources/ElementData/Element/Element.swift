/// One chemical element as described by a Periodic-Table-JSON record.
///
/// Only `name`, `number`, `symbol`, `xpos` and `ypos` are required. Every other
/// field may be `null` or absent; a field that is present with the wrong type is
/// a decoding error rather than being treated as missing.
public struct Element: Codable, Hashable, Sendable {
    /// The element's English name as Periodic-Table-JSON spells it, e.g. "Hydrogen"; unique in the data.
    public var name: String
    /// The atomic number, 1...119 in the bundled data; unique, and the key `PeriodicTable` looks elements up by.
    public var number: Int
    /// The chemical symbol, e.g. "Na": one or two letters, three for the placeholder "Uue"; unique regardless of case.
    public var symbol: String
    /// Atomic mass as written in the data. Whole numbers are mass numbers of the
    /// longest-lived isotope of an element with no stable isotope.
    public var atomicMass: Double?
    /// A short description of how the element looks, e.g. "colorless gas"; nil for 33 elements
    /// in the bundled data (shown as "—" on a tile's back).
    public var appearance: String?
    /// Boiling point in kelvin.
    public var boil: Double?
    /// Melting point in kelvin.
    public var melt: Double?
    /// Sublimation point in kelvin at standard pressure, for an element that turns from solid
    /// straight to gas (carbon, arsenic) and so has no melting or boiling point there.
    public var sublimation: Double?
    /// The category as the data writes it in lowercase, e.g. "alkali metal" or "unknown, probably
    /// transition metal" (15 values in the bundled data, see `ElementCategory`); nil when the record has none.
    public var category: String?
    /// The seed's `color` key (Periodic-Table-JSON's older records); null in the bundled data.
    public var color: String?
    /// Density: g/L for gases, g/cm³ otherwise.
    public var density: Double?
    /// Who discovered the element, as the data writes it: a person, a laboratory, or a place or age
    /// for elements known since antiquity ("Middle East", "5000 BC"); nil for aluminium in the bundled data (shown as "—").
    public var discoveredBy: String?
    /// Who named the element; nil for most elements (107 of 119) in the bundled data (shown as "—").
    public var namedBy: String?
    /// Molar heat capacity in J/(mol·K); nil for 41 elements in the bundled data.
    public var molarHeat: Double?
    /// The period (row of the periodic system), 1...8 in the bundled data; for the f-block it
    /// differs from `ypos`.
    public var period: Int?
    /// The group, 1...18 in the bundled data, where lanthanides and actinides are all group 3.
    public var group: Int?
    /// "Solid", "Liquid" or "Gas" in the bundled data.
    public var phase: String?
    /// The Wikipedia article the record was written from (an en.wikipedia.org URL); nil when the
    /// record has none, then a tile's back shows "—" for its source.
    public var source: String?
    /// A paragraph about the element from Wikipedia (CC BY-SA); nil when the record has none (shown as "—").
    public var summary: String?
    /// Column (1...18) and row (1...10) in the standard layout; rows 9 and 10 hold the f-block.
    public var xpos: Int
    /// The row (1...10) of the standard layout, beside `xpos`.
    public var ypos: Int
    /// Column (1...32) and row in the wide layout with the f-block inline.
    public var wxpos: Int?
    /// The row (1...8) of the wide layout, beside `wxpos`; nil, like `wxpos`, when the record has none.
    public var wypos: Int?
    /// Electrons per shell, innermost first, e.g. `[2, 8, 1]` for sodium; their sum is the atomic number.
    public var shells: [Int]?
    /// The full electron configuration, e.g. "1s2 2s2 2p6 3s1" for sodium.
    public var electronConfiguration: String?
    /// The electron configuration shortened to the preceding noble gas, e.g. "[Ne] 3s1"; a leading
    /// `*` marks an unconfirmed one.
    public var electronConfigurationSemantic: String?
    /// Electron affinity in kJ/mol as Periodic-Table-JSON gives it, e.g. 72.769 for hydrogen; nil
    /// for 9 elements in the bundled data.
    public var electronAffinity: Double?
    /// Electronegativity on the Pauling scale (no unit); nil for 19 elements in the bundled data,
    /// mostly noble gases and superheavy elements.
    public var electronegativityPauling: Double?
    /// Successive ionisation energies in kJ/mol, first one first, e.g. `[1312]` for hydrogen;
    /// empty for elements 105–119 in the bundled data.
    public var ionizationEnergies: [Double]?
    /// The CPK colour as 6 lowercase hex digits without `#`, e.g. "ffffff" for hydrogen; nil for
    /// elements 110–119 in the bundled data.
    public var cpkHex: String?
    /// The block, "s", "p", "d" or "f".
    public var block: String?
    /// The URL of a picture of the element's Bohr model; nil for element 119 in the bundled data.
    public var bohrModelImage: String?
    /// The URL of a 3D Bohr model (a `.glb` file); nil for element 119 in the bundled data.
    public var bohrModel3D: String?
    /// The URL of a picture of the element's spectral lines (a Wikipedia file page); nil for most
    /// elements (98 of 119) in the bundled data.
    public var spectralImage: String?
    /// The photograph of the element the record credits; every bundled record has one.
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
    /// The photograph's caption from Wikimedia Commons.
    public var title: String?
    /// The URL of the image file on Wikimedia Commons.
    public var url: String?
    /// The photograph's credit and licence as Wikimedia Commons gives it; each file has its own licence.
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
