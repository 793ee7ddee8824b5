extension NumericProperty {
    /// The tile field that shows the same quantity (`.melt` for the melting point), so a tile
    /// whose heatmap value already shows it does not repeat it as a fact; nil for a quantity
    /// no field shows in the same unit (the molar ionization energy, Pyykkö's radii, the
    /// atomic number).
    var tileField: TileField? {
        switch self {
        case .atomicMass: .mass
        case .melt: .melt
        case .boil: .boil
        case .density: .density
        case .electronegativity: .electronegativity
        case .electronAffinity: .electronAffinity
        case .molarHeat: .molarHeat
        case .ionizationEnergyElectronvolts: .ionizationEnergy
        case .electronegativityAllen: .electronegativityAllen
        case .atomicRadius: .atomicRadius
        case .covalentRadius: .covalentRadius
        case .vanDerWaalsRadius: .vanDerWaalsRadius
        case .ionizationEnergy, .covalentRadiusPyykko, .atomicNumber: nil
        }
    }
}
