import Foundation

/// Counts the elements of a list of chemical formulas (one per line; blank lines and `#`
/// comments skipped) into values a heatmap draws.
public struct FormulaCounter: Sendable {
    /// What is counted for each element.
    public enum Mode: String, CaseIterable, Sendable {
        /// Its atoms in every formula, added up: O in Fe2O3 and H2O is 3 + 1 = 4.
        case amount
        /// The formulas that contain it: O in Fe2O3 and H2O is 2.
        case occurrence
    }

    /// The same limit as element data files.
    public static let maximumFileSize = ElementDataLoader.maximumFileSize
    /// The longest formula read, in UTF-8 bytes; no real formula comes near it.
    public static let maximumFormulaLength = 4096

    /// Symbols are looked up in its table (exactly, case matters: `Co` is cobalt, `CO` carbon and
    /// oxygen); a formula with an element not shown is refused.
    public var scope: ElementScope

    /// A counter that looks symbols up in `table` and refuses those not `shown`.
    public init(table: PeriodicTable, shown: Set<Int>, hiddenHint: String = "it is not drawn") {
        scope = ElementScope(table: table, shown: shown, hiddenHint: hiddenHint)
    }

    /// The counts over the formulas in `data`; elements in no formula have no value ("no data").
    /// `label` defaults to `Atoms in 5 formulas` or `Formulas with the element (5 in all)`.
    public func values(from data: Data, source: String, mode: Mode = .amount, label: String? = nil,
                       unit: String? = nil) throws -> ElementValues {
        let text = try ElementValuesReader.text(of: data, source: source)
        let formulas = try self.formulas(in: text, source: source)
        guard !formulas.isEmpty else {
            throw ElementDataError.invalidValues(path: source, location: "",
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
            guard let element = scope.table.elements.first(where: { $0.symbol == symbol }) else { continue }
            entries[element.number] = ElementValues.Entry(value: Double(count), text: String(count))
        }
        let count = formulas.count
        let plural = count == 1 ? "formula" : "formulas"
        let defaultLabel = mode == .amount ? "Atoms in \(count) \(plural)" : "Formulas with the element (\(count) in all)"
        let given = label.flatMap { $0.isEmpty ? nil : $0 }
        return ElementValues(label: ElementText.sanitized(given ?? defaultLabel), unit: unit.map { ElementText.sanitized($0) },
                             entries: entries, generatedLabel: given != nil ? nil : mode == .amount ? .atoms(formulas: count) : .formulas(count: count))
    }

    /// The formula on each line that has one, refusing the first that cannot be read.
    func formulas(in text: String, source: String) throws -> [ChemicalFormula] {
        var formulas: [ChemicalFormula] = []
        // Lines are split on bytes (LF, CRLF, CR) rather than Characters: files run to 64 MiB.
        let bytes = Array(text.utf8)
        var number = 0
        var start = 0
        while start < bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let next = end < bytes.count && bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
            let lineStart = start
            var (first, last) = (start, bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) ?? end)
            start = next
            while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
            guard last > first else { continue }
            guard last - first <= Self.maximumFormulaLength else {
                throw ElementDataError.invalidValues(path: source, location: "line \(number)",
                                                detail: "a formula of \(last - first) bytes, over the limit of \(Self.maximumFormulaLength)")
            }
            let body = String(decoding: bytes[first..<last], as: UTF8.self)
            do {
                formulas.append(try ChemicalFormula(parsing: body, columnOffset: first - lineStart, checkSymbol: problem(with:)))
            } catch {
                throw ElementDataError.invalidValues(path: source, location: "line \(number), column \(error.column)",
                                                detail: "\"\(ElementText.escapedForMessage(body))\": \(error.message)")
            }
        }
        return formulas
    }

    /// Why `symbol` cannot be counted, or nil.
    private func problem(with symbol: String) -> String? {
        guard let element = scope.table.elements.first(where: { $0.symbol == symbol }) else {
            let hint = scope.table.suggestion(for: symbol).map { " (did you mean \($0.symbol)?)" } ?? ""
            return "unknown element symbol \"\(ElementText.escapedForMessage(symbol))\"\(hint)"
        }
        return scope.refusal(of: element)
    }
}
