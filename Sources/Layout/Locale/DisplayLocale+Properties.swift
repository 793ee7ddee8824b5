import ElementData

public extension DisplayLocale {
    /// A sourced property's name in this language (`Atomradius` for `atomic-radius` in German):
    /// the word its tile field or heatmap draws, so a property reads the same everywhere. English
    /// keeps the properties file's own name (`Electronegativity (Pauling)`).
    func propertyName(_ property: ElementProperty) -> String {
        guard !isEnglish else { return property.name }
        let own: LanguageLabel? = switch property.key {
        case "sublimation-point": .sublimationPoint
        case "ionization-energy-molar": .ionizationEnergyMolar
        case "cas-number": .casNumber
        case "discovery-year": .discoveryYear
        case "isotopes": .isotopes
        case "oxidation-states": .oxidationStates
        default: nil
        }
        if let own { return text(own) }
        if property.key == "electronegativity" { return parenthesized(text(.electronegativity), [text(.paulingScale)]) }
        if let field = TileField.allCases.first(where: { $0.propertyKey == property.key }) { return field.label(in: self) }
        return NumericProperty.drawing(propertyKey: property.key)?.displayName(in: self) ?? property.name
    }
}
