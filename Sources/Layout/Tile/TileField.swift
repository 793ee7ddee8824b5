import ElementData

/// A piece of an element's data that a theme can put in a place on a tile.
public enum TileField: String, CaseIterable, Sendable {
    /// The element data's own fields: atomic number, symbol, name, mass, melting and boiling points,
    /// discoverer, category, phase and density.
    case number, symbol, name, mass, melt, boil, discoveredBy, category, phase, density
    /// Pauling electronegativity and the electron configuration.
    case electronegativity, electronConfiguration
    /// Sourced properties (`ElementProperties`): the common oxidation states, the first
    /// ionization energy in eV, radii in pm, the crystal structure, the electron affinity and
    /// Allen electronegativity in eV, the van der Waals radius, the molar heat capacity.
    case oxidationStates, ionizationEnergy, atomicRadius, covalentRadius, crystalStructure
    /// More sourced properties (see above).
    case electronAffinity, electronegativityAllen, vanDerWaalsRadius, molarHeat
    /// Leaves the place empty.
    case none

    /// The key of the sourced property the field shows (`ElementProperties`), if it shows one.
    public var propertyKey: String? {
        switch self {
        case .electronegativity: "electronegativity"
        case .electronConfiguration: "electron-configuration"
        case .ionizationEnergy: "ionization-energy"
        case .atomicRadius: "atomic-radius"
        case .covalentRadius: "covalent-radius"
        case .crystalStructure: "crystal-structure"
        case .electronAffinity: "electron-affinity"
        case .electronegativityAllen: "electronegativity-allen"
        case .vanDerWaalsRadius: "van-der-waals-radius"
        case .molarHeat: "molar-heat-capacity"
        case .melt: "melting-point"
        case .boil: "boiling-point"
        case .density: "density"
        case .mass: ElementProperties.standardAtomicWeightKey
        default: nil
        }
    }

    /// The label in `locale`'s language, e.g. "Schmelzpunkt"; empty for `none`.
    public func label(in locale: DisplayLocale) -> String {
        // The label of the same name, as `role` is the role of the same name; four fields have
        // the data's short names and `none` has no label (the label `none` is the word "None").
        let key: LanguageLabel? = switch self {
        case .number: .atomicNumber
        case .mass: .atomicMass
        case .melt: .meltingPoint
        case .boil: .boilingPoint
        case .none: nil
        default: LanguageLabel(rawValue: rawValue)
        }
        return key.map(locale.text) ?? ""
    }

    /// The role of the text runs the field draws, so tests and renderers can find them: the
    /// role of the same name (`.value` for `none`).
    public var role: TextRole {
        TextRole(rawValue: rawValue) ?? .value
    }

    /// Long texts that get a line of their own under their label in a tile's facts (a crystal
    /// structure is three words in several languages: `объёмноцентрированная кубическая`).
    public var takesOwnLine: Bool {
        self == .discoveredBy || self == .category || self == .crystalStructure
    }

    /// Whether the field's text for `element` is a prediction (flagged `predicted` in the scene).
    public func isPredicted(for element: Element, formatter: ElementFormatter) -> Bool {
        switch self {
        case .mass: element.isHypothetical && formatter.predicted != .hide && formatter.mass(element) != ElementFormatter.missing
        case .melt: formatter.showsPrediction(.melt, of: element)
        case .boil: formatter.showsPrediction(.boil, of: element)
        case .density: formatter.showsPrediction(.density, of: element)
        case .phase: formatter.showsPrediction(.phase, of: element)
        case .oxidationStates: formatter.showsPredictedOxidationStates(of: element)
        case .electronConfiguration, .ionizationEnergy, .electronAffinity:
            formatter.predicted != .hide && formatter.sourcedValue(propertyKey ?? "", of: element)?.predicted == true
        default: false
        }
    }

    /// The text the field shows for `element`; empty for `none`.
    public func text(for element: Element, formatter: ElementFormatter) -> String {
        switch self {
        case .number: formatter.number(element)
        case .symbol: formatter.symbol(element)
        case .name: formatter.name(element)
        case .mass: formatter.mass(element)
        case .melt: formatter.melt(element)
        case .boil: formatter.boil(element)
        case .discoveredBy: formatter.discoveredBy(element)
        case .category: formatter.category(element)
        case .phase: formatter.phase(element)
        case .density: formatter.density(element)
        case .electronegativity: formatter.electronegativity(element)
        case .electronConfiguration: formatter.electronConfiguration(element)
        case .oxidationStates: formatter.oxidationStatesText(element)
        case .ionizationEnergy, .atomicRadius, .covalentRadius, .crystalStructure, .electronAffinity, .electronegativityAllen,
             .vanDerWaalsRadius, .molarHeat:
            propertyKey.map { formatter.sourcedText($0, of: element) } ?? ""
        case .none: ""
        }
    }
}
