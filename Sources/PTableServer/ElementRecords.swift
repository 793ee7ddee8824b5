import Foundation
import Layout

/// The elements as the seed's `GET /api/v1/elements` returns them: a bare JSON array of
/// Periodic-Table-JSON records, every key present (null when the data has no value) and in
/// the upstream order, so a client decoding the seed's shape decodes this unchanged.
enum ElementRecords {
    /// The array, one record per line; `[]` when there is none.
    static func json(for elements: [Element]) throws -> Data {
        let records = try elements.map(record)
        return Data((records.isEmpty ? "[]\n" : "[\n" + records.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// One record as a JSON object on one line.
    static func record(_ element: Element) throws -> String {
        let fields = try values(of: element).map { key, value in "\"\(key.stringValue)\":\(try value.json())" }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The record's keys in the upstream order, each with its value.
    static func values(of element: Element) -> [(key: Element.CodingKeys, value: ElementRecordValue)] {
        [
            (.name, .text(element.name)), (.appearance, .text(element.appearance)),
            (.atomicMass, .number(element.atomicMass)), (.boil, .number(element.boil)),
            (.category, .text(element.category)), (.color, .text(element.color)), (.density, .number(element.density)),
            (.discoveredBy, .text(element.discoveredBy)), (.melt, .number(element.melt)),
            (.molarHeat, .number(element.molarHeat)), (.namedBy, .text(element.namedBy)),
            (.number, .number(Double(element.number))), (.period, .number(element.period.map(Double.init))),
            (.group, .number(element.group.map(Double.init))), (.phase, .text(element.phase)),
            (.source, .text(element.source)), (.bohrModelImage, .text(element.bohrModelImage)),
            (.bohrModel3D, .text(element.bohrModel3D)), (.spectralImage, .text(element.spectralImage)),
            (.summary, .text(element.summary)), (.symbol, .text(element.symbol)),
            (.xpos, .number(Double(element.xpos))), (.ypos, .number(Double(element.ypos))),
            (.wxpos, .number(element.wxpos.map(Double.init))), (.wypos, .number(element.wypos.map(Double.init))),
            (.shells, .numbers(element.shells?.map(Double.init))),
            (.electronConfiguration, .text(element.electronConfiguration)),
            (.electronConfigurationSemantic, .text(element.electronConfigurationSemantic)),
            (.electronAffinity, .number(element.electronAffinity)),
            (.electronegativityPauling, .number(element.electronegativityPauling)),
            (.ionizationEnergies, .numbers(element.ionizationEnergies)),
            (.cpkHex, .text(element.cpkHex)), (.image, .image(element.image)),
            (.block, .text(element.block)),
        ]
    }

    /// A number as the data writes it: whole values without a decimal point (`98`), others
    /// in the shortest text that reads back as the same double (`22.989769282`).
    static func number(_ value: Double?) -> String {
        value.map(JSONValue.format) ?? "null"
    }

    static func string(_ value: String?) throws -> String {
        guard let value else { return "null" }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func image(_ image: ElementImage?) throws -> String {
        guard let image else { return "null" }
        return "{\"title\":\(try string(image.title)),\"url\":\(try string(image.url)),\"attribution\":\(try string(image.attribution))}"
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()
}
