import Foundation

/// A validated set of elements with lookups, sort orders and groupings.
public struct PeriodicTable: Sendable {
    /// The elements in atomic-number order.
    public let elements: [Element]

    /// A table of `elements`, sorted by atomic number; they are taken as given (validation is the loader's job).
    public init(elements: [Element]) {
        self.elements = elements.sorted { $0.number < $1.number }
    }

    /// The bundled Periodic-Table-JSON data, read, decoded and validated once per process
    /// and then shared (the file is 281 KB; a server or a test suite asks for it often).
    public static func bundled() throws -> PeriodicTable {
        try bundledResult.get()
    }

    private static let bundledResult: Result<PeriodicTable, any Error> = Result {
        PeriodicTable(elements: try ElementDataLoader.bundledElements())
    }

    /// The data in `url`, or the bundled data when `url` is nil.
    public static func load(from url: URL?) throws -> PeriodicTable {
        guard let url else { return try bundled() }
        return PeriodicTable(elements: try ElementDataLoader.elements(contentsOf: url))
    }

    /// The element with this atomic number.
    public func element(number: Int) -> Element? {
        elements.first { $0.number == number }
    }

    /// `query` as element lookups read it: in Unicode's compatibility form (NFKC), so the
    /// full-width `Ｆｅ` and `２６` a Chinese, Japanese or Korean keyboard types are `Fe` and `26`,
    /// without the spaces around it.
    public static func normalizedQuery(_ query: String) -> String {
        query.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
    }

    /// The element named by a symbol, a name (both case-insensitive) or an atomic number, read
    /// as `normalizedQuery` reads it.
    public func element(matching query: String) -> Element? {
        let trimmed = Self.normalizedQuery(query)
        if let number = Int(trimmed) { return element(number: number) }
        let key = trimmed.lowercased()
        return elements.first { $0.symbol.lowercased() == key } ?? element(named: key)
    }

    /// The element whose name is `name` in any case, in either spelling where English has two.
    public func element(named name: String) -> Element? {
        let key = name.lowercased()
        return elements.first { $0.name.lowercased() == key }
            ?? Self.otherEnglishSpelling[key].flatMap { other in elements.first { $0.name.lowercased() == other } }
    }

    /// The three names English spells two ways (IUPAC's and American or older British usage),
    /// each to its other spelling: `caesium` finds the data's Cesium, `aluminum` its Aluminium.
    private static let otherEnglishSpelling = [
        "aluminum": "aluminium", "aluminium": "aluminum", "cesium": "caesium", "caesium": "cesium",
        "sulfur": "sulphur", "sulphur": "sulfur",
    ]

