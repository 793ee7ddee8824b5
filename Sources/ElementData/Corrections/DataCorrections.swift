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
        var corrected = elements
        for index in corrected.indices {
            for correction in applicable where correction.number == corrected[index].number {
                correction.apply(to: &corrected[index])
            }
        }
        return corrected
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
        DataCorrections(corrections: corrections + self.corrections, predictionRule: predictionRule, predictions: predictions)
    }

    /// The corrections of a file in `SourcedCorrections.json`'s format; `source` names it in errors.
    public static func decodeSourced(from data: Data, source: String) throws -> [DataCorrection] {
        try BundledResource.decode(SourcedFile.self, from: data, source: source, what: "a table of sourced corrections") {
            readSourced($0).map(SourcedFile.init)
        }.corrections
    }

    private struct SourcedFile: Decodable {
        var corrections: [DataCorrection]
    }

    /// A table decoded from JSON bytes in the bundled file's format; `source` names it in errors.
    public static func decode(from data: Data, source: String) throws -> DataCorrections {
        try BundledResource.decode(DataCorrections.self, from: data, source: source, what: "a table of data corrections",
                                   read: read)
    }

    private static let bundledResult: Result<DataCorrections, LayoutError> = {
        let sourced = BundledResource.load(sourcedResourceName) { try decodeSourced(from: $0, source: $1) }
        return BundledResource.load(resourceName) { try decode(from: $0, source: $1) }
            .flatMap { hand in sourced.map { hand.preceded(by: $0) } }
    }()
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
