import Foundation

/// One fix to the bundled element data: which value of which element was wrong, what it
/// should be, whether the right value is itself a prediction, and where it comes from.
///
/// A correction applies only where the data still holds the `bundled` value, so data a user
/// wrote with other numbers keeps them (the same rule the standard atomic weights follow).
public struct DataCorrection: Hashable, Sendable {
    /// A field a correction can change.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case melt, boil, density, phase, discoveredBy, sublimation
    }

    /// A field's value: a number, a text, or nothing (null in the data).
    public enum Value: Hashable, Sendable {
        case none
        case number(Double)
        case text(String)
    }

    public let number: Int
    public let symbol: String
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
    /// The key of the reference in `ElementProperties.references`, for a correction generated
    /// from the sourced properties (`SourcedCorrections.json`); nil for one written by hand.
    public let sourceKey: String?

    public init(number: Int, symbol: String, field: Field, bundled: Value, corrected: Value, predicted: Bool,
                source: String, note: String? = nil, sourceKey: String? = nil) {
        self.number = number
        self.symbol = symbol
        self.field = field
        self.bundled = bundled
        self.corrected = corrected
        self.predicted = predicted
        self.source = source
        self.note = note
        self.sourceKey = sourceKey
    }

    /// The element with the correction made, when it still holds the bundled value; else unchanged.
    public func applied(to element: Element) -> Element {
        guard element.number == number, Self.value(of: field, in: element) == bundled else { return element }
        var element = element
        switch (field, corrected) {
        case (.melt, _): element.melt = corrected.number
        case (.boil, _): element.boil = corrected.number
        case (.density, _): element.density = corrected.number
        case (.sublimation, _): element.sublimation = corrected.number
        case (.phase, _): element.phase = corrected.text
        case (.discoveredBy, _): element.discoveredBy = corrected.text
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

extension DataCorrection {
    /// The correction in one record of the bundled table; `bundled` and `corrected` are a
    /// number, a text, or absent (`.none`).
    init(reading record: BundledTableReader) throws {
        let source = try record.string("source")
        guard !source.allSatisfy(\.isWhitespace) else { throw record.failure("source", "every correction needs a source") }
        let fieldName = try record.string("field")
        guard let field = Field(rawValue: fieldName) else {
            throw record.failure("field", "unknown field \"\(ElementText.sanitizedForMessage(fieldName))\"")
        }
        self.init(number: try record.integer("number"), symbol: try record.string("symbol"), field: field,
                  bundled: try Self.value(record, "bundled"), corrected: try Self.value(record, "corrected"),
                  predicted: try record.bool("predicted"), source: source, note: try record.optionalString("note"),
                  sourceKey: try record.optionalString("sourceKey"))
    }

    private static func value(_ record: BundledTableReader, _ key: String) throws -> Value {
        switch record.optional(key) {
        case nil: .none
        case let .number(_, value, _)? where value.isFinite: .number(value)
        case let .string(text, _)?: .text(text)
        case let other?: throw record.failure(key, "must be a number or a text, got \(other.kindDescription)")
        }
    }
}
