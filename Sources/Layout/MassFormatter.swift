// Placeholder until the standard atomic weights land; replaced by the weights branch.
enum MassFormatter {
    static func listMass(of element: Element) -> String? {
        guard let mass = element.atomicMass else { return nil }
        return element.hasMassNumberOnly ? "[\(Int(mass))]" : mass.description
    }

    static func tileMass(of element: Element) -> String? {
        guard let mass = element.atomicMass else { return nil }
        return element.hasMassNumberOnly ? "[\(Int(mass))]" : ElementFormatter.decimal(mass, maximumFractionDigits: 3)
    }
}
