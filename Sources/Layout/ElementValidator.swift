import Foundation

/// Checks decoded elements for values no layout can use.
struct ElementValidator {
    let source: String

    /// Coordinates beyond these are data errors, not layouts.
    static let maximumColumn = 64
    static let maximumRow = 32
    static let maximumNumber = 999

    func validate(_ elements: [Element]) throws {
        var numbers: [Int: String] = [:]
        var symbols: [String: String] = [:]
        var cells: [String: String] = [:]
        var wideCells: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let label = "element \(index + 1) (\(ElementText.sanitizedForMessage(element.name)))"
            func fail(_ detail: String) -> LayoutError {
                LayoutError.invalidElementData(path: source, detail: "\(label), \(detail)")
            }
            if element.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw fail("field \"name\": must not be empty")
            }
            let symbol = element.symbol.trimmingCharacters(in: .whitespacesAndNewlines)
            if symbol.isEmpty || symbol.count > 3 || !symbol.allSatisfy(\.isLetter) {
                throw fail("field \"symbol\": \"\(ElementText.sanitizedForMessage(element.symbol))\" is not 1 to 3 letters")
            }
            if !(1...Self.maximumNumber).contains(element.number) {
                throw fail("field \"number\": \(element.number) is outside 1...\(Self.maximumNumber)")
            }
            try checkCoordinate(element.xpos, "xpos", limit: Self.maximumColumn, fail)
            try checkCoordinate(element.ypos, "ypos", limit: Self.maximumRow, fail)
            if let wxpos = element.wxpos { try checkCoordinate(wxpos, "wxpos", limit: Self.maximumColumn, fail) }
            if let wypos = element.wypos { try checkCoordinate(wypos, "wypos", limit: Self.maximumRow, fail) }
            for (field, value) in [("melt", element.melt), ("boil", element.boil)] {
                if let value, !(value.isFinite && value >= 0) {
                    throw fail("field \"\(field)\": \(value) K is below absolute zero")
                }
            }
            for (field, value) in [("atomic_mass", element.atomicMass), ("density", element.density)] {
                if let value, !(value.isFinite && value > 0) {
                    throw fail("field \"\(field)\": \(value) must be positive")
                }
            }
            if let other = numbers.updateValue(element.name, forKey: element.number) {
                throw fail("field \"number\": \(element.number) is also used by \(ElementText.sanitizedForMessage(other))")
            }
            if let other = symbols.updateValue(element.name, forKey: symbol.lowercased()) {
                throw fail("field \"symbol\": \(symbol) is also used by \(ElementText.sanitizedForMessage(other))")
            }
            if let other = cells.updateValue(element.name, forKey: "\(element.xpos),\(element.ypos)") {
                throw fail("xpos/ypos (\(element.xpos), \(element.ypos)) is also the cell of \(ElementText.sanitizedForMessage(other))")
            }
            if let wxpos = element.wxpos, let wypos = element.wypos,
               let other = wideCells.updateValue(element.name, forKey: "\(wxpos),\(wypos)") {
                throw fail("wxpos/wypos (\(wxpos), \(wypos)) is also the cell of \(ElementText.sanitizedForMessage(other))")
            }
        }
    }

    private func checkCoordinate(_ value: Int, _ field: String, limit: Int, _ fail: (String) -> LayoutError) throws {
        if !(1...limit).contains(value) {
            throw fail("field \"\(field)\": \(value) is outside 1...\(limit)")
        }
    }
}
