/// One swatch of a legend and the words that name it.
public struct LegendEntry: Equatable, Sendable {
    /// The words beside the swatch, e.g. "Alkali metal", in the layout's language.
    public var label: String
    /// The swatch's colour: the fill of the tiles it names.
    public var fill: Color
    /// The swatch's outline colour, or nil for none.
    public var stroke: Color?
    /// Hatching over the swatch, as on tiles without a value.
    public var hatch: Color?
    /// How the swatch is outlined, as the tiles it names are.
    public var borderStyle: BorderStyle
    /// Drawn as the radioactive mark (in `fill`) instead of a swatch.
    public var isRadioactiveMark = false

    /// An entry drawn as a swatch; set `isRadioactiveMark` to draw the radioactive mark instead.
    public init(label: String, fill: Color, stroke: Color? = nil, hatch: Color? = nil, borderStyle: BorderStyle = .solid) {
        self.label = label
        self.fill = fill
        self.stroke = stroke
        self.hatch = hatch
        self.borderStyle = borderStyle
    }
}
