import Foundation

/// The shape of `ElementProperties.json` as read from the strict parser's tree (each error
/// naming its place, like the other bundled tables), before it is checked and turned into an
/// `ElementProperties` table.
struct PropertiesFile {
    struct Inconsistency: Error {
        let detail: String
    }

    struct PropertyRecord {
        var name: String
        var kind: String
        var unit: String?
        var description: String
        var via: String
        var sources: [String]

        init(reading record: BundledTableReader) throws {
            name = try record.string("name")
            kind = try record.string("kind")
            unit = try record.optionalString("unit")
            description = try record.string("description")
            via = try record.string("via")
            sources = try record.strings("sources")
        }
    }

    struct ReferenceRecord {
        var type: String
        var authors: [String]?
        var title: String
        var year: Int?
        var journal, volume, number, pages, publisher, edition, version, doi, url, isbn, note: String?

        init(reading record: BundledTableReader) throws {
            type = try record.string("type")
            authors = try record.optionalStrings("authors")
            title = try record.string("title")
            year = try record.optionalInteger("year")
            journal = try record.optionalString("journal")
            volume = try record.optionalString("volume")
            number = try record.optionalString("number")
            pages = try record.optionalString("pages")
            publisher = try record.optionalString("publisher")
            edition = try record.optionalString("edition")
            version = try record.optionalString("version")
            doi = try record.optionalString("doi")
            url = try record.optionalString("url")
            isbn = try record.optionalString("isbn")
            note = try record.optionalString("note")
        }
    }

    struct ValueRecord {
        var value: String?
        var unit: String?
        var uncertainty: String?
        var source: String
        var predicted: Bool?
        var cited: Bool?
        var detail: String?
        var note: String?
        var all: [Int]?
        var common: [Int]?
        var isotopes: [IsotopeRecord]?

        init(reading record: BundledTableReader) throws {
            value = try record.optionalString("value")
            unit = try record.optionalString("unit")
            uncertainty = try record.optionalString("uncertainty")
            source = try record.string("source")
            predicted = try record.optionalBool("predicted")
            cited = try record.optionalBool("cited")
            detail = try record.optionalString("detail")
            note = try record.optionalString("note")
            all = try record.optionalIntegers("all")
            common = try record.optionalIntegers("common")
            isotopes = record.optional("isotopes") == nil ? nil : try record.objects("isotopes").map(IsotopeRecord.init(reading:))
        }
    }

    struct MeasureRecord {
        var value: String
        var unit: String
        var uncertainty: String?

        init?(reading record: BundledTableReader, _ key: String) throws {
            guard record.optional(key) != nil else { return nil }
            let measure = try record.object(key)
            value = try measure.string("value")
            unit = try measure.string("unit")
            uncertainty = try measure.optionalString("uncertainty")
        }
    }

    struct IsotopeRecord {
        var massNumber: Int
        var stable: Bool
        var abundance: MeasureRecord?
        var halfLife: MeasureRecord?
        var longestLived: Bool?

        init(reading record: BundledTableReader) throws {
            massNumber = try record.integer("massNumber")
            stable = try record.bool("stable")
            abundance = try MeasureRecord(reading: record, "abundance")
            halfLife = try MeasureRecord(reading: record, "halfLife")
            longestLived = try record.optionalBool("longestLived")
        }
    }

    struct ElementRecord {
        var number: Int
        var symbol: String
        var values: [(key: String, value: ValueRecord)]

        init(reading record: BundledTableReader) throws {
            number = try record.integer("number")
            symbol = try record.string("symbol")
            values = try record.objectMembers("values").map { ($0.key, try ValueRecord(reading: $0.value)) }
        }
    }

    var about: [String: String]
    var properties: [(key: String, value: PropertyRecord)]
    var references: [(key: String, value: ReferenceRecord)]
    var elements: [ElementRecord]

    /// The file read from the parsed `document`; `source` names it in errors.
    init(_ document: JSONNode, source: String) throws {
        let file = try BundledTableReader(document, source: source, what: "a table of element properties")
        about = try file.object("about").stringMembers()
        properties = try file.objectMembers("properties").map { ($0.key, try PropertyRecord(reading: $0.value)) }
        references = try file.objectMembers("references").map { ($0.key, try ReferenceRecord(reading: $0.value)) }
        elements = try file.objects("elements").map(ElementRecord.init(reading:))
    }

    /// The checked table: every value's property is defined and has its kind, every number has a
    /// unit, every source key resolves to a reference, and elements 1–118 each appear once.
    func table(weights: StandardAtomicWeights?) throws -> ElementProperties {
        let references = Dictionary(self.references.map { key, record in
            (key, Reference(key: key, type: record.type, authors: record.authors ?? [], title: record.title, year: record.year,
                            journal: record.journal, volume: record.volume, number: record.number, pages: record.pages,
                            publisher: record.publisher, edition: record.edition, version: record.version, doi: record.doi,
                            url: record.url, isbn: record.isbn, note: record.note))
        }, uniquingKeysWith: { first, _ in first })
        var properties: [ElementProperty] = []
        for (key, record) in self.properties {
            guard let kind = ElementProperty.Kind(rawValue: record.kind) else {
                throw Inconsistency(detail: "property \(key) has the unknown kind \"\(record.kind)\"")
            }
            for source in record.sources where references[source] == nil {
                throw Inconsistency(detail: "property \(key) cites \(source), which is not among the references")
            }
            properties.append(ElementProperty(key: key, name: record.name, unit: record.unit, kind: kind,
                                              description: record.description, via: record.via, sources: record.sources))
        }
        let kinds = Dictionary(uniqueKeysWithValues: properties.map { ($0.key, $0.kind) })
        var records: [Int: ElementProperties.ElementRecord] = [:]
        for element in elements {
            let name = "\(element.symbol) (\(element.number))"
            guard (1...118).contains(element.number), records[element.number] == nil else {
                throw Inconsistency(detail: "\(name) is out of range 1-118 or listed twice")
            }
            var record = ElementProperties.ElementRecord(symbol: element.symbol, values: [:], oxidationStates: nil, isotopes: [])
            for (key, value) in element.values {
                guard let kind = kinds[key] else { throw Inconsistency(detail: "\(name) has \(key), which is not a listed property") }
                guard references[value.source] != nil else {
                    throw Inconsistency(detail: "\(name) \(key) cites \(value.source), which is not among the references")
                }
                try add(value, key: key, kind: kind, to: &record, name: name)
            }
            records[element.number] = record
        }
        guard records.count == 118 else {
            throw Inconsistency(detail: "\(records.count) elements instead of 1-118")
        }
        return ElementProperties(properties: properties, references: references, about: about, records: records, weights: weights)
    }

    private func add(_ value: ValueRecord, key: String, kind: ElementProperty.Kind,
                     to record: inout ElementProperties.ElementRecord, name: String) throws {
        let provenance = ValueProvenance.reference(key: value.source)
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
                                              cited: value.cited ?? true, detail: value.detail ?? value.note)
        case .oxidationStates:
            guard let all = value.all, let common = value.common else {
                throw Inconsistency(detail: "\(name) \(key) needs \"all\" and \"common\"")
            }
            record.oxidationStates = OxidationStates(all: all, common: common, provenance: provenance)
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
