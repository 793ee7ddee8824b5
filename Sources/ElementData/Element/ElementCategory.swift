/// An element's category as named in the data, with the family it is coloured by.
public struct ElementCategory: Hashable, Sendable {
    /// The text in the data, e.g. "unknown, probably transition metal".
    public let raw: String
    /// The family the category belongs to, which chooses its colour; `unknown` for every "unknown, …" category and for none.
    public let family: CategoryFamily

    /// Reads a category as the data writes it (`Element/category`), sanitised and trimmed; nil or empty gives
    /// the empty category, whose family is `unknown`.
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
    /// Group 1 apart from hydrogen: lithium to francium (ununennium's predicted family is `unknown`).
    case alkaliMetal = "alkali-metal"
    /// Group 2: beryllium to radium.
    case alkalineEarthMetal = "alkaline-earth-metal"
    /// Lanthanum to lutetium (57–71).
    case lanthanide
    /// Actinium to lawrencium (89–103).
    case actinide
    /// The metals the data calls "transition metal": 35 of groups 3–12 in the bundled data.
    case transitionMetal = "transition-metal"
    /// The metals between the transition metals and the metalloids: aluminium, gallium, indium, tin,
    /// thallium, lead, bismuth, polonium and flerovium in the bundled data.
    case postTransitionMetal = "post-transition-metal"
    /// Boron, silicon, germanium, arsenic, antimony, tellurium and astatine in the bundled data.
    case metalloid
    /// The nonmetals that form two-atom molecules: hydrogen, nitrogen, oxygen and the halogens F, Cl, Br, I.
    case diatomicNonmetal = "diatomic-nonmetal"
    /// Carbon, phosphorus, sulfur and selenium in the bundled data.
    case polyatomicNonmetal = "polyatomic-nonmetal"
    /// Group 18: helium to radon.
    case nobleGas = "noble-gas"
    /// Every category the data marks as not confirmed ("unknown, probably …"), and any it does not name.
    case unknown

    /// The family whose raw value is `category` lowercased, with each run of spaces and
    /// underscores as one `-` and none at the ends: `Alkaline_earth metal` → `alkaline-earth-metal`.
    init(category: String) {
        // Built in one pass over the scalars: every tile, legend and colourer asks for the family
        // of every element it draws (the `Table SVG (A4)` job of `scripts/benchmark.sh compare`).
        var slug = String.UnicodeScalarView()
        var separatorPending = false
        for scalar in category.lowercased().unicodeScalars {
            if scalar == " " || scalar == "_" {
                separatorPending = !slug.isEmpty
                continue
            }
            if separatorPending {
                slug.append("-")
                separatorPending = false
            }
            slug.append(scalar)
        }
        self = CategoryFamily(rawValue: String(slug)) ?? .unknown
    }

    /// Readable name for legends: "Alkaline earth metal".
    public var displayName: String {
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
