import ElementData
import Foundation

/// One element's properties with the provenance of every value, as `ptable properties ELEMENT
/// --format json` prints it and `GET /api/v1/elements/{element}/properties` serves it.
///
/// Values are decimal texts with the source's digits (`"1.00"`, not `1`), so nothing is lost
/// or invented on the way; `source` is a key of `references` (given in full), `user data` for
/// a value from the user's `--data` file, or `Periodic-Table-JSON`.
public struct ElementPropertiesDocument: Encodable, Sendable {
    /// One property's value for the element.
    public struct Entry: Encodable, Sendable {
        public var name: String
        public var value: String?
        public var unit: String?
        public var uncertainty: String?
        public var interval: [String]?
        public var source: String
        /// Present and true when the source calls the value an estimate or a prediction.
        public var predicted: Bool?
        /// Present and false when the package the value came from cites no source for it.
        public var cited: Bool?
        public var detail: String?
        /// Oxidation states: every known one and the common ones.
        public var all: [Int]?
        public var common: [Int]?
        public var isotopes: [IsotopeEntry]?
    }

    /// One isotope: mass number, natural abundance (atom %) and half-life as the source gives them.
    public struct IsotopeEntry: Encodable, Sendable {
        public var massNumber: Int
        public var stable: Bool
        public var abundance: Measure?
        public var halfLife: Measure?
        public var longestLived: Bool?
    }

    /// A number with its unit and uncertainty, as texts.
    public struct Measure: Encodable, Sendable {
        public var value: String
        public var unit: String?
        public var uncertainty: String?
    }

    public var number: Int
    public var symbol: String
    public var name: String
    /// `bundled` or `userData`: whose element data the values come from.
    public var data: String
    /// Every property the element has a value for, by key (`electronegativity`, `atomic-radius`).
    public var properties: [String: Entry]
    /// Every reference a value cites, in full, by key.
    public var references: [String: Reference]

    /// The document for `element` as `formatter` shows it (its data origin decides whose values;
    /// its locale, the names of the element and the properties).
    public init(element: Element, formatter: ElementFormatter) {
        number = element.number
        symbol = ElementText.sanitized(element.symbol)
        name = formatter.name(element)
        data = formatter.dataOrigin.rawValue
        var properties: [String: Entry] = [:]
        let table = formatter.properties
        for property in table?.properties ?? [] {
            if let entry = Self.entry(property, of: element, formatter: formatter) { properties[property.key] = entry }
        }
        self.properties = properties
        let keys = Set(properties.values.map(\.source))
        references = (table?.references ?? [:]).filter { keys.contains($0.key) }
    }

    /// The document as pretty-printed JSON with sorted keys and a final newline: the same bytes
    /// for the same element and data.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    private static func entry(_ property: ElementProperty, of element: Element, formatter: ElementFormatter) -> Entry? {
        let name = formatter.locale.propertyName(property)
        switch property.kind {
        case .number, .text:
            guard let value = formatter.sourcedValue(property.key, of: element) else { return nil }
            return Entry(name: name, value: value.text, unit: value.unit, uncertainty: value.uncertainty,
                         interval: value.interval, source: value.provenance.label, predicted: value.predicted ? true : nil,
                         cited: value.cited ? nil : false, detail: value.detail)
        case .oxidationStates:
            guard let states = formatter.oxidationStates(of: element) else { return nil }
            return Entry(name: name, source: states.provenance.label, all: states.all, common: states.common)
        case .isotopes:
            let isotopes = formatter.isotopes(of: element)
            guard let provenance = formatter.isotopesProvenance(of: element), !isotopes.isEmpty else { return nil }
            return Entry(name: name, source: provenance.label, isotopes: isotopes.map { isotope in
                IsotopeEntry(massNumber: isotope.massNumber, stable: isotope.stable, abundance: isotope.abundance.map(Self.measure),
                             halfLife: isotope.halfLife.map(Self.measure), longestLived: isotope.longestLived ? true : nil)
            })
        }
    }

    private static func measure(_ value: SourcedValue) -> Measure {
        Measure(value: value.text, unit: value.unit, uncertainty: value.uncertainty)
    }
}
