import ElementData

/// What the tiles of a table are coloured by.
public enum TileColoring: Equatable, Sendable {
    /// One colour per class of a categorical field, named in a legend.
    case categorical(CategoricalKey)
    /// A continuous colour scale over a numeric field, explained by a colorbar.
    case heatmap(Heatmap)
    /// Each element in its own conventional colour (`cpk`, the data's `cpk-hex`), keyed by examples.
    case elementColor

    /// The default: the theme's category family colours.
    public static let category = TileColoring.categorical(.category)

    /// Parses `category`, `phase`, `block`, `period`, `group`, `cpk`, or any name
    /// `NumericProperty(name:)` accepts (as a linear viridis heatmap over the data's range).
    public init?(name: String) {
        if ["cpk", "cpk-hex"].contains(name.lowercased()) {
            self = .elementColor
        } else if let key = CategoricalKey(rawValue: name.lowercased()) {
            self = .categorical(key)
        } else if let property = NumericProperty(name: name) {
            self = .heatmap(Heatmap(property: property))
        } else {
            return nil
        }
    }

    /// Whether the colours come from a continuous scale (so `--scale` and `--range` apply).
    public var isHeatmap: Bool {
        if case .heatmap = self { return true }
        return false
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

    /// The legend's title in `locale`'s language.
    public func title(in locale: DisplayLocale) -> String {
        switch self {
        case .category: locale.text(.elementCategory)
        case .phase: locale.text(.phaseAtRoomTemperature)
        case .block: locale.text(.block)
        case .period: locale.text(.period)
        case .group: locale.text(.group)
        }
    }
}

/// Where a heatmap's numbers come from: a field of the element data, or the user's own.
public enum HeatmapSource: Equatable, Sendable {
    /// A numeric field of the data (`melt`, `density`, …).
    case property(NumericProperty)
    /// Numbers from `--values FILE` or counted over `--count-formulas FILE`.
    case values(ElementValues)
}

/// A numeric field, or the user's own numbers, drawn as a heatmap.
public struct Heatmap: Equatable, Sendable {
    /// Where the numbers come from.
    public var source: HeatmapSource
    /// Whether the values are spread linearly or logarithmically along the colours.
    public var scale: ScaleKind
    /// The values at the ends of the colour scale, in the property's display unit; values
    /// outside are clamped to the end colours. Nil: the smallest and largest value shown.
    public var range: ClosedRange<Double>?
    /// The colours the heatmap runs through, from the low end to the high end (viridis by default).
    public var colormap: Colormap

    /// A heatmap of the data field `property` on `scale`, over `range` or the values shown.
    public init(property: NumericProperty, scale: ScaleKind = .linear, range: ClosedRange<Double>? = nil,
                colormap: Colormap = .viridis) {
        self.init(source: .property(property), scale: scale, range: range, colormap: colormap)
    }

    /// A heatmap of `source` on `scale`, over `range` or the values shown.
    public init(source: HeatmapSource, scale: ScaleKind = .linear, range: ClosedRange<Double>? = nil,
                colormap: Colormap = .viridis) {
        self.source = source
        self.scale = scale
        self.range = range
        self.colormap = colormap
    }

    /// The data field drawn, or nil for the user's own numbers.
    public var property: NumericProperty? {
        if case let .property(property) = source { return property }
        return nil
    }

    /// The colour scale for `elements`: over `range`, or the smallest to the largest value.
    ///
    /// - Throws: `ColorScaleError` when no element has a value, when a log scale meets a
    ///   value ≤ 0, or when the range is invalid.
    public func scale(for elements: [Element], formatter: ElementFormatter) throws -> ColorScale {
        let values = elements.compactMap { element in
            value(of: element, formatter: formatter).map {
                (label: "\(ElementText.sanitized(element.name)) \(text(of: element, formatter: formatter))", value: $0)
            }
        }
        var fitted = try ColorScale.fitting(values, kind: scale, range: range, colormap: colormap, name: name)
        if case let .values(own) = source {
            fitted.wholeTicks = own.entries.values.allSatisfy { $0.value == $0.value.rounded() && abs($0.value) < 1e15 }
        }
        return fitted
    }

    /// The number the colour scale places, or nil when the element has none.
    public func value(of element: Element, formatter: ElementFormatter) -> Double? {
        switch source {
        case let .property(property): property.value(of: element, formatter: formatter)
        case let .values(values): values.value(of: element)
        }
    }

    /// The value as a tile shows it, with its unit, or `—`; without the unit when `withUnit` is
    /// false (a table whose tiles have no room for it names it in the colorbar's title and key).
    public func text(of element: Element, formatter: ElementFormatter, withUnit: Bool = true) -> String {
        let (text, unit) = switch source {
        case let .property(property): (property.text(of: element, formatter: formatter), property.unit(formatter: formatter))
        case let .values(values): (values.text(of: element, in: formatter.locale), values.unit)
        }
        guard !withUnit, let unit, !unit.isEmpty else { return text }
        let suffix = formatter.locale.quantity("", unit: unit)
        return text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
    }

    /// The colorbar's title, with the unit and the scale when it is logarithmic.
    public func title(formatter: ElementFormatter, scale: ScaleKind) -> String {
        switch source {
        case let .property(property): property.title(formatter: formatter, scale: scale)
        case let .values(values): values.title(scale: scale, locale: formatter.locale)
        }
    }

    /// What the values are, for error messages (`Melting point`).
    public var name: String {
        switch source {
        case let .property(property): property.displayName
        case let .values(values): values.label
        }
    }
}
