import Layout

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
        indent()
        output += line
        output += "\n"
    }

    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        tag(name, attributes, end: ">\n")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        indent()
        output += "</"
        output += name
        output += ">\n"
    }

    /// An element without content: `<name …/>`.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        tag(name, attributes, end: "/>\n")
    }

    /// An element holding text on one line: `<name …>text</name>`.
    mutating func element(_ name: String, _ attributes: Attributes = [:], text: String) {
        tag(name, attributes, end: ">")
        output += XMLText.escaped(text)
        output += "</"
        output += name
        output += ">\n"
    }

    // Every piece goes straight into `output`, without a temporary string per tag and
    // attribute: a document writes one tag per scene node. Kept for the `Table SVG (A4)` job
    // of `scripts/benchmark.sh compare`.
    private mutating func tag(_ name: String, _ attributes: Attributes, end: String) {
        indent()
        output += "<"
        output += name
        for (attribute, value) in attributes {
            guard let value else { continue }
            output += " "
            output += attribute
            output += "=\""
            output += XMLText.escaped(value)
            output += "\""
        }
        output += end
    }

    private mutating func indent() {
        for _ in 0..<depth { output += "  " }
    }
}
