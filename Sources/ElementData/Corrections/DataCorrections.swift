import Foundation

/// The bundled data's known errors with their corrections, and which values are predictions,
/// each with its source (`DataCorrections.json`, described in `DataCorrections.md` beside it).
public struct DataCorrections: Sendable {
    /// The file name of the bundled table among the Layout resources.
    public static let resourceName = "DataCorrections.json"

    /// Values flagged as predictions for a whole range of elements: every `fields` value from
    /// atomic number `fromNumber` on.
    public struct PredictionRule: Sendable, Decodable {
        public let fromNumber: Int
        public let fields: [DataCorrection.Field]
        public let source: String
    }

    /// Values of one element that its sources call estimated, extrapolated or predicted.
    public struct Prediction: Sendable, Decodable {
        public let number: Int
        public let symbol: String
        public let fields: [DataCorrection.Field]
        public let source: String
    }

    public let corrections: [DataCorrection]
    public let predictionRule: PredictionRule
    public let predictions: [Prediction]

    /// Whether `field` of `element` is a prediction: by the rule (melt, boil, density and phase
    /// from fermium on), by an element's own listed estimates, or as a predicted correction.
    public func isPredicted(_ field: DataCorrection.Field, of element: Element) -> Bool {
        if element.number >= predictionRule.fromNumber, predictionRule.fields.contains(field) { return true }
        if predictions.contains(where: { $0.number == element.number && $0.fields.contains(field) }) { return true }
        return corrections.contains { $0.number == element.number && $0.field == field && $0.predicted }
    }

    /// The elements with every correction that matches their values applied; without
    /// `fillingMissing`, only wrong values are replaced and no missing value is filled in.
    public func corrected(_ elements: [Element], fillingMissing: Bool = true) -> [Element] {
        let applicable = fillingMissing ? corrections : corrections.filter { $0.bundled != .none }
        return elements.map { element in
            applicable.reduce(element) { $1.applied(to: $0) }
        }
    }

    /// The bundled table, read and decoded once per process.
    public static func bundled() throws -> DataCorrections {
        try bundledResult.get()
    }

    /// A table decoded from JSON bytes in the bundled file's format; `source` names it in errors.
    public static func decode(from data: Data, source: String) throws -> DataCorrections {
        try BundledResource.decode(DataCorrections.self, from: data, source: source, what: "a table of data corrections")
    }

    private static let bundledResult = BundledResource.load(resourceName) { try decode(from: $0, source: $1) }
}

extension DataCorrections: Decodable {
    private enum CodingKeys: String, CodingKey { case corrections, predictionRule, predictions }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        corrections = try container.decode([DataCorrection].self, forKey: .corrections)
        predictionRule = try container.decode(PredictionRule.self, forKey: .predictionRule)
        predictions = try container.decodeIfPresent([Prediction].self, forKey: .predictions) ?? []
    }
}
