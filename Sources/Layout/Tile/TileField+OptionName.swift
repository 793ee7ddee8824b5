import ElementData

/// The names a field goes by on the command line and in a theme's `fields` list.
public extension TileField {
    /// The name `--fields` lists: `number`, `discovered-by`, `oxidation-states`, `configuration`.
    var optionName: String {
        switch self {
        case .discoveredBy: "discovered-by"
        case .electronConfiguration: "configuration"
        case .oxidationStates: "oxidation-states"
        case .molarHeat: "molar-heat"
        // Named as their sourced property (`ptable properties`).
        case .ionizationEnergy, .atomicRadius, .covalentRadius, .crystalStructure, .electronAffinity, .electronegativityAllen,
             .vanDerWaalsRadius:
            propertyKey ?? rawValue
        default: rawValue
        }
    }

    /// Every name `--fields` accepts, in the order of `TileField.allCases` (without `none`).
    static var optionNames: [String] { allCases.filter { $0 != .none }.map(\.optionName) }

    /// A field by its option name, its theme name (`electronConfiguration`), the key of the
    /// property it shows as `ptable properties` lists it (`standard-atomic-weight`,
    /// `melting-point`) or a common alias (`weight`, `en`); case-insensitive, `_` and `-` alike.
    init?(optionName name: String) {
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
        let aliases: [String: TileField] = [
            "atomic-number": .number, "atomic-mass": .mass, "weight": .mass, "atomic-weight": .mass,
            "en": .electronegativity, "oxidation": .oxidationStates, "ionisation-energy": .ionizationEnergy,
            "structure": .crystalStructure, "vdw-radius": .vanDerWaalsRadius, "allen-electronegativity": .electronegativityAllen,
        ]
        if let field = aliases[key] {
            self = field
            return
        }
        guard let field = TileField.allCases.first(where: {
            $0 != .none && ($0.optionName == key || $0.propertyKey == key
                || $0.rawValue.lowercased() == key.replacingOccurrences(of: "-", with: ""))
        }) else { return nil }
        self = field
    }

    /// The closest option name to a misspelt one, if any is close.
    internal static func suggestion(for name: String) -> String? {
        EditDistance.closest(to: name, among: optionNames, within: max(2, name.count / 3))
    }
}