    /// Like `element(matching:)`, but throws an error with a close suggestion, or for a number
    /// the range of atomic numbers the data has.
    public func requireElement(matching query: String) throws -> Element {
        if let element = element(matching: query) { return element }
        let trimmed = Self.normalizedQuery(query)
        let isNumber = Int(trimmed) != nil || (!trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && $0.isNumber })
        let hint: String?
        if isNumber, let first = elements.map(\.number).min(), let last = elements.map(\.number).max() {
            hint = "atomic numbers run from \(first) to \(last)"
        } else {
            hint = suggestion(for: query).map { "did you mean \($0.name)?" }
        }
        throw ElementDataError.noElementMatching(query, hint: hint)
    }

    /// The element whose name or symbol is closest to a misspelt query, if any is close.
    public func suggestion(for query: String) -> Element? {
        let key = query.lowercased()
        guard !key.isEmpty, key.count < 64 else { return nil }
        // A name or symbol much longer than the query cannot be close to it; skipping those
        // keeps a data file with a 30-million-character name from costing seconds here.
        let plausible = { (text: String) in text.utf8.count <= 4 * key.utf8.count + 16 }
        let scored = elements.map { element in
            (element, min(plausible(element.name) ? EditDistance.between(key, element.name.lowercased()) : .max,
                          plausible(element.symbol) ? EditDistance.between(key, element.symbol.lowercased()) + 1 : .max))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(1, key.count / 3)
        return best.1 <= allowed ? best.0 : nil
    }

    /// The elements in the given order.
    public func sorted(by order: ElementOrder) -> [Element] {
        switch order {
        case .number:
            return elements
        case .name:
            return elements.sorted { ($0.name.lowercased(), $0.number) < ($1.name.lowercased(), $1.number) }
        case .symbol:
            return elements.sorted { ($0.symbol.lowercased(), $0.number) < ($1.symbol.lowercased(), $1.number) }
        case .state:
            return elements.sorted { lhs, rhs in
                let left = lhs.state.map { ElementState.allCases.firstIndex(of: $0)! } ?? ElementState.allCases.count
                let right = rhs.state.map { ElementState.allCases.firstIndex(of: $0)! } ?? ElementState.allCases.count
                return (left, lhs.number) < (right, rhs.number)
            }
        }
    }

    /// The elements in the given order, split into titled sections.
    ///
    /// Sections appear in the order of their first element in `order`, except
    /// letters, which are alphabetical, and states, which go solid, liquid, gas.
    public func sections(by grouping: Grouping, order: ElementOrder = .number) -> [ElementSection] {
        let ordered = sorted(by: order)
        guard grouping != .none else { return [ElementSection(title: "", elements: ordered)] }
        var sections = ElementSection.split(ordered, titledBy: grouping.sectionTitle(for:))
        switch grouping {
        case .letter:
            sections.sort { $0.title < $1.title }
        case .state:
            let rank = { (title: String) in ElementState.allCases.firstIndex { $0.rawValue == title } ?? Int.max }
            sections.sort { (rank($0.title), $0.title) < (rank($1.title), $1.title) }
        case .category, .none:
            break
        }
        return sections
    }
}

/// The orders a list of elements can be sorted in.
public enum ElementOrder: String, CaseIterable, Sendable {
    /// Atomic number.
    case number
    /// Name, alphabetically.
    case name
    /// Symbol, alphabetically.
    case symbol
    /// State at room temperature (solid, liquid, gas), then atomic number.
    case state
}

/// The ways a list of elements can be split into sections.
public enum Grouping: String, CaseIterable, Sendable {
    /// One section holding every element, titled "".
    case none
    /// First letter of the name.
    case letter
    /// Solid, liquid, gas.
    case state
    /// Category such as "alkali metal".
    case category

    /// The title of the section `element` belongs to (for `.letter`, its initial in upper case).
    public func sectionTitle(for element: Element) -> String {
        switch self {
        case .none: ""
        // The first letter of the cleaned name: never a control or bidi character from the data.
        case .letter: ElementText.sanitized(element.name).first(where: \.isLetter).map { String($0).uppercased() } ?? "?"
        case .state: element.state?.rawValue ?? "Unknown state"
        case .category: ElementCategory(element.category).displayName
        }
    }
}

/// A titled run of elements in a grouped list.
public struct ElementSection: Equatable, Sendable {
    /// The section's title: an initial, a state or a category, capitalised.
    public var title: String
    /// The elements of the section, in the list's order.
    public var elements: [Element]

    /// A section titled `title` holding `elements` in the order given.
    public init(title: String, elements: [Element]) {
        self.title = title
        self.elements = elements
    }

    /// `elements`, in their order, split into sections titled by `title`: the sections in the
    /// order of their first element.
    public static func split(_ elements: [Element], titledBy title: (Element) -> String) -> [ElementSection] {
        var sections: [ElementSection] = []
        var positions: [String: Int] = [:]
        for element in elements {
            let key = title(element)
            if let position = positions[key] {
                sections[position].elements.append(element)
            } else {
                positions[key] = sections.count
                sections.append(ElementSection(title: key, elements: [element]))
            }
        }
        return sections
    }
}
