/// Turns one parsed record of a Periodic-Table-JSON file into an `Element`, checking each
/// field's type and range and naming the element and field of the first problem.
///
/// Required fields (`name`, `number`, `symbol`, `xpos`, `ypos`) must be present and not null.
/// Every other field may be absent or null; present with the wrong type or out of range, it is
/// an error, never silently treated as missing. Unknown fields are ignored. Fields are named by
/// `Element.CodingKeys`, so this reader and `Element`'s `Codable` conformance use the same keys.
struct ElementRecordDecoder {
    /// "element 3 (Lithium)", or "element 3" before the name is known to be a string.
    let label: String
    private let record: JSONNodeObject
    private let fail: (String) -> ElementDataError

    init(record: JSONNodeObject, index: Int, fail: @escaping (String) -> ElementDataError) {
        self.record = record
        if case let .string(name, _)? = record["name"] {
            label = Self.label(index: index, name: name)
        } else {
            label = "element \(index + 1)"
        }
        self.fail = fail
    }

    /// "element 3 (Lithium)"; "element 3" for a name with nothing visible in it, which in
    /// brackets named no element: `element 1 ( ), field "name": must not be empty`.
    static func label(index: Int, name: String) -> String {
        ElementText.hasNothingVisible(name) ? "element \(index + 1)" : "element \(index + 1) (\(ElementText.escapedForMessage(name)))"
    }

    func element() throws -> Element {
        typealias Limits = ElementValidator
        var element = Element(
            name: try required(.name, string),
            number: try required(.number) { try integer($0, $1, in: 1...Limits.maximumNumber) },
            symbol: try required(.symbol, string),
            xpos: try required(.xpos) { try integer($0, $1, in: 1...Limits.maximumColumn) },
            ypos: try required(.ypos) { try integer($0, $1, in: 1...Limits.maximumRow) }
        )
        element.wxpos = try optional(.wxpos) { try integer($0, $1, in: 1...Limits.maximumColumn) }
        element.wypos = try optional(.wypos) { try integer($0, $1, in: 1...Limits.maximumRow) }
        element.period = try optional(.period) { try integer($0, $1, in: 1...Limits.maximumRow) }
        element.group = try optional(.group) { try integer($0, $1, in: 1...Limits.maximumColumn) }
        element.atomicMass = try optional(.atomicMass) { try positive($0, $1, atMost: Limits.maximumMass) }
        element.density = try optional(.density) { try positive($0, $1, atMost: Limits.maximumDensity) }
        element.melt = try optional(.melt, kelvin)
        element.boil = try optional(.boil, kelvin)
        element.sublimation = try optional(.sublimation, kelvin)
        element.molarHeat = try optional(.molarHeat) { try number($0, $1, within: Limits.maximumMagnitude) }
        element.electronAffinity = try optional(.electronAffinity) { try number($0, $1, within: Limits.maximumMagnitude) }
        element.electronegativityPauling = try optional(.electronegativityPauling) {
            try number($0, $1, within: Limits.maximumMagnitude)
        }
        element.shells = try optional(.shells) { field, value in
            try array(field, value) { try integer($0, $1, in: 0...Limits.maximumNumber) }
        }
        element.ionizationEnergies = try optional(.ionizationEnergies) { field, value in
            try array(field, value) { try number($0, $1, within: Limits.maximumMagnitude) }
        }
        element.appearance = try optional(.appearance, string)
        element.category = try optional(.category, string)
        element.color = try optional(.color, string)
        element.discoveredBy = try optional(.discoveredBy, string)
        element.namedBy = try optional(.namedBy, string)
        element.phase = try optional(.phase, string)
        element.source = try optional(.source, string)
        element.summary = try optional(.summary, string)
        element.electronConfiguration = try optional(.electronConfiguration, string)
        element.electronConfigurationSemantic = try optional(.electronConfigurationSemantic, string)
        element.cpkHex = try optional(.cpkHex, string)
        element.block = try optional(.block, string)
        element.bohrModelImage = try optional(.bohrModelImage, string)
        element.bohrModel3D = try optional(.bohrModel3D, string)
        element.spectralImage = try optional(.spectralImage, string)
        element.image = try optional(.image, image)
        return element
    }
}

