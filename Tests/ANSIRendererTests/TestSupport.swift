import Foundation
import Layout
@testable import ANSIRenderer

/// Shared fixtures for the renderer tests.
enum Fixtures {
    static let table = try! PeriodicTable.bundled()
    static let renderer = ANSIRenderer()
    static let formatter = ElementFormatter()

    static func element(_ query: String) -> Element {
        table.element(matching: query)!
    }

    static func tile(_ query: String, mode: ColorMode) -> String {
        renderer.renderTile(element(query), formatter: formatter, theme: .classic, mode: mode)
    }

    static func placement(_ form: TablePlacement.Form = .standard) -> TablePlacement {
        try! TablePlacement(elements: table.elements, form: form)
    }

    static func table(_ form: TablePlacement.Form = .standard, mode: ColorMode,
                      style: ANSIRenderer.TableStyle = .compact) -> String {
        // Without `columns` the table is drawn as it is and nothing can throw.
        try! renderer.renderTable(placement(form), formatter: formatter, theme: .classic, mode: mode, style: style)
    }
}

extension String {
    /// The text with ESC shown as `␛`, so escape codes can be read and diffed.
    var escapesVisible: String { replacingOccurrences(of: "\u{1B}", with: "␛") }

    /// The text without the SGR sequences the renderer writes.
    var withoutSGR: String { replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }

    /// The lines of rendered output (which ends in a newline).
    var outputLines: [String] {
        var lines = components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Unicode scalars that could drive a terminal: C0 controls other than newline, DEL, C1.
    var controlScalars: [Unicode.Scalar] {
        unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }
}
