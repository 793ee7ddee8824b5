extension StandardAtomicWeights {
    /// The bundled file's weights and provenance read straight from the parsed tree (the
    /// `Decodable` path costs more than parsing the file); nil for anything unexpected.
    static func read(_ node: JSONNode) -> (weights: [StandardAtomicWeight], provenance: [String: String]?)? {
        guard let file = node.object, let items = file["elements"]?.array else { return nil }
        var provenance: [String: String]?
        if let members = file.present("provenance")?.object?.members {
            var texts: [String: String] = [:]
            for (key, value) in members {
                guard let text = value.string else { return nil }
                texts[key] = text
            }
            provenance = texts
        }
        var weights: [StandardAtomicWeight] = []
        for item in items {
            guard let weight = readWeight(item) else { return nil }
            weights.append(weight)
        }
        return (weights, provenance)
    }

    private static func readWeight(_ node: JSONNode) -> StandardAtomicWeight? {
        guard let record = node.object, let number = record["number"]?.integer,
              let symbol = record["symbol"]?.string, let value = record["value"]?.string,
              let uncertainty = record["uncertainty"]?.string else { return nil }
        var kind = StandardAtomicWeight.Kind.standard
        if let kindNode = record.present("kind") {
            guard let text = kindNode.string, let named = StandardAtomicWeight.Kind(rawValue: text) else { return nil }
            kind = named
        }
        var interval: [String]?
        if let node = record.present("interval") {
            guard let texts = node.strings else { return nil }
            interval = texts
        }
        var supersedes: [String]?
        if let node = record.present("supersedes") {
            guard let texts = node.strings else { return nil }
            supersedes = texts
        }
        return StandardAtomicWeight(number: number, symbol: symbol, valueText: value, uncertaintyText: uncertainty,
                                    kind: kind, intervalTexts: interval, supersededTexts: supersedes)
    }
}
