import Foundation
import Layout

/// The elements and tables the golden suite pins down, each chosen for an edge of the design.
enum GoldenFixtures {
    static let table = try! PeriodicTable.bundled()

    /// Symbol and why it is here.
    static let tiles: [(symbol: String, reason: String)] = [
        ("H", "the first tile; a gas with both temperatures"),
        ("C", "no melting or boiling point: dashes"),
        ("Na", "the reference tile of the seed app"),
        ("Fe", "a transition metal"),
        ("Hg", "a liquid"),
        ("Rf", "a long name"),
        ("Uue", "the longest discoverer; hypothetical"),
    ]

    static func element(_ symbol: String) -> Element {
        try! table.requireElement(matching: symbol)
    }

    /// `011-sodium`: the seed app's file naming, so a golden file is easy to find.
    static func name(_ element: Element) -> String {
        String(format: "%03d-", element.number) + element.name.lowercased()
    }
}
