/// The shape of `ElementProperties.json`, before it is checked and turned into an
/// `ElementProperties` table.
struct PropertiesFile: Decodable {
    struct Inconsistency: Error {
        let detail: String
    }

    struct ValueRecord: Decodable {
        var value: String?
        var unit: String?
        var uncertainty: String?
        var source: String
        var predicted: Bool?
        var cited: Bool?
        var detail: String?
        var note: String?
        var condition: String?
        var all: [Int]?
        var common: [Int]?
        var predictedStates: [Int]?
        var predictionSource: String?
        var isotopes: [IsotopeRecord]?
    }

    struct MeasureRecord: Decodable {
        var value: String
        var unit: String
        var uncertainty: String?
    }

    struct IsotopeRecord: Decodable {
        var massNumber: Int
        var stable: Bool
        var abundance: MeasureRecord?
        var halfLife: MeasureRecord?
        var longestLived: Bool?
    }

    struct ElementRecord: Decodable {
        var number: Int
        var symbol: String
        /// Nil when the decoder's `valuesOnlyFor` leaves this element's values out; only the keys
        /// in `valueKeysOnly` when it names some.
        var values: [String: ValueRecord]?

        private enum CodingKeys: String, CodingKey { case number, symbol, values }

        private struct ValueKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            number = try container.decode(Int.self, forKey: .number)
            symbol = try container.decode(String.self, forKey: .symbol)
            guard (decoder.userInfo[PropertiesFile.valuesOnlyFor] as? Set<Int>)?.contains(number) ?? true else { return }
            guard let keys = decoder.userInfo[PropertiesFile.valueKeysOnly] as? Set<String> else {
                values = try container.decode([String: ValueRecord].self, forKey: .values)
                return
            }
            let all = try container.nestedContainer(keyedBy: ValueKey.self, forKey: .values)
            var chosen: [String: ValueRecord] = [:]
            for key in keys where all.contains(ValueKey(stringValue: key)) {
                chosen[key] = try all.decode(ValueRecord.self, forKey: ValueKey(stringValue: key))
            }
            values = chosen
        }
    }

    /// A decoder's `userInfo` key: the atomic numbers whose values are decoded (a `Set<Int>`);
    /// absent, every element's.
    static let valuesOnlyFor = CodingUserInfoKey(rawValue: "valuesOnlyFor")!
    /// A decoder's `userInfo` key: the property keys decoded of those values (a `Set<String>`);
    /// absent, all.
    static let valueKeysOnly = CodingUserInfoKey(rawValue: "valueKeysOnly")!

    var about: [String: String]
    /// Each property and reference under its own key, which it repeats.
    var properties: [String: ElementProperty]
    var references: [String: Reference]
    var elements: [ElementRecord]

    /// The checked table: every value's property is defined and has its kind, every number has a
    /// unit, every source key resolves to a reference, and elements 1–118 each appear once.
    func table(weights: StandardAtomicWeights?) throws -> ElementProperties {
        for (key, reference) in references.sorted(by: { $0.key < $1.key }) where reference.key != key {
            throw Inconsistency(detail: "reference \(key) is listed as \(reference.key)")
        }
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) {
            guard property.key == key else { throw Inconsistency(detail: "property \(key) is listed as \(property.key)") }
            for source in property.sources where references[source] == nil {
                throw Inconsistency(detail: "property \(key) cites \(source), which is not among the references")
            }
        }
        var symbols: [Int: String] = [:]
        var records: [Int: ElementProperties.ElementRecord] = [:]
        for element in elements {
            let name = "\(element.symbol) (\(element.number))"
            guard (1...118).contains(element.number), symbols[element.number] == nil else {
                throw Inconsistency(detail: "\(name) is out of range 1-118 or listed twice")
            }
            symbols[element.number] = element.symbol
            guard let values = element.values else { continue }
            var record = ElementProperties.ElementRecord(symbol: element.symbol, values: [:], oxidationStates: nil, isotopes: [])
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                guard let kind = properties[key]?.kind else { throw Inconsistency(detail: "\(name) has \(key), which is not a listed property") }
                for source in [value.source] + (value.predictionSource.map { [$0] } ?? []) where references[source] == nil {
                    throw Inconsistency(detail: "\(name) \(key) cites \(source), which is not among the references")
                }
                try add(value, key: key, kind: kind, to: &record, name: name)
            }
            records[element.number] = record
        }
        guard symbols.count == 118 else {
            throw Inconsistency(detail: "\(symbols.count) elements instead of 1-118")
        }
        return ElementProperties(properties: Array(properties.values), references: references, about: about,
                                 records: ElementProperties.RecordStore(symbols: symbols, records: records), weights: weights)
    }

    private func add(_ value: ValueRecord, key: String, kind: ElementProperty.Kind,
                     to record: inout ElementProperties.ElementRecord, name: String) throws {
        // The bundled data's own values (gas densities) are its, as every value it gives: the
        // footer's data credit names it, and `ptable sources` lists it under the same key.
        let provenance = value.source == ValueProvenance.bundledData.label ? .bundledData : ValueProvenance.reference(key: value.source)
        switch kind {
        case .number, .text:
            guard let text = value.value else { throw Inconsistency(detail: "\(name) \(key) has no value") }
            if kind == .number {
                guard value.unit != nil, Double(text) != nil else {
                    throw Inconsistency(detail: "\(name) \(key) must be a decimal text with a unit")
                }
            }
            record.values[key] = SourcedValue(text: text, unit: value.unit, uncertainty: value.uncertainty,
                                              provenance: provenance, predicted: value.predicted ?? false,
                                              cited: value.cited ?? true, detail: value.detail ?? value.note,
                                              condition: value.condition)
        case .oxidationStates:
            guard let all = value.all, let common = value.common else {
                throw Inconsistency(detail: "\(name) \(key) needs \"all\" and \"common\"")
            }
            let predictedStates = value.predictedStates ?? []
            guard predictedStates.allSatisfy(all.contains) else {
                throw Inconsistency(detail: "\(name) \(key) has \"predictedStates\" not among \"all\"")
            }
            record.oxidationStates = OxidationStates(all: all, common: common, provenance: provenance,
                                                     predicted: value.predicted ?? false, predictedStates: predictedStates,
                                                     predictionSource: value.predictionSource)
        case .isotopes:
            guard let isotopes = value.isotopes else { throw Inconsistency(detail: "\(name) \(key) needs \"isotopes\"") }
            func measure(_ record: MeasureRecord?) -> SourcedValue? {
                record.map { SourcedValue(text: $0.value, unit: $0.unit, uncertainty: $0.uncertainty, provenance: provenance) }
            }
            record.isotopes = isotopes.map {
                Isotope(massNumber: $0.massNumber, stable: $0.stable, abundance: measure($0.abundance),
                        halfLife: measure($0.halfLife), longestLived: $0.longestLived ?? false)
            }
        }
    }
}
