/// Which field each place on a tile shows: the part of a theme that changes a tile's content.
///
/// The places are fixed by the tile designs; a theme only chooses what goes in them, from
/// `TileField`. Any field may go in any place; long text shrinks, wraps or ends in "…"
/// to fit, and `none` leaves a place empty.
public struct TileSlots: Equatable, Sendable {
    /// The detail tile (`ptable tile`).
    public var detail: DetailSlots
    /// The small tile of a full table (`ptable table`).
    public var compact: CompactSlots

    /// Number and category in the band, the symbol, name and mass, three facts.
    public static let classic = TileSlots(detail: .classic, compact: .classic)

    /// Why one tile's places cannot be drawn as they are: the first field put in two of them
    /// (a tile would show the same text twice), naming both places as a theme file spells them.
    /// Nil when no field but `none` repeats.
    static func repeatedFieldProblem(_ places: [(place: String, field: TileField)]) -> String? {
        for (index, later) in places.enumerated() where later.field != .none {
            if let earlier = places[..<index].first(where: { $0.field == later.field }) {
                return "the field \"\(later.field.rawValue)\" is in two places, \(earlier.place) and \(later.place)"
            }
        }
        return nil
    }
}

/// The places of the detail tile, top to bottom.
///
/// ```
/// ┌──────────────────────────────┐
/// │ topLeft             topRight │  the band
/// │            center            │  large
/// │        belowCenter[0]        │  medium, up to 3 lines
/// │ ──────────────────────────── │
/// │ facts[0] label         value │  up to 6 labelled rows; discoveredBy and
/// │ facts[1] label         value │  category take their own line under the label
/// └──────────────────────────────┘
/// ```
/// With no facts the divider goes and the centre block sits in the middle of the tile.
public struct DetailSlots: Equatable, Sendable {
    /// The left of the band, in the `number` font: the atomic number in the classic slots.
    public var topLeft: TileField
    /// The right of the band, in the `emphasis` font: the category in the classic slots.
    public var topRight: TileField
    /// The large centre, in the `symbol` font: the symbol in the classic slots.
    public var center: TileField
    /// Centred lines under the centre: the first in the `name` font, the others in the `mass` font.
    public var belowCenter: [TileField]
    /// Labelled rows under the divider.
    public var facts: [TileField]
    /// The fields in the order the user listed them (`TileFieldList`): levels of detail leave
    /// out the last listed first. Nil for the designed order of `FrontPlace.dropOrder(for:)`.
    public var dropPriority: [TileField]?

    /// The most lines `belowCenter` may have.
    public static let maximumBelowCenter = 3
    /// The most rows `facts` may have.
    public static let maximumFacts = 6

    /// Detail places holding the given fields, in the designed drop order; the counts are not
    /// checked here (a theme file's reader refuses more than `maximumBelowCenter` and `maximumFacts`).
    public init(topLeft: TileField, topRight: TileField, center: TileField, belowCenter: [TileField],
                facts: [TileField]) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.center = center
        self.belowCenter = belowCenter
        self.facts = facts
    }

    /// The fields in order of importance: the user's list when there is one, else the places
    /// from the most lasting (number, symbol, lines under it, band) to the first left out.
    public var fieldOrder: [TileField] {
        if let dropPriority { return dropPriority }
        var seen = Set<TileField>()
        return ([topLeft, center] + belowCenter + [topRight] + facts).filter { $0 != .none && seen.insert($0).inserted }
    }

    /// Each place and its field, named as a theme file names them (`belowCenter[1]`).
    var places: [(place: String, field: TileField)] {
        [("topLeft", topLeft), ("topRight", topRight), ("center", center)]
            + belowCenter.enumerated().map { ("belowCenter[\($0.offset)]", $0.element) }
            + facts.enumerated().map { ("facts[\($0.offset)]", $0.element) }
    }

    /// The number and category in the band, the symbol, name and mass, and melting point, boiling
    /// point and discoverer as facts.
    public static let classic = DetailSlots(topLeft: .number, topRight: .category, center: .symbol,
                                            belowCenter: [.name, .mass], facts: [.melt, .boil, .discoveredBy])
}

/// The places of the compact table tile: a small top row, a large centre and two lines below.
public struct CompactSlots: Equatable, Sendable {
    /// In the family accent colour.
    public var topLeft: TileField
    /// Right-aligned on the same line, in the muted ink.
    public var topRight: TileField
    /// The large centre, in the `symbol` font: the symbol in the classic slots.
    public var center: TileField
    /// The first line in ink and the `name` font, the second in muted ink and the `mass` font.
    public var belowCenter: [TileField]

    /// The fields a tall tile (a portrait poster's, more than 1.15 times as high as wide) shows
    /// under `belowCenter` while they fit, left out from the last up: the facts a classroom
    /// poster prints on each tile, or the rest of a `--fields` list, so that a tile shows only
    /// fields the user asked for. Fields the lines or a heatmap's value already show are skipped.
    public var tallLines: [TileField] = [.electronegativity, .melt, .boil, .density]

    /// The most lines `belowCenter` may have.
    public static let maximumBelowCenter = 2

    /// Compact places holding the given fields; the count is not checked here (a theme file's reader
    /// refuses more than `maximumBelowCenter` lines, and the layout draws at most that many).
    public init(topLeft: TileField, topRight: TileField, center: TileField, belowCenter: [TileField]) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.center = center
        self.belowCenter = belowCenter
    }

    /// Each place and its field, named as a theme file names them (`belowCenter[1]`).
    var places: [(place: String, field: TileField)] {
        [("topLeft", topLeft), ("topRight", topRight), ("center", center)]
            + belowCenter.enumerated().map { ("belowCenter[\($0.offset)]", $0.element) }
    }

    /// The number at top left, nothing at top right, the symbol, and the name and mass below.
    public static let classic = CompactSlots(topLeft: .number, topRight: .none, center: .symbol,
                                             belowCenter: [.name, .mass])
}
