extension DataCorrections {
    /// The bundled table read straight from the parsed tree (the `Decodable` path costs more
    /// than parsing the file); nil for anything unexpected.
    static func read(_ node: JSONNode) -> DataCorrections? {
        guard let file = node.object, let items = file["corrections"]?.array,
              let ruleRecord = file["predictionRule"]?.object, let fromNumber = ruleRecord["fromNumber"]?.integer,
              let ruleFields = fields(ruleRecord["fields"]), let ruleSource = ruleRecord["source"]?.string else {
            return nil
        }
        var corrections: [DataCorrection] = []
        for item in items {
            guard let correction = readCorrection(item) else { return nil }
            corrections.append(correction)
        }
        var predictions: [Prediction] = []
        if let node = file.present("predictions") {
            guard let records = node.array else { return nil }
            for record in records {
                guard let record = record.object, let number = record["number"]?.integer,
                      let symbol = record["symbol"]?.string, let fields = fields(record["fields"]),
                      let source = record["source"]?.string else { return nil }
                predictions.append(Prediction(number: number, symbol: symbol, fields: fields, source: source))
            }
        }
        return DataCorrections(corrections: corrections,
                               predictionRule: PredictionRule(fromNumber: fromNumber, fields: ruleFields, source: ruleSource),
                               predictions: predictions)
    }

    /// The corrections of `SourcedCorrections.json` (no prediction rule of their own); nil for
    /// anything unexpected.
    static func readSourced(_ node: JSONNode) -> [DataCorrection]? {
        guard let items = node.object?["corrections"]?.array else { return nil }
        var corrections: [DataCorrection] = []
        for item in items {
            guard let correction = readCorrection(item) else { return nil }
            corrections.append(correction)
        }
        return corrections
    }

    private static func fields(_ node: JSONNode?) -> [DataCorrection.Field]? {
        guard let names = node?.strings else { return nil }
        let fields = names.compactMap(DataCorrection.Field.init(rawValue:))
        return fields.count == names.count ? fields : nil
    }

    private static func readCorrection(_ node: JSONNode) -> DataCorrection? {
        guard let record = node.object, let number = record["number"]?.integer,
              let symbol = record["symbol"]?.string,
              let fieldName = record["field"]?.string, let field = DataCorrection.Field(rawValue: fieldName),
              let predicted = record["predicted"]?.bool,
              let source = record["source"]?.string, !source.allSatisfy(\.isWhitespace),
              let bundled = value(record.present("bundled")), let corrected = value(record.present("corrected")) else {
            return nil
        }
        var note: String?
        if let node = record.present("note") {
            guard let text = node.string else { return nil }
            note = text
        }
        var sourceKey: String?
        if let node = record.present("sourceKey") {
            guard let text = node.string else { return nil }
            sourceKey = text
        }
        return DataCorrection(number: number, symbol: symbol, field: field, bundled: bundled, corrected: corrected,
                              predicted: predicted, source: source, note: note, sourceKey: sourceKey)
    }

    /// A correction's value: absent or null is `.none`; a number or a text as it is.
    private static func value(_ node: JSONNode?) -> DataCorrection.Value? {
        guard let node else { return DataCorrection.Value.none }
        if let number = node.double { return .number(number) }
        if let text = node.string { return .text(text) }
        return nil
    }
}
