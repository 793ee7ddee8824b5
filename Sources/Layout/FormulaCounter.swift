import Foundation

/// Counts the elements of a list of chemical formulas (one per line; blank lines and `#`
/// comments skipped) into values a heatmap draws.
public struct FormulaCounter {
    /// What is counted for each element.
    public enum Mode: String, CaseIterable, Sendable {
        /// Its atoms in every formula, added up: O in Fe2O3 and H2O is 3 + 1 = 4.
        case amount
        /// The formulas that contain it: O in Fe2O3 and H2O is 2.
        case occurrence
    }

    /// The same limit as element data files.
    public static let maximumFileSize = ElementDataLoader.maximumFileSize

    /// Symbols are looked up here (exactly, case matters: `Co` is cobalt, `CO` carbon and oxygen).
    public var table: PeriodicTable
    /// The atomic numbers drawn; a formula with another element of `table` is refused with `hiddenHint`.
    public var shown: Set<Int>
    /// Why an element of the data is not drawn and how to show it.
    public var hiddenHint: String

    /// A counter that looks symbols up in `table` and refuses those not `shown`.
    public init(table: PeriodicTable, shown: Set<Int>, hiddenHint: String = "it is not drawn") {
        self.table = table
        self.shown = shown
        self.hiddenHint = hiddenHint
    }

    /// The counts over the formulas in `data`; elements in no formula have no value ("no data").
    /// `label` defaults to `Atoms in 5 formulas` or `Formulas with the element (5 in all)`.
    public func values(from data: Data, source: String, mode: Mode = .amount, label: String? = nil,
                       unit: String? = nil) throws -> ElementValues {
        let text = try ElementValuesReader.text(of: data, source: source)
        let formulas = try self.formulas(in: text, source: source)
        guard !formulas.isEmpty else {
            throw LayoutError.invalidValues(path: source, location: "",
                                            detail: "no formulas (the file has only blank lines and # comments); write one formula per line such as Fe2O3")
        }
        var counts: [String: Int] = [:]
        for formula in formulas {
            for (symbol, amount) in formula.amounts {
                counts[symbol, default: 0] += mode == .amount ? amount : 1
            }
        }
        var entries: [Int: ElementValues.Entry] = [:]
        for (symbol, count) in counts {
            guard let element = table.elements.first(where: { $0.symbol == symbol }) else { continue }
            entries[element.number] = ElementValues.Entry(value: Double(count), text: String(count))
        }
        let count = formulas.count
        let plural = count == 1 ? "formula" : "formulas"
        let defaultLabel = mode == .amount ? "Atoms in \(count) \(plural)" : "Formulas with the element (\(count) in all)"
        return ElementValues(label: ElementText.sanitized(label.flatMap { $0.isEmpty ? nil : $0 } ?? defaultLabel),
                             unit: unit.map { ElementText.sanitized($0) }, entries: entries)
    }

    /// The formula on each line that has one, refusing the first that cannot be read.
    func formulas(in text: String, source: String) throws -> [ChemicalFormula] {
        var formulas: [ChemicalFormula] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (number, line) in lines.enumerated() {
            let content = line.prefix { $0 != "#" }
            let leading = content.prefix { $0 == " " || $0 == "\t" }
            var body = content.dropFirst(leading.count)
            while let last = body.last, last == " " || last == "\t" { body = body.dropLast() }
            guard !body.isEmpty else { continue }
            do {
                formulas.append(try ChemicalFormula(parsing: String(body), columnOffset: leading.count,
                                                    checkSymbol: problem(with:)))
            } catch {
                throw LayoutError.invalidValues(path: source, location: "line \(number + 1), column \(error.column)",
                                                detail: "\"\(ElementText.sanitizedForMessage(String(body)))\": \(error.message)")
            }
        }
        return formulas
    }

    /// Why `symbol` cannot be counted, or nil.
    private func problem(with symbol: String) -> String? {
        guard let element = table.elements.first(where: { $0.symbol == symbol }) else {
            let hint = table.suggestion(for: symbol).map { " (did you mean \($0.symbol)?)" } ?? ""
            return "unknown element symbol \"\(ElementText.sanitizedForMessage(symbol))\"\(hint)"
        }
        guard shown.contains(element.number) else {
            return "\(element.name) (\(element.symbol), \(element.number)) is not on the table: \(hiddenHint)"
        }
        return nil
    }
}
