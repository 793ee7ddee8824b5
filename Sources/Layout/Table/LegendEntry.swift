import ElementData

/// One swatch of a legend and the words that name it.
public struct LegendEntry: Equatable, Sendable {
    public var label: String
    public var fill: Color
    public var stroke: Color?
    /// Hatching over the swatch, as on tiles without a value.
    public var hatch: Color?
    /// How the swatch is outlined, as the tiles it names are.
    public var borderStyle: BorderStyle

    public init(label: String, fill: Color, stroke: Color? = nil, hatch: Color? = nil, borderStyle: BorderStyle = .solid) {
        self.label = label
        self.fill = fill
        self.stroke = stroke
        self.hatch = hatch
        self.borderStyle = borderStyle
    }
}
