import Foundation
import Layout

/// A renderer written outside ptable: it imports only the public `Layout` API and conforms to
/// `SceneRenderer`, so `ArtworkRenderer` renders tiles and tables with it through the same
/// path as its own formats. It writes the scene as an indented plain-text outline: one line
/// per node, groups with their id and classes, text runs with their role and string.
struct OutlineRenderer: SceneRenderer {
    var format: SceneFormat { SceneFormat(name: "outline", fileExtension: "txt", isText: true) }

    func renderData(_ scene: Scene) throws -> Data {
        var lines = ["scene \"\(scene.title)\" \(number(scene.width))×\(number(scene.height))"]
        append(scene.nodes, depth: 1, to: &lines)
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    private func append(_ nodes: [SceneNode], depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for node in nodes {
            switch node {
            case let .group(group):
                let classes = group.classes.isEmpty ? "" : " [\(group.classes.joined(separator: " "))]"
                let link = group.link.map { " → \($0)" } ?? ""
                lines.append("\(indent)group \(group.id ?? "-")\(classes)\(link)")
                append(group.children, depth: depth + 1, to: &lines)
            case let .rect(rect):
                lines.append("\(indent)rect \(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))")
            case let .line(line):
                lines.append("\(indent)line \(number(line.x1)),\(number(line.y1)) → \(number(line.x2)),\(number(line.y2))")
            case let .text(text):
                lines.append("\(indent)text \(text.role.rawValue) \"\(text.text)\"")
            }
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
