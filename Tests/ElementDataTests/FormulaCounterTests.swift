import Foundation
import Testing
@testable import ElementData

/// Counting elements over a list of formulas, checked by hand.
@Suite struct FormulaCounterTests {
    static let table = try! PeriodicTable.bundled()
    let counter = FormulaCounter(table: Self.table, shown: Set((1...118).map { $0 }),
                                 hiddenHint: "add --include-hypothetical to draw it")
    static let list = "# five minerals\nFe2O3\nLiFePO4\n\nH2O   # water\n(NH4)2SO4\n  CuSO4·5H2O\n"

    func counts(_ values: ElementValues) -> [String: String] {
        Dictionary(uniqueKeysWithValues: values.entries.map { (Self.table.element(number: $0.key)!.symbol, $0.value.text) })
    }

    func message(_ text: String) -> String? {
        do {
            _ = try counter.values(from: Data(text.utf8), source: "formulas.txt")
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// O: 3 + 4 + 1 + 4 + 9 = 21; H: 2 + 8 + 10 = 20; Fe: 2 + 1; N: 2; S: 1 + 1.
    @Test func amountAddsEachElementsAtoms() throws {
        let values = try counter.values(from: Data(Self.list.utf8), source: "formulas.txt")
        #expect(counts(values) == ["O": "21", "H": "20", "Fe": "3", "Li": "1", "P": "1", "N": "2", "S": "2", "Cu": "1"])
        #expect(values.entries[8]?.value == 21)
        #expect(values.label == "Atoms in 5 formulas")
        #expect(values.text(of: Self.table.element(number: 6)!) == "—")
    }

    @Test func occurrenceCountsTheFormulasThatContainIt() throws {
        let values = try counter.values(from: Data(Self.list.utf8), source: "formulas.txt", mode: .occurrence)
        #expect(counts(values) == ["O": "5", "H": "3", "Fe": "2", "Li": "1", "P": "1", "N": "1", "S": "2", "Cu": "1"])
        #expect(values.label == "Formulas with the element (5 in all)")
    }

    @Test func crlfLinesAndAByteOrderMarkAreRead() throws {
        let text = "\u{FEFF}Fe2O3\r\nH2O\r\n"
        let values = try counter.values(from: Data(text.utf8), source: "formulas.txt", label: "Oxygen count", unit: "atoms")
        #expect(counts(values) == ["Fe": "2", "O": "4", "H": "2"])
        #expect(values.label == "Oxygen count")
        #expect(values.unit == "atoms")
    }

    @Test func aBadFormulaNamesItsLineAndColumnInTheFile() {
        #expect(message("Fe2O3\n\n  SO4^2-  # sulfate\n")
            == "formulas.txt: line 3, column 6: \"SO4^2-\": '^': charges are not supported; write a neutral formula (CuSO4, not SO4^2-)")
        #expect(message("NaCl\nNaCI\n") == nil)
        #expect(message("NaCl\nNaXy\n") == "formulas.txt: line 2, column 3: \"NaXy\": unknown element symbol \"Xy\"")
        #expect(message("Uue2O\n")
            == "formulas.txt: line 1, column 1: \"Uue2O\": Ununennium (Uue, 119) is not on the table: add --include-hypothetical to draw it")
    }

    @Test func aFileWithoutFormulasIsRefused() {
        #expect(message("") == "formulas.txt: no formulas (the file has only blank lines and # comments); write one formula per line such as Fe2O3")
        #expect(message("# nothing\n\n   \n") == message(""))
    }

    @Test func anEndlessLineIsRefusedBeforeItIsParsed() {
        let line = String(repeating: "H", count: 5000)
        #expect(message("Fe2O3\n" + line + "\n") == "formulas.txt: line 2: a formula of 5000 bytes, over the limit of 4096")
    }
}
