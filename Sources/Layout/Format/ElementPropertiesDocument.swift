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
        /// The property's name in the formatter's language, e.g. "Atomic radius".
        public var name: String
        /// The value as the source writes it (`"1.00"`); nil for oxidation states and isotopes, which
        /// have lists of their own.
        public var value: String?
        /// The value's unit (`pm`, `K`), `"1"` for a pure number; nil for a text or a list.
        public var unit: String?
        /// The value's uncertainty in its unit, as the source writes it; nil when it gives none.
        public var uncertainty: String?
        /// The published interval's bounds as texts, for a conventional atomic weight; nil otherwise.
        public var interval: [String]?
        /// Where the value comes from: a key of `references`, `user data` or `Periodic-Table-JSON`.
        public var source: String
        /// Present and true when the source calls the value an estimate or a prediction.
        public var predicted: Bool?
        /// Present and false when the package the value came from cites no source for it.
        public var cited: Bool?
        /// A finer pointer into the source (a NIST bibliography code) or an allotrope; nil for none.
        public var detail: String?
        /// The temperature or pressure the value holds at (`0 °C, 101.325 kPa` for a gas density);
        /// nil for the property's usual conditions.
        public var condition: String?
        /// Oxidation states: every known one and the common ones.
        public var all: [Int]?
        /// The oxidation states the source marks as main, ascending; nil for any other property.
        public var common: [Int]?
        /// The oxidation states that are predictions, ascending: all of them with `predicted`
        /// (oganesson's), some beside observed ones (rutherfordium's +3 beside its +4); nil when none is.
        public var predictedStates: [Int]?
        /// The reference key that makes the predicted states predictions, when it is not `source`.
        public var predictionSource: String?
        /// The isotopes, by mass number; nil for any other property.
        public var isotopes: [IsotopeEntry]?
    }

    /// One isotope: mass number, natural abundance (atom %) and half-life as the source gives them.
    public struct IsotopeEntry: Encodable, Sendable {
        /// The mass number, e.g. 23.
        public var massNumber: Int
        /// Whether the isotope is stable (not radioactive).
        public var stable: Bool
        /// Natural abundance in atom percent; nil for an isotope not found in nature.
        public var abundance: Measure?
        /// Half-life with its unit as NUBASE gives it; nil for a stable isotope.
        public var halfLife: Measure?
        /// Present and true for the longest-lived isotope of an element with no stable one.
        public var longestLived: Bool?
    }

    /// A number with its unit and uncertainty, as texts.
    public struct Measure: Encodable, Sendable {
        /// The number as the source writes it, with its digits.
        public var value: String
        /// Its unit, e.g. `%` or `y`; nil when it has none.
        public var unit: String?
        /// Its uncertainty in the same unit, as the source writes it; nil when it gives none.
        public var uncertainty: String?
    }

    /// The element's atomic number.
    public var number: Int
    /// The element's symbol as shown, with control and bidirectional characters taken out.
    public var symbol: String
    /// The element's name in the formatter's language.
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
        let keys = Set(properties.values.flatMap { [$0.source] + ($0.predictionSource.map { [$0] } ?? []) })
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
                         cited: value.cited ? nil : false, detail: value.detail, condition: value.condition)
        case .oxidationStates:
            guard let states = formatter.oxidationStates(of: element) else { return nil }
            let predictedStates = states.all.filter(states.isPredicted)
            return Entry(name: name, source: states.provenance.label, predicted: states.predicted ? true : nil,
                         all: states.all, common: states.common, predictedStates: predictedStates.isEmpty ? nil : predictedStates,
                         predictionSource: states.hasPredictions ? states.predictionSource : nil)
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
