import Foundation
import Layout

/// The elements as the seed's `GET /api/v1/elements` returns them: a bare JSON array of
/// Periodic-Table-JSON records, every key present (null when the data has no value) and in
/// the upstream order, so a client decoding the seed's shape decodes this unchanged.
enum ElementRecords {
    /// The array, one record per line.
    static func json(for elements: [Element]) throws -> Data {
        let records = try elements.map(record)
        return Data(("[\n" + records.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// One record as a JSON object on one line.
    static func record(_ element: Element) throws -> String {
        let fields: [(Element.CodingKeys, String)] = [
            (.name, try string(element.name)), (.appearance, try string(element.appearance)),
            (.atomicMass, number(element.atomicMass)), (.boil, number(element.boil)),
            (.category, try string(element.category)), (.color, try string(element.color)), (.density, number(element.density)),
            (.discoveredBy, try string(element.discoveredBy)), (.melt, number(element.melt)),
            (.molarHeat, number(element.molarHeat)), (.namedBy, try string(element.namedBy)),
            (.number, "\(element.number)"), (.period, element.period.map(String.init) ?? "null"),
            (.group, element.group.map(String.init) ?? "null"), (.phase, try string(element.phase)),
            (.source, try string(element.source)), (.bohrModelImage, try string(element.bohrModelImage)),
            (.bohrModel3D, try string(element.bohrModel3D)), (.spectralImage, try string(element.spectralImage)),
            (.summary, try string(element.summary)), (.symbol, try string(element.symbol)),
            (.xpos, "\(element.xpos)"), (.ypos, "\(element.ypos)"),
            (.wxpos, element.wxpos.map(String.init) ?? "null"), (.wypos, element.wypos.map(String.init) ?? "null"),
            (.shells, element.shells.map { "[" + $0.map(String.init).joined(separator: ",") + "]" } ?? "null"),
            (.electronConfiguration, try string(element.electronConfiguration)),
            (.electronConfigurationSemantic, try string(element.electronConfigurationSemantic)),
            (.electronAffinity, number(element.electronAffinity)),
            (.electronegativityPauling, number(element.electronegativityPauling)),
            (.ionizationEnergies, element.ionizationEnergies.map { "[" + $0.map(number).joined(separator: ",") + "]" } ?? "null"),
            (.cpkHex, try string(element.cpkHex)), (.image, try image(element.image)),
            (.block, try string(element.block)),
        ]
        return "{" + fields.map { "\"\($0.0.stringValue)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A number as the data writes it: whole values without a decimal point (`98`), others
    /// in the shortest text that reads back as the same double (`22.989769282`).
    static func number(_ value: Double?) -> String {
        value.map(JSONValue.format) ?? "null"
    }

    private static func string(_ value: String?) throws -> String {
        guard let value else { return "null" }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func image(_ image: ElementImage?) throws -> String {
        guard let image else { return "null" }
        return "{\"title\":\(try string(image.title)),\"url\":\(try string(image.url)),\"attribution\":\(try string(image.attribution))}"
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()
}
