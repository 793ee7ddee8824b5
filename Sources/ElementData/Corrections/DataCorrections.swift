import Foundation

/// The bundled data's known errors with their corrections, and which values are predictions,
/// each with its source (`DataCorrections.json`, described in `DataCorrections.md` beside it).
public struct DataCorrections: Sendable {
    /// The file name of the bundled table among the ElementData resources.
    public static let resourceName = "DataCorrections.json"

    /// Values flagged as predictions for a whole range of elements: every `fields` value from
    /// atomic number `fromNumber` on.
    public struct PredictionRule: Decodable, Sendable {
        /// The first atomic number the rule covers: 100 (fermium) in the bundled table.
        public let fromNumber: Int
        /// The fields the rule flags: melt, boil, density and phase in the bundled table.
        public let fields: [DataCorrection.Field]
        /// Why these values are predictions, with the work that says so.
        public let source: String
    }

    /// Values of one element that its sources call estimated, extrapolated or predicted.
    public struct Prediction: Decodable, Sendable {
        /// The atomic number of the element whose values are flagged.
        public let number: Int
        /// The element's symbol, as the record writes it beside `number`.
        public let symbol: String
        /// The fields of this element its source calls estimated, extrapolated or predicted.
        public let fields: [DataCorrection.Field]
        /// The source that calls them so, e.g. a Wikipedia infobox with the date it was read.
        public let source: String
    }

    /// A value that holds only at a pressure other than the standard one, shown with it:
    /// helium stays liquid down to absolute zero at atmospheric pressure and freezes at 0.95 K
    /// only under about 2.5 MPa.
    public struct Condition: Decodable, Sendable {
        /// The atomic number of the element the value belongs to.
        public let number: Int
        /// The element's symbol, as the record writes it beside `number`.
        public let symbol: String
        /// The field whose value holds only at `pressureMegapascals`.
        public let field: DataCorrection.Field
        /// The value the pressure belongs to: data holding another value (a `--data` file's
        /// own) gets no pressure.
        public let value: Double
        /// The pressure the value holds at, in megapascals.
        public let pressureMegapascals: Double
        /// Where the value and its pressure come from.
        public let source: String
        /// Why the pressure is shown, in a sentence or two.
        public let note: String
    }

    /// Every correction, the ones generated from the sourced properties first, then those written
    /// by hand; `corrected(_:knownErrorsOnly:)` applies them in this order.
    public let corrections: [DataCorrection]
    /// The corrections written by hand (`DataCorrections.json`): the bundled data's known errors,
    /// the only ones a user's `--data` file gets.
    public let knownErrors: [DataCorrection]
    /// The rule that flags values from one atomic number on as predictions.
    public let predictionRule: PredictionRule
    /// The elements whose own values are flagged as predictions, one record each.
    public let predictions: [Prediction]
    /// The values that hold only at a pressure other than the standard one (helium's melting point).
    public let conditions: [Condition]

    /// The pressure in megapascals at which `field` of `element` holds, where it is not the
    /// standard pressure; nil for a value at standard pressure.
    public func pressure(of field: DataCorrection.Field, of element: Element) -> Double? {
        conditions.first { condition in
            condition.number == element.number && condition.field == field
                && DataCorrection.value(of: field, in: element) == .number(condition.value)
        }?.pressureMegapascals
    }

    /// Whether `field` of `element` is a prediction: by the rule (melt, boil, density and phase
    /// from fermium on), by an element's own listed estimates, or as a predicted correction.
    public func isPredicted(_ field: DataCorrection.Field, of element: Element) -> Bool {
        if element.number >= predictionRule.fromNumber, predictionRule.fields.contains(field) { return true }
        if predictions.contains(where: { $0.number == element.number && $0.fields.contains(field) }) { return true }
        return corrections.contains { $0.number == element.number && $0.field == field && $0.predicted }
    }

    /// The elements with every correction that matches their values applied; with
    /// `knownErrorsOnly` (a user's file), only a known wrong value is replaced: a file's number that
    /// merely differs from a sourced one in its digits (Na's 0.968 g/cm³) is the user's, and no
    /// missing value is filled in.
    public func corrected(_ elements: [Element], knownErrorsOnly: Bool = false) -> [Element] {
        let applicable = knownErrorsOnly ? knownErrors.filter { $0.bundled != .none } : corrections
        return elements.map { element in
            applicable.reduce(element) { $1.applied(to: $0) }
        }
    }

    /// The file name of the corrections generated from the sourced properties, applied first.
    public static let sourcedResourceName = "SourcedCorrections.json"

    /// The bundled tables, read and decoded once per process: the corrections generated from the
    /// sourced properties (`SourcedCorrections.json`, where a cited value disagrees with
    /// Periodic-Table-JSON) come first, so where a hand-written correction fixes the same value,
    /// the cited value is the one shown and the hand-written one no longer matches.
    public static func bundled() throws -> DataCorrections {
        try bundledResult.get()
    }

    /// This table with `corrections` applied before its own.
    public func preceded(by corrections: [DataCorrection]) -> DataCorrections {
        DataCorrections(corrections: corrections + self.corrections, knownErrors: knownErrors, predictionRule: predictionRule,
                        predictions: predictions, conditions: conditions)
    }

    /// The corrections of a file in `SourcedCorrections.json`'s format; `source` names it in errors.
    public static func decodeSourced(from data: Data, source: String) throws -> [DataCorrection] {
        try BundledResource.decode(SourcedFile.self, from: data, source: source, what: "a table of sourced corrections").corrections
    }

    /// A table decoded from JSON bytes in the bundled file's format; `source` names it in errors.
    public static func decode(from data: Data, source: String) throws -> DataCorrections {
        let file = try BundledResource.decode(File.self, from: data, source: source, what: "a table of data corrections")
        return DataCorrections(corrections: file.corrections, knownErrors: file.corrections, predictionRule: file.predictionRule,
                               predictions: file.predictions ?? [], conditions: file.conditions ?? [])
    }

    private static let bundledResult: Result<DataCorrections, ElementDataError> = {
        let sourced = BundledResource.load(sourcedResourceName) { try decodeSourced(from: $0, source: $1) }
        return BundledResource.load(resourceName) { try decode(from: $0, source: $1) }
            .flatMap { hand in sourced.map { hand.preceded(by: $0) } }
    }()
}

private extension DataCorrections {
    /// The shape of `DataCorrections.json`.
    struct File: Decodable {
        var corrections: [DataCorrection]
        var predictionRule: PredictionRule
        var predictions: [Prediction]?
        var conditions: [Condition]?
    }

    /// The shape of `SourcedCorrections.json`.
    struct SourcedFile: Decodable {
        var corrections: [DataCorrection]
    }
}
