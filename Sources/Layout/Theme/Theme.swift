import ElementData

/// Colours, fonts, tile geometry and which fields go where: everything about a design
/// that is not the data.
///
/// A theme is plain data, so a designer can write one as JSON (see `Theme+JSON.swift` for
/// the format, `ptable theme show classic` for a complete example) and change the tiles
/// without touching Swift.
public struct Theme: Equatable, Sendable {
    /// The theme's name, e.g. `classic`: what `--theme` selects a built-in theme by and what the palette's title shows.
    public var name: String
    /// The page or canvas behind the tiles.
    public var pageBackground: Color
    /// Primary text on a tile fill.
    public var ink: Color
    /// Secondary text such as field labels, axis numbers and markers.
    public var mutedInk: Color
    /// Colours of each category family, keyed by `CategoryFamily.rawValue`.
    public var families: [String: FamilyStyle]
    /// The bundled font face each kind of text is drawn with.
    public var fonts: ThemeFonts
    /// The tile's proportions: corners, padding, border, gutter and band.
    public var tile: TileGeometry
    /// Which field each place on a tile shows.
    public var slots: TileSlots
    /// The legibility floor: no text of a tile or a table sized in pixels is drawn smaller
    /// than this many pixels (points in PDF and SVG). A field that cannot be drawn at this
    /// size is left out instead (levels of detail). A printed page (`--paper`) takes half of
    /// it on A4 and smaller paper and five eighths on A3 and larger: 4 pt and 5 pt for the
    /// default 8 (see `LegibilityFloor`).
    public var minimumTextSize: Double = 8

    /// A theme with every part given; start from `Theme.classic` and change what differs.
    public init(name: String, pageBackground: Color, ink: Color, mutedInk: Color, families: [String: FamilyStyle],
                fonts: ThemeFonts, tile: TileGeometry, slots: TileSlots = .classic) {
        self.name = name
        self.pageBackground = pageBackground
        self.ink = ink
        self.mutedInk = mutedInk
        self.families = families
        self.fonts = fonts
        self.tile = tile
        self.slots = slots
    }

    /// The colours of a family; unknown keys fall back to the `unknown` family.
    public func style(for family: CategoryFamily) -> FamilyStyle {
        families[family.rawValue] ?? families[CategoryFamily.unknown.rawValue] ?? FamilyStyle.neutral
    }
}

/// How tiles of one category family are coloured and outlined.
public struct FamilyStyle: Codable, Equatable, Sendable {
    /// The tile background.
    public var fill: Color
    /// A strong shade of the same hue: the category band and table accents.
    public var accent: Color
    /// Text drawn on `accent`.
    public var onAccent: Color
    /// How the tile's border is drawn, so families stay apart without colour (the `mono` theme).
    public var borderStyle: BorderStyle

    /// The colours of one family; the text on the accent is white and the border solid unless given.
    public init(fill: Color, accent: Color, onAccent: Color = .white, borderStyle: BorderStyle = .solid) {
        self.fill = fill
        self.accent = accent
        self.onAccent = onAccent
        self.borderStyle = borderStyle
    }

    static let neutral = FamilyStyle(fill: Color(hex: "#e4e6ea")!, accent: Color(hex: "#5b6270")!)
}

/// The line a tile's border is drawn with.
public enum BorderStyle: String, Codable, CaseIterable, Sendable {
    /// A continuous line, a dashed one, or a dotted one.
    case solid, dashed, dotted
    /// Two thin concentric lines.
    case double
    /// No border, whatever the tile's border width.
    case none
}

/// Which bundled face draws each kind of text.
///
/// On tiles the faces belong to places, not to fields: `number` draws the top-left slot,
/// `emphasis` the top-right one, `symbol` the centre, `name` the first line below the
/// centre and `mass` the lines after it, `detail` the values of the facts and `label`
/// their labels. With the classic slots these are the fields the names say.
public struct ThemeFonts: Codable, Equatable, Sendable {
    /// The face of the centre slot: the element symbol with the classic slots.
    public var symbol: FontFace
    /// The face of the top-left slot: the atomic number with the classic slots.
    public var number: FontFace
    /// The face of the first line below the centre: the element name with the classic slots.
    public var name: FontFace
    /// The face of the lines after the first below the centre: the atomic mass with the classic slots.
    public var mass: FontFace
    /// Field values such as melting point and discoverer.
    public var detail: FontFace
    /// Field labels, group and period numbers, markers.
    public var label: FontFace
    /// The category band and titles.
    public var emphasis: FontFace
}