private extension ElementRecordDecoder {
    typealias Read<Value> = (_ field: String, _ value: JSONNode) throws -> Value

    func required<Value>(_ key: Element.CodingKeys, _ read: Read<Value>) throws -> Value {
        let field = key.stringValue
        switch record[field] {
        case nil: throw error(field, "required field is missing")
        case .null?: throw error(field, "required field is null")
        case let value?: return try read(field, value)
        }
    }

    func optional<Value>(_ key: Element.CodingKeys, _ read: Read<Value>) throws -> Value? {
        switch record[key.stringValue] {
        case nil, .null?: return nil
        case let value?: return try read(key.stringValue, value)
        }
    }

    func string(_ field: String, _ value: JSONNode) throws -> String {
        guard case let .string(text, _) = value else { throw mismatch(field, "a string", value) }
        return text
    }

    /// A whole number in `range`; `1.0` and `1e2` count as whole, `1e300` is out of range.
    func integer(_ field: String, _ value: JSONNode, in range: ClosedRange<Int>) throws -> Int {
        guard case let .number(text, double, _) = value else { throw mismatch(field, "an integer", value) }
        // Too large for a Double is out of range as well: 1e999, four hundred nines.
        guard double.isFinite, double >= Double(range.lowerBound), double <= Double(range.upperBound) else {
            throw error(field, "\(shown(text)) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        guard double == double.rounded() else {
            throw error(field, "expected an integer, found \(shown(text))")
        }
        return Int(double)
    }

    /// A finite number no further than `limit` from zero.
    func number(_ field: String, _ value: JSONNode, within limit: Double) throws -> Double {
        guard case let .number(text, double, _) = value else { throw mismatch(field, "a number", value) }
        guard double.isFinite, double.magnitude <= limit else {
            throw error(field, "\(shown(text)) is outside \(JSONValue.format(-limit))...\(JSONValue.format(limit))")
        }
        return double
    }

    /// A number above zero and at most `limit`, such as a mass or a density.
    func positive(_ field: String, _ value: JSONNode, atMost limit: Double) throws -> Double {
        guard case let .number(text, double, _) = value else { throw mismatch(field, "a number", value) }
        guard double > 0 else { throw error(field, "\(shown(text)) must be positive") }
        guard double <= limit else { throw error(field, "\(shown(text)) is over the limit of \(JSONValue.format(limit))") }
        return double
    }

    /// A temperature in kelvin: not below absolute zero, not above `maximumKelvin`.
    func kelvin(_ field: String, _ value: JSONNode) throws -> Double {
        guard case let .number(text, double, _) = value else { throw mismatch(field, "a number", value) }
        guard double >= 0 else { throw error(field, "\(shown(text)) K is below absolute zero") }
        let limit = ElementValidator.maximumKelvin
        guard double <= limit else { throw error(field, "\(shown(text)) K is over the limit of \(JSONValue.format(limit)) K") }
        return double
    }

    func array<Item>(_ field: String, _ value: JSONNode, _ read: Read<Item>) throws -> [Item] {
        guard case let .array(items, _) = value else { throw mismatch(field, "an array", value) }
        let limit = ElementValidator.maximumArrayLength
        guard items.count <= limit else { throw error(field, "has \(items.count) items, over the limit of \(limit)") }
        return try items.enumerated().map { index, item in try read("\(field)[\(index)]", item) }
    }

    func image(_ field: String, _ value: JSONNode) throws -> ElementImage {
        guard case let .object(object) = value else { throw mismatch(field, "an object", value) }
        func text(_ key: String) throws -> String? {
            switch object[key] {
            case nil, .null?: nil
            case let value?: try string("\(field).\(key)", value)
            }
        }
        return ElementImage(title: try text("title"), url: try text("url"), attribution: try text("attribution"))
    }

    func mismatch(_ field: String, _ expected: String, _ found: JSONNode) -> ElementDataError {
        error(field, "expected \(expected), found \(found.kindDescription)")
    }

    func error(_ field: String, _ problem: String) -> ElementDataError {
        fail("\(label), field \"\(field)\": \(problem)")
    }

    /// A number as the file writes it, cut short when it is absurdly long.
    func shown(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(23)) + "…" : text
    }
}
