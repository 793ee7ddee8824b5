/// One fix to the bundled element data: which value of which element was wrong, what it
/// should be, whether the right value is itself a prediction, and where it comes from.
///
/// A correction applies only where the data still holds the `bundled` value, so data a user
/// wrote with other numbers keeps them (the same rule the standard atomic weights follow).
public struct DataCorrection: Hashable, Sendable {
    /// A field a correction can change.
    public enum Field: String, CaseIterable, Decodable, Hashable, Sendable {
        /// One case per correctable `Element` field: `melt`, `boil`, `sublimation` (kelvin), `density`,
        /// `phase` and `discoveredBy`; the raw value is what a record's `field` says.
        case melt, boil, density, phase, discoveredBy, sublimation
    }

    /// A field's value: a number, a text, or nothing (null in the data).
    public enum Value: Hashable, Sendable {
        /// No value: the field is null or absent.
        case none
        /// A number: melt, boil, sublimation (kelvin) or density.
        case number(Double)
        /// A text: phase or discoverer.
        case text(String)
    }

    /// The atomic number of the element corrected.
    public let number: Int
    /// The symbol of the element corrected, as the record writes it beside `number`.
    public let symbol: String
    /// The field corrected.
    public let field: Field
    /// The value as the bundled data has it.
    public let bundled: Value
    /// The value that replaces it; `.none` removes a value no source supports.
    public let corrected: Value
    /// Whether the corrected value is a prediction rather than a measurement.
    public let predicted: Bool
    /// Where the corrected value (or its absence) comes from.
    public let source: String
    /// Why the bundled value is wrong, in a sentence.
    public let note: String?
    /// The key of the reference in `ElementProperties.references` (so a tile names it and
    /// `ptable sources` prints it); nil only for a correction that removes a value.
    public let sourceKey: String?

    /// The element with the correction made, when it still holds the bundled value; else unchanged.
    public func applied(to element: Element) -> Element {
        guard element.number == number, Self.value(of: field, in: element) == bundled else { return element }
        var element = element
        switch field {
        case .melt: element.melt = corrected.number
        case .boil: element.boil = corrected.number
        case .density: element.density = corrected.number
        case .sublimation: element.sublimation = corrected.number
        case .phase: element.phase = corrected.text
        case .discoveredBy: element.discoveredBy = corrected.text
        }
        return element
    }

    /// The element's current value of `field`.
    public static func value(of field: Field, in element: Element) -> Value {
        func number(_ value: Double?) -> Value { value.map(Value.number) ?? .none }
        func text(_ value: String?) -> Value { value.map(Value.text) ?? .none }
        return switch field {
        case .melt: number(element.melt)
        case .boil: number(element.boil)
        case .density: number(element.density)
        case .sublimation: number(element.sublimation)
        case .phase: text(element.phase)
        case .discoveredBy: text(element.discoveredBy)
        }
    }
}

extension DataCorrection.Value {
    var number: Double? { if case let .number(value) = self { value } else { nil } }
    var text: String? { if case let .text(value) = self { value } else { nil } }
}

extension DataCorrection: Decodable {
    private enum CodingKeys: String, CodingKey {
        case number, symbol, field, bundled, corrected, predicted, source, note, sourceKey
    }

    /// The correction in one record of the bundled tables; `bundled` and `corrected` are a
    /// number, a text, or absent (`.none`).
    public init(from decoder: any Decoder) throws {
        let record = try decoder.container(keyedBy: CodingKeys.self)
        source = try record.decode(String.self, forKey: .source)
        guard !source.allSatisfy(\.isWhitespace) else {
            throw DecodingError.dataCorruptedError(forKey: .source, in: record, debugDescription: "every correction needs a source")
        }
        number = try record.decode(Int.self, forKey: .number)
        symbol = try record.decode(String.self, forKey: .symbol)
        field = try record.decode(Field.self, forKey: .field)
        bundled = try record.decodeIfPresent(Value.self, forKey: .bundled) ?? .none
        corrected = try record.decodeIfPresent(Value.self, forKey: .corrected) ?? .none
        predicted = try record.decode(Bool.self, forKey: .predicted)
        note = try record.decodeIfPresent(String.self, forKey: .note)
        sourceKey = try record.decodeIfPresent(String.self, forKey: .sourceKey)
    }
}

extension DataCorrection.Value: Decodable {
    /// A number or a text (null is read as an absent value by the correction).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}
