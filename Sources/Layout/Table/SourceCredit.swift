import ElementData

/// The footer text that names the references a table drew on: the heatmap property's sources,
/// and on a poster the standard atomic weights its tiles show.
///
/// `Electronegativity: Haynes, CRC Handbook of Chemistry and Physics, 95th ed. (2014)`.
struct SourceCredit {
    var formatter: ElementFormatter

    /// The credit for a table of `elements` coloured by `coloring`, or nil when it drew on no
    /// cited source beyond the element data.
    func text(coloring: TileColoring, elements: [Element], isPoster: Bool) -> String? {
        var parts: [String] = []
        if case let .heatmap(heatmap) = coloring, let property = heatmap.property, property != .atomicNumber {
            let sources = property.sources(of: elements, formatter: formatter)
            let cited = sources.compactMap(citation)
            if !cited.isEmpty { parts.append("\(property.displayName(in: formatter.locale)): \(cited.joined(separator: "; "))") }
        }
        if isPoster {
            let weights = NumericProperty.atomicMass.sources(of: elements, formatter: formatter).compactMap(citation)
            if !weights.isEmpty { parts.append("\(formatter.locale.text(.atomicWeights)): \(weights.joined(separator: "; "))") }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A provenance as the footer names it; nil for the bundled data, which the data credit names.
    private func citation(_ provenance: ValueProvenance) -> String? {
        switch provenance {
        case let .reference(key): formatter.properties?.reference(forKey: key)?.shortCitation ?? key
        case .userData: formatter.locale.text(.userData)
        case .bundledData: nil
        // A hand correction's source is a sentence; its citation is what comes before ": ".
        case let .correction(source): source.components(separatedBy: ": ").first ?? source
        }
    }
}
