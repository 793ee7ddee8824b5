/// Builds an indented XML document one element at a time.
///
/// Attribute values and text are escaped here, so callers pass raw data. Attributes are
/// written in the order given; a nil value leaves the attribute out.
struct XMLWriter {
    typealias Attributes = KeyValuePairs<String, String?>

    private(set) var output = ""
    private var depth = 0

    /// Appends a line at the current depth, as is: for trusted, already escaped markup.
    mutating func raw(_ line: String) {
        // Appended piece by piece: building the line first made a temporary string per element.
        for _ in 0..<depth { output += "  " }
        output += line
        output += "\n"
    }

    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        raw("<\(name)\(Self.format(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        raw("</\(name)>")
    }

    /// An element without content: `<name …/>`.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        raw("<\(name)\(Self.format(attributes))/>")
    }

    /// An element holding text on one line: `<name …>text</name>`.
    mutating func element(_ name: String, _ attributes: Attributes = [:], text: String) {
        raw("<\(name)\(Self.format(attributes))>\(XMLText.escaped(text))</\(name)>")
    }

    private static func format(_ attributes: Attributes) -> String {
        var result = ""
        for (name, value) in attributes {
            guard let value else { continue }
            result += " \(name)=\"\(XMLText.escaped(value))\""
        }
        return result
    }
}
