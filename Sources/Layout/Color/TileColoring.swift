import ElementData

/// What the tiles of a table are coloured by.
public enum TileColoring: Equatable, Sendable {
    /// One colour per class of a categorical field, named in a legend.
    case categorical(CategoricalKey)
    /// A continuous colour scale over a numeric field, explained by a colorbar.
    case heatmap(Heatmap)

    /// The default: the theme's category family colours.
    public static let category = TileColoring.categorical(.category)

    /// Parses `category`, `phase`, `block`, `period`, `group`, or any name `NumericProperty(name:)`
    /// accepts (as a linear viridis heatmap over the data's range).
    public init?(name: String) {
        if let key = CategoricalKey(rawValue: name.lowercased()) {
            self = .categorical(key)
        } else if let property = NumericProperty(name: name) {
            self = .heatmap(Heatmap(property: property))
        } else {
            return nil
        }
    }
}

/// A categorical field tiles can be coloured by.
public enum CategoricalKey: String, CaseIterable, Sendable {
    /// The category family (alkali metal, noble gas, …), in the theme's colours.
    case category
    /// Solid, liquid or gas at room temperature.
    case phase
    /// The s, p, d or f block.
    case block
    /// The period (row), 1–7.
    case period
    /// The group (column), 1–18.
    case group

    /// The legend's title.
    public var title: String {
        switch self {
        case .category: "Element category"
        case .phase: "Phase at room temperature"
        case .block: "Block"
        case .period: "Period"
        case .group: "Group"
        }
    }
}

/// A numeric field drawn as a heatmap.
public struct Heatmap: Equatable, Sendable {
    public var property: NumericProperty
    public var scale: ScaleKind
    /// The values at the ends of the colour scale, in the property's display unit; values
    /// outside are clamped to the end colours. Nil: the smallest and largest value shown.
    public var range: ClosedRange<Double>?
    public var colormap: Colormap

    public init(property: NumericProperty, scale: ScaleKind = .linear, range: ClosedRange<Double>? = nil,
                colormap: Colormap = .viridis) {
        self.property = property
        self.scale = scale
        self.range = range
        self.colormap = colormap
    }

    /// The colour scale for `elements`: over `range`, or the smallest to the largest value.
    ///
    /// - Throws: `ColorScaleError` when no element has a value, when a log scale meets a
    ///   value ≤ 0, or when the range is invalid.
    public func scale(for elements: [Element], formatter: ElementFormatter) throws -> ColorScale {
        let values = elements.compactMap { element in
            property.value(of: element, formatter: formatter).map {
                (label: "\(ElementText.sanitized(element.name)) \(property.text(of: element, formatter: formatter))", value: $0)
            }
        }
        return try ColorScale.fitting(values, kind: scale, range: range, colormap: colormap, name: property.displayName)
    }
}
