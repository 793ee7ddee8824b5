/// A place of the detail tile's front that a level of detail may leave out.
///
/// The top-left place (the atomic number) and the centre (the symbol) always stay, but for the
/// number on a tile under 24 px, too small for both.
public enum FrontPlace: Hashable, Sendable {
    /// A labelled row under the divider, by its index in `DetailSlots.facts`.
    case fact(Int)
    /// The top-right place in the band (the category).
    case topRight
    /// A line under the centre, by its index in `DetailSlots.belowCenter`.
    case belowCenter(Int)

    /// The order in which places are left out when a tile is too small for all of them:
    /// the facts from the last up (discoverer, boiling point, melting point), then the top
    /// right (category), then the lines under the centre from the last up (mass, name).
    /// Empty places are not listed. With a user's field list (`DetailSlots.dropPriority`), the
    /// places go in the reverse of the user's order instead: the last listed field first.
    public static func dropOrder(for slots: DetailSlots) -> [FrontPlace] {
        if let priority = slots.dropPriority {
            let places = designedOrder(for: slots)
            let rank = { (place: FrontPlace) in priority.firstIndex(of: place.field(in: slots)) ?? priority.count }
            // Stable: places of equal rank keep the designed order.
            return places.enumerated().sorted { (rank($0.element), -$0.offset) > (rank($1.element), -$1.offset) }.map(\.element)
        }
        return designedOrder(for: slots)
    }

    private static func designedOrder(for slots: DetailSlots) -> [FrontPlace] {
        var order: [FrontPlace] = []
        for index in slots.facts.indices.reversed() where slots.facts[index] != .none {
            order.append(.fact(index))
        }
        if slots.topRight != .none { order.append(.topRight) }
        for index in slots.belowCenter.indices.reversed() where slots.belowCenter[index] != .none {
            order.append(.belowCenter(index))
        }
        return order
    }

    /// Whether this is a line under the centre (the name or the mass by default).
    var isBelowCenter: Bool {
        if case .belowCenter = self { return true }
        return false
    }

    /// The field this place shows in `slots`.
    public func field(in slots: DetailSlots) -> TileField {
        switch self {
        case let .fact(index): slots.facts[index]
        case .topRight: slots.topRight
        case let .belowCenter(index): slots.belowCenter[index]
        }
    }
}
