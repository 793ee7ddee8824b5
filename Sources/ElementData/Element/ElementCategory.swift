/// An element's category as named in the data, with the family it is coloured by.
public struct ElementCategory: Hashable, Sendable {
    /// The text in the data, e.g. "unknown, probably transition metal".
    public let raw: String
    public let family: CategoryFamily

    public init(_ raw: String?) {
        let text = raw.map(Self.cleaned) ?? ""
        self.raw = text
        family = CategoryFamily(category: text)
    }

    /// Sanitized and trimmed. Tiles, legends and colourers make a category for every element
    /// they touch, so the common case (printable ASCII, no spaces at the ends) returns the
    /// text unchanged without Foundation's trimming.
    private static func cleaned(_ raw: String) -> String {
        let bytes = raw.utf8
        let isPlain = bytes.allSatisfy { (0x20...0x7E).contains($0) }
            && bytes.first != UInt8(ascii: " ") && bytes.last != UInt8(ascii: " ")
        return isPlain ? raw : ElementText.sanitized(raw).trimmingCharacters(in: .whitespaces)
    }

    /// Capitalised for display: "Alkali metal"; "Unknown" when the data has none.
    public var displayName: String {
        guard let first = raw.first else { return "Unknown" }
        return first.uppercased() + raw.dropFirst()
    }
}

/// The families tiles are coloured by. Categories the data marks as "unknown, probably …"
/// share the `unknown` family, so their colour says "not confirmed".
public enum CategoryFamily: String, CaseIterable, Codable, Sendable {
    case alkaliMetal = "alkali-metal"
    case alkalineEarthMetal = "alkaline-earth-metal"
    case lanthanide
    case actinide
    case transitionMetal = "transition-metal"
    case postTransitionMetal = "post-transition-metal"
    case metalloid
    case diatomicNonmetal = "diatomic-nonmetal"
    case polyatomicNonmetal = "polyatomic-nonmetal"
    case nobleGas = "noble-gas"
    case unknown

    init(category: String) {
        if let family = Self.asciiFamily(category) {
            self = family
            return
        }
        let slug = category.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: "-")
        self = CategoryFamily(rawValue: slug) ?? .unknown
    }

    /// The family of an ASCII category, its slug (lowercased, runs of spaces and underscores
    /// as one `-`, none at the ends) built in a stack buffer and matched against the raw
    /// values: every tile, legend and colourer makes a category for every element it touches.
    /// Nil for other text, whose lowercasing Unicode decides (the Kelvin sign lowercases to `k`).
    private static func asciiFamily(_ category: String) -> CategoryFamily? {
        let utf8 = category.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { slug in
            var length = 0
            var separatorPending = false
            for byte in utf8 {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") {
                    separatorPending = length > 0
                    continue
                }
                if separatorPending {
                    slug[length] = UInt8(ascii: "-")
                    length += 1
                    separatorPending = false
                }
                slug[length] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
                length += 1
            }
            let text = UnsafeBufferPointer(rebasing: slug[..<length])
            return rawValueBytes.first { $0.bytes.count == length && $0.bytes.elementsEqual(text) }?.family ?? .unknown
        }
    }

    /// Each family's raw value as bytes, for `asciiFamily`.
    private static let rawValueBytes = allCases.map { (family: $0, bytes: Array($0.rawValue.utf8)) }

    /// Readable name for legends: "Alkaline earth metal".
    public var displayName: String {
        // Spelled out rather than derived from the raw value: legends and colourers ask for it
        // for every element.
        switch self {
        case .alkaliMetal: "Alkali metal"
        case .alkalineEarthMetal: "Alkaline earth metal"
        case .lanthanide: "Lanthanide"
        case .actinide: "Actinide"
        case .transitionMetal: "Transition metal"
        case .postTransitionMetal: "Post-transition metal"
        case .metalloid: "Metalloid"
        case .diatomicNonmetal: "Diatomic nonmetal"
        case .polyatomicNonmetal: "Polyatomic nonmetal"
        case .nobleGas: "Noble gas"
        case .unknown: "Unknown properties"
        }
    }
}
