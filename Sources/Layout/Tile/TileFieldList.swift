import ElementData
import Foundation

/// The fields a user picks for a tile, in the order they matter, e.g. from
/// `--fields number,symbol,name,mass,electronegativity,oxidation-states,configuration` or a
/// theme's `fields` key.
///
/// They go into the places of the traditional printed tile: the atomic number top left, the
/// symbol large in the centre, the name and the atomic weight under it, the category (or
/// phase) top right in the band, and every other field as a labelled row under the divider,
/// in the order given. When a tile is too small for all of them, levels of detail leave out
/// the fields from the last listed up; the number and the symbol always stay.
public struct TileFieldList: Equatable, Sendable {
    /// The fields in the user's order, each once.
    public let fields: [TileField]

    /// The most fields a list may hold: the places of the detail tile.
    public static let maximumCount = 4 + DetailSlots.maximumBelowCenter + DetailSlots.maximumFacts

    /// The seed's six: number, symbol, name, mass, melting and boiling point.
    public static let seed = TileFieldList(checked: [.number, .symbol, .name, .mass, .melt, .boil])

    private init(checked fields: [TileField]) {
        self.fields = fields
    }

    /// A list of fields; throws `TileFieldListError` for an empty list, a repeated field, `none`,
    /// more fields than a tile has places, or more labelled rows than it has.
    public init(_ fields: [TileField]) throws {
        guard !fields.isEmpty else { throw TileFieldListError.empty }
        var seen = Set<TileField>()
        for field in fields {
            guard field != .none else { throw TileFieldListError.unknown(name: "none", suggestion: nil) }
            guard seen.insert(field).inserted else { throw TileFieldListError.repeated(name: field.optionName) }
        }
        let list = TileFieldList(checked: fields)
        let rows = list.factFields.count
        guard rows <= DetailSlots.maximumFacts else {
            throw TileFieldListError.tooMany(rows: rows, maximum: DetailSlots.maximumFacts)
        }
        self = list
    }

    /// Parses `number,symbol,name,mass,electronegativity`: names as `TileField(optionName:)` reads
    /// them, separated by commas, spaces around them ignored.
    public init(parsing text: String) throws {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.allSatisfy(\.isEmpty) else { throw TileFieldListError.empty }
        let fields = try names.map { name -> TileField in
            guard !name.isEmpty else { throw TileFieldListError.emptyName }
            guard let field = TileField(optionName: name) else {
                throw TileFieldListError.unknown(name: name, suggestion: TileField.suggestion(for: name))
            }
            return field
        }
        try self.init(fields)
    }

    /// The list as the option writes it: `number,symbol,name,mass`.
    public var text: String { fields.map(\.optionName).joined(separator: ",") }

    /// The places of both tile designs holding these fields.
    public var slots: TileSlots {
        let others = fields.filter { ![.number, .symbol].contains($0) }
        var detail = DetailSlots(
            topLeft: fields.contains(.number) ? .number : .none,
            topRight: bandField ?? .none,
            center: fields.contains(.symbol) ? .symbol : .none,
            belowCenter: fields.filter { Self.belowCenterFields.contains($0) },
            facts: factFields
        )
        // A list in the designed order needs no priority of its own (so the classic slots read
        // back from a theme file equal the classic slots).
        detail.dropPriority = detail.fieldOrder == fields ? nil : fields
        var compact = CompactSlots(topLeft: fields.contains(.number) ? .number : .none, topRight: .none,
                                   center: fields.contains(.symbol) ? .symbol : .none,
                                   belowCenter: Array(others.prefix(CompactSlots.maximumBelowCenter)))
        // The list a built-in theme's file writes reads back its designed tall lines.
        if detail != .classic { compact.tallLines = Array(others.dropFirst(CompactSlots.maximumBelowCenter)) }
        return TileSlots(detail: detail, compact: compact)
    }

    /// The fields under the symbol on a printed tile.
    private static let belowCenterFields: [TileField] = [.name, .mass]

    /// The band's right-hand place holds a short classification.
    private static let bandFields: [TileField] = [.category, .phase]

    private var bandField: TileField? { fields.first { Self.bandFields.contains($0) } }

    private var factFields: [TileField] {
        fields.filter { field in
            ![.number, .symbol].contains(field) && !Self.belowCenterFields.contains(field) && field != bandField
        }
    }
}

/// Why a field list was refused.
public enum TileFieldListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The list names no field.
    case empty
    /// The list has an empty name: two commas in a row, or one at an end.
    case emptyName
    /// A name is no field; `suggestion` is the closest field name, if one is close.
    case unknown(name: String, suggestion: String?)
    /// A field is listed twice.
    case repeated(name: String)
    /// More fields need a labelled row than the tile has rows (`maximum`).
    case tooMany(rows: Int, maximum: Int)

    /// The problem in one sentence, listing the valid field names where that helps.
    public var description: String {
        switch self {
        case .empty: "the field list is empty; name at least one of \(TileField.optionNames.joined(separator: ", "))"
        case .emptyName: "the field list has an empty name (two commas in a row, or one at an end)"
        case let .unknown(name, suggestion):
            "unknown field \"\(ElementText.escapedForMessage(name))\"" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
                + "; fields: \(TileField.optionNames.joined(separator: ", "))"
        case let .repeated(name): "the field \"\(name)\" is listed twice"
        case let .tooMany(rows, maximum):
            "\(rows) fields need a labelled row, but a tile has \(maximum) rows (number, symbol, name, mass and the first of category and phase have places of their own)"
        }
    }
}

extension TileFieldListError: LocalizedError {
    /// The description, so `localizedDescription` reads it rather than Foundation's
    /// "The operation could not be completed" (an app prints what `TileFieldList(parsing:)` threw).
    public var errorDescription: String? { description }
}
