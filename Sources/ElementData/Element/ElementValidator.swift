import Foundation

/// The limits element data must keep, and the checks across records: names, symbols,
/// duplicate numbers, symbols, names and grid cells. Field types and ranges are checked while
/// decoding (`ElementRecordDecoder`), with these limits.
package struct ElementValidator {
    let source: String

    /// Atomic numbers are 1...999, so a file holds at most 999 elements.
    static let maximumNumber = 999
    /// Coordinates beyond these are data errors, not layouts: the largest `xpos`/`wxpos` and
    /// `ypos`/`wypos` (and `group`/`period`) a data file may give, which the table layout
    /// holds elements made in code to as well.
    package static let maximumColumn = 64
    package static let maximumRow = 32
    /// Far above any real value; there only to refuse absurd numbers.
    static let maximumMass = 10_000.0
    static let maximumDensity = 100_000.0
    static let maximumKelvin = 100_000.0
    /// For the fields no layout draws (molar heat, electron affinity, ionization energies...).
    static let maximumMagnitude = 1e9
    /// Items in `shells` and `ionization_energies`.
    static let maximumArrayLength = 999

    func validate(_ elements: [Element]) throws {
        var numbers: [Int: String] = [:]
        var symbols: [String: String] = [:]
        var names: [String: String] = [:]
        var cells: [String: String] = [:]
        var wideCells: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            // The label (the name sanitized and cut short) is made only on failure: this runs for
            // every element of the bundled data at every start.
            func fail(_ detail: String) -> ElementDataError {
                let label = ElementRecordDecoder.label(index: index, name: element.name)
                return ElementDataError.invalidElementData(path: source, detail: "\(label), \(detail)")
            }
            if ElementText.hasNothingVisible(element.name) {
                throw fail("field \"name\": must not be empty")
            }
            let symbol = element.symbol.trimmingCharacters(in: .whitespacesAndNewlines)
            if symbol.isEmpty || symbol.count > 3 || !symbol.allSatisfy(\.isLetter) {
                throw fail("field \"symbol\": \"\(ElementText.escapedForMessage(element.symbol))\" is not 1 to 3 letters")
            }
            if let other = numbers.updateValue(element.name, forKey: element.number) {
                throw fail("field \"number\": \(element.number) is also used by \(ElementText.escapedForMessage(other))")
            }
            if let other = symbols.updateValue(element.name, forKey: symbol.lowercased()) {
                throw fail("field \"symbol\": \(symbol) is also used by \(ElementText.escapedForMessage(other))")
            }
            // A name is looked up without regard to case (`ptable tile sodium`): a second record
            // of that name would never be found by it, and the first would be drawn in its place.
            if let other = names.updateValue("element \(index + 1) (\(symbol))", forKey: element.name.lowercased()) {
                throw fail("field \"name\": \(ElementText.escapedForMessage(element.name)) is also the name of \(ElementText.escapedForMessage(other))")
            }
            if let other = cells.updateValue(element.name, forKey: "\(element.xpos),\(element.ypos)") {
                throw fail("xpos/ypos (\(element.xpos), \(element.ypos)) is also the cell of \(ElementText.escapedForMessage(other))")
            }
            if let wxpos = element.wxpos, let wypos = element.wypos,
               let other = wideCells.updateValue(element.name, forKey: "\(wxpos),\(wypos)") {
                throw fail("wxpos/wypos (\(wxpos), \(wypos)) is also the cell of \(ElementText.escapedForMessage(other))")
            }
        }
    }
}
