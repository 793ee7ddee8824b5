import Foundation
import Layout

/// Terminal text for tiles and tables.
enum TerminalOutput {
    static func tile(_ element: Element, formatter: ElementFormatter, color: ColorChoice) -> String {
        let row = formatter.listRow(element)
        return "\(row.title)\n\(row.detail)\n"
    }

    static func table(_ placement: TablePlacement, formatter: ElementFormatter, color: ColorChoice, large: Bool) -> String {
        placement.cells.map { formatter.symbol($0.element) }.joined(separator: " ") + "\n"
    }
}