/// Proportions of a tile, as fractions of its side so a design scales to any size.
public struct TileGeometry: Codable, Equatable, Sendable {
    /// The radius of the tile's rounded corners, as a fraction of its side; 0 for square corners.
    public var cornerRadius: Double
    /// The space between the tile's edge and its text, as a fraction of its side.
    public var padding: Double
    /// The width of the tile's border, as a fraction of its side; 0 draws no border.
    public var borderWidth: Double
    /// The border colour; nil draws the family accent.
    public var borderColor: Color?
    /// Space between tiles in a table, as a fraction of a tile's side.
    public var gutter: Double
    /// Height of the detail tile's coloured band; 0 draws no band and sets its text in the accent colour.
    public var bandHeight: Double
    /// How the band is coloured: in the accent, or a deeper tone of the fill.
    public var bandStyle: BandStyle

    /// Tile proportions, each a fraction of the tile's side; the band is 15% of the tile and solid
    /// unless given.
    public init(cornerRadius: Double, padding: Double, borderWidth: Double, borderColor: Color?, gutter: Double,
                bandHeight: Double = 0.15, bandStyle: BandStyle = .solid) {
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.gutter = gutter
        self.bandHeight = bandHeight
        self.bandStyle = bandStyle
    }
}

public extension Theme {
    /// The default design: colour-blind-safe category fills (Paul Tol light), dark ink, a deeper-toned category band.
    static let classic = Theme(
        name: "classic",
        pageBackground: Color(hex: "#ffffff")!,
        ink: Color(hex: "#1b1e24")!,
        mutedInk: Color(hex: "#343a46")!,
        families: [
            CategoryFamily.alkaliMetal.rawValue: FamilyStyle(fill: Color(hex: "#ee8866")!, accent: Color(hex: "#602816")!),
            CategoryFamily.alkalineEarthMetal.rawValue: FamilyStyle(fill: Color(hex: "#eedd88")!, accent: Color(hex: "#6a6107")!),
            CategoryFamily.transitionMetal.rawValue: FamilyStyle(fill: Color(hex: "#77aadd")!, accent: Color(hex: "#093d5f")!),
            CategoryFamily.postTransitionMetal.rawValue: FamilyStyle(fill: Color(hex: "#44bb99")!, accent: Color(hex: "#044535")!),
            CategoryFamily.metalloid.rawValue: FamilyStyle(fill: Color(hex: "#bbcc33")!, accent: Color(hex: "#4b530a")!),
            CategoryFamily.polyatomicNonmetal.rawValue: FamilyStyle(fill: Color(hex: "#f6ecbe")!, accent: Color(hex: "#726a30")!),
            CategoryFamily.diatomicNonmetal.rawValue: FamilyStyle(fill: Color(hex: "#99ddff")!, accent: Color(hex: "#0c627f")!),
            CategoryFamily.nobleGas.rawValue: FamilyStyle(fill: Color(hex: "#ffaabb")!, accent: Color(hex: "#941f47")!),
            CategoryFamily.lanthanide.rawValue: FamilyStyle(fill: Color(hex: "#c7ecff")!, accent: Color(hex: "#2e6d86")!),
            CategoryFamily.actinide.rawValue: FamilyStyle(fill: Color(hex: "#aaaa00")!, accent: Color(hex: "#3c3b04")!),
            CategoryFamily.unknown.rawValue: FamilyStyle(fill: Color(hex: "#dddddd")!, accent: Color(hex: "#5f5f5f")!),
        ],
        fonts: ThemeFonts(
            symbol: FontLibrary.displayBold,
            number: FontLibrary.displayBold,
            name: FontLibrary.medium,
            mass: FontLibrary.regular,
            detail: FontLibrary.regular,
            label: FontLibrary.medium,
            emphasis: FontLibrary.semiBold
        ),
        tile: TileGeometry(cornerRadius: 0.06, padding: 0.07, borderWidth: 0.008, borderColor: nil, gutter: 0.06,
                           bandStyle: .tonal),
        slots: .classic
    )
}
