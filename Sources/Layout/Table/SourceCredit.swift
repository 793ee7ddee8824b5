import ElementData

/// The footer text that names the references a table drew on: the heatmap property's sources,
/// and on a poster whose tiles draw masses the standard atomic weights.
///
/// `Electronegativity: Haynes, CRC Handbook of Chemistry and Physics, 95th ed. (2014)`.
struct SourceCredit {
    var formatter: ElementFormatter

    /// The credit for a table of `elements` coloured by `coloring`, or nil when it drew on no
    /// cited source beyond the element data; `citesAtomicWeights` adds the weights' references
    /// unless the heatmap draws the masses, whose references it names already.
    func text(coloring: TileColoring, elements: [Element], citesAtomicWeights: Bool) -> String? {
        var parts: [String] = []
        var heatmapProperty: NumericProperty?
        if case let .heatmap(heatmap) = coloring, let property = heatmap.property, property != .atomicNumber {
            heatmapProperty = property
            let sources = property.sources(of: elements, formatter: formatter)
            let cited = Self.unique(sources.compactMap(citation))
            if !cited.isEmpty { parts.append(formatter.locale.labelled(property.displayName(in: formatter.locale), cited.joined(separator: "; "))) }
        }
        if citesAtomicWeights, heatmapProperty != .atomicMass {
            let weights = Self.unique(NumericProperty.atomicMass.sources(of: elements, formatter: formatter).compactMap(citation))
            if !weights.isEmpty { parts.append(formatter.locale.labelled(formatter.locale.text(.atomicWeights), weights.joined(separator: "; "))) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A provenance as the footer names it; nil for the bundled data, which the data credit names.
    private func citation(_ provenance: ValueProvenance) -> String? {
        switch provenance {
        case let .reference(key): formatter.properties?.reference(forKey: key)?.shortCitation ?? key
        case .userData: formatter.locale.text(.userData)
        case .bundledData: nil
        }
    }

    /// `texts` without repeats, in order of first appearance.
    private static func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
