/// Writes a scene as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`,
/// byte for byte, without going through `Codable`: every JSON scene, snapshot and server
/// answer is written here, and the encoder's boxing of each value cost more than the layout.
///
/// Keys are written in sorted order by hand, so a stored property added to a scene type must
/// be added here too; `SceneJSONWriterTests` compares the two writers on real and hostile scenes.
/// A scene holding a non-finite number, which the encoder refuses, yields nil.
struct SceneJSONWriter {
    private var bytes: [UInt8] = []
    /// How many members each open object or array has so far, innermost last.
    private var memberCounts: [Int] = []
    private var isValid = true

    /// The scene's JSON, without a final newline; nil when it holds a non-finite number.
    static func data(for scene: Scene) -> [UInt8]? {
        var writer = SceneJSONWriter()
        writer.bytes.reserveCapacity(4096)
        writer.write(scene)
        return writer.isValid ? writer.bytes : nil
    }

    private mutating func write(_ scene: Scene) {
        open("{")
        if let background = scene.background { key("background"); string(background.hex) }
        if let bleed = scene.bleed { key("bleed"); number(bleed) }
        key("height"); number(scene.height)
        if let minimumTextSize = scene.minimumTextSize { key("minimumTextSize"); number(minimumTextSize) }
        key("nodes"); nodes(scene.nodes)
        if let slug = scene.slug { key("slug"); number(slug) }
        key("title"); string(scene.title)
        key("width"); number(scene.width)
        close("}")
    }

    private mutating func nodes(_ nodes: [SceneNode]) {
        open("[")
        for node in nodes {
            member()
            switch node {
            case let .group(group): write(group)
            case let .rect(rect): write(rect)
            case let .line(line): write(line)
            case let .text(text): write(text)
            }
        }
        close("]")
    }

    private mutating func write(_ group: SceneGroup) {
        open("{")
        key("children"); nodes(group.children)
        key("classes"); open("[")
        for name in group.classes { member(); string(name) }
        close("]")
        if let id = group.id { key("id"); string(id) }
        key("kind"); string("group")
        if let link = group.link { key("link"); string(link) }
        key("x"); number(group.x)
        key("y"); number(group.y)
        close("}")
    }

    private mutating func write(_ rect: SceneRect) {
        open("{")
        key("cornerRadius"); number(rect.cornerRadius)
        if let fill = rect.fill { key("fill"); string(fill.hex) }
        key("height"); number(rect.height)
        key("kind"); string("rect")
        if let role = rect.role { key("role"); string(role) }
        if let stroke = rect.stroke { key("stroke"); string(stroke.hex) }
        if let dash = rect.strokeDash {
            key("strokeDash"); open("[")
            for length in dash { member(); number(length) }
            close("]")
        }
        key("strokeWidth"); number(rect.strokeWidth)
        key("width"); number(rect.width)
        key("x"); number(rect.x)
        key("y"); number(rect.y)
        close("}")
    }

    private mutating func write(_ line: SceneLine) {
        open("{")
        key("color"); string(line.color.hex)
        key("kind"); string("line")
        if let role = line.role { key("role"); string(role) }
        key("width"); number(line.width)
        key("x1"); number(line.x1)
        key("x2"); number(line.x2)
        key("y1"); number(line.y1)
        key("y2"); number(line.y2)
        close("}")
    }

    private mutating func write(_ text: SceneText) {
        open("{")
        key("anchor"); string(text.anchor.rawValue)
        key("color"); string(text.color.hex)
        key("font"); open("{")
        key("family"); string(text.font.family)
        key("file"); string(text.font.file)
        key("weight"); append(String(text.font.weight))
        close("}")
        key("fontSize"); number(text.fontSize)
        key("kind"); string("text")
        if let link = text.link { key("link"); string(link) }
        key("measuredWidth"); number(text.measuredWidth)
        if let predicted = text.predicted { key("predicted"); append(predicted ? "true" : "false") }
        key("role"); string(text.role.rawValue)
        if let source = text.source { key("source"); string(source) }
        key("text"); string(text.text)
        key("x"); number(text.x)
        key("y"); number(text.y)
        close("}")
    }
}

private extension SceneJSONWriter {
    mutating func open(_ bracket: Unicode.Scalar) {
        bytes.append(UInt8(ascii: bracket))
        memberCounts.append(0)
    }

    /// An empty container is written with an empty line inside, as the encoder does.
    mutating func close(_ bracket: Unicode.Scalar) {
        let count = memberCounts.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(UInt8(ascii: bracket))
    }

    /// Starts the next member of the innermost container on its own line.
    mutating func member() {
        if memberCounts[memberCounts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        memberCounts[memberCounts.count - 1] += 1
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    mutating func key(_ name: String) {
        member()
        string(name)
        append(" : ")
    }

    mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * memberCounts.count))
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Swift's shortest round-trip text, without a trailing `.0`, as the encoder writes a `Double`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            isValid = false
            return
        }
        let text = value.description.utf8
        bytes.append(contentsOf: text.count > 2 && text.suffix(2).elementsEqual(".0".utf8) ? text.dropLast(2) : text[...])
    }

    /// Quoted, with `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx`,
    /// and everything else (`/`, non-ASCII) as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                append("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
