/// The resolved look of one compact tile: its fill, the colour of each text, and extras such
/// as hatching for a missing value. Every text colour reaches 4.5:1 contrast on `fill`.
public struct TileStyle: Equatable, Sendable {
    /// The tile background.
    public var fill: Color
    /// The symbol and the name.
    public var ink: Color
    /// The bottom line: the mass, or the heatmap value.
    public var secondaryInk: Color
    /// The atomic number.
    public var accent: Color
    /// The outline colour, or nil for none.
    public var border: Color?
    /// The outline width as a fraction of the tile's side.
    public var borderWidth: Double
    /// How the outline is drawn (the `mono` theme tells families apart by it).
    public var borderStyle: BorderStyle
    /// Diagonal hatching over the fill (a missing heatmap value), or nil.
    public var hatch: Color?
    /// Extra classes for the tile's group, e.g. `no-data`, `dimmed`, `block-s`.
    public var classes: [String]
    /// Text shown instead of the mass (a heatmap value), or nil for the mass.
    public var value: String?
    /// Whether `value` is a prediction (its text run is flagged `predicted`).
    public var valueIsPredicted = false
    /// The field `value` shows (`.density` on a density heatmap), or nil: a tall tile leaves
    /// it out of the facts it lists, which would repeat it in another rounding.
    public var valueField: TileField?

    /// A style with the given colours as they are (no contrast is checked; `readable` does that),
    /// no border, hatching or classes, and the mass on the bottom line unless `value` is given.
    public init(fill: Color, ink: Color, secondaryInk: Color, accent: Color, border: Color? = nil,
                borderWidth: Double = 0, borderStyle: BorderStyle = .solid, hatch: Color? = nil,
                classes: [String] = [], value: String? = nil) {
        self.fill = fill
        self.ink = ink
        self.secondaryInk = secondaryInk
        self.accent = accent
        self.border = border
        self.borderWidth = borderWidth
        self.borderStyle = borderStyle
        self.hatch = hatch
        self.classes = classes
        self.value = value
    }

    /// A style on `fill` whose texts start from the given colours and are darkened or
    /// lightened until each reaches 4.5:1 on the fill.
    public static func readable(fill: Color, ink: Color, secondaryInk: Color, accent: Color) -> TileStyle {
        let primary = Color.text(on: fill, preferring: [ink])
        return TileStyle(fill: fill, ink: primary,
                         secondaryInk: secondaryInk.readable(on: fill),
                         accent: accent.readable(on: fill))
    }

    /// The style pushed back towards `page` for a tile that is not highlighted: the fill mostly
    /// page colour, hatching and border faint, texts greyed but still 4.5:1 on the new fill.
    public func dimmed(toward page: Color) -> TileStyle {
        var style = self
        style.fill = fill.mixed(with: page, amount: 0.75)
        style.ink = ink.mixed(with: page, amount: 0.5).readable(on: style.fill)
        style.secondaryInk = secondaryInk.mixed(with: page, amount: 0.5).readable(on: style.fill)
        style.accent = accent.mixed(with: page, amount: 0.5).readable(on: style.fill)
        style.hatch = hatch.map { $0.mixed(with: page, amount: 0.6) }
        style.border = border.map { $0.mixed(with: page, amount: 0.6) }
        style.classes.append("dimmed")
        return style
    }

    /// The style with a strong outline in `color`, for a highlighted tile.
    public func emphasised(with color: Color) -> TileStyle {
        var style = self
        style.border = color
        style.borderWidth = max(borderWidth, 0.035)
        style.borderStyle = .solid
        style.classes.append("highlighted")
        return style
    }
}

public extension TileStyle {
    /// The outline width of a tile whose heatmap value is a prediction, as a fraction of its side.
    static let predictedBorderWidth = 0.035

    /// The style of a heatmap tile whose value is predicted: a thick dashed outline in the
    /// tile's own text colour (4.5:1 on its fill), so it reads apart from measured values.
    func markedPredicted() -> TileStyle {
        var style = self
        style.border = ink
        style.borderWidth = Self.predictedBorderWidth
        style.borderStyle = .dashed
        style.classes.append("predicted")
        return style
    }
}
