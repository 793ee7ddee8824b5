import Foundation
import Testing
@testable import ElementData

/// The strict formula parser: counts, brackets, hydrates, and every refusal with its column.
@Suite struct ChemicalFormulaTests {
    static let symbols = Set(try! PeriodicTable.bundled().elements.map(\.symbol))

    func amounts(_ text: String) throws -> [String: Int] {
        try ChemicalFormula(parsing: text, checkSymbol: { Self.symbols.contains($0) ? nil : "unknown \($0)" }).amounts
    }

    func failure(_ text: String) -> ChemicalFormula.SyntaxError? {
        do {
            _ = try amounts(text)
            return nil
        } catch let error as ChemicalFormula.SyntaxError {
            return error
        } catch {
            return nil
        }
    }

    @Test func countsAndMultipliers() throws {
        #expect(try amounts("Fe2O3") == ["Fe": 2, "O": 3])
        #expect(try amounts("LiFePO4") == ["Li": 1, "Fe": 1, "P": 1, "O": 4])
        #expect(try amounts("H2O2") == ["H": 2, "O": 2])
        #expect(try amounts("CO") == ["C": 1, "O": 1])
        #expect(try amounts("Co") == ["Co": 1])
        #expect(try amounts("C12H22O11") == ["C": 12, "H": 22, "O": 11])
    }

    @Test func bracketsNestAndMultiply() throws {
        #expect(try amounts("(NH4)2SO4") == ["N": 2, "H": 8, "S": 1, "O": 4])
        #expect(try amounts("Ca3(PO4)2") == ["Ca": 3, "P": 2, "O": 8])
        #expect(try amounts("K4[Fe(CN)6]") == ["K": 4, "Fe": 1, "C": 6, "N": 6])
        #expect(try amounts("((CH3)3C)2O") == ["C": 8, "H": 18, "O": 1])
    }

    /// Heavy water and tritiated water are hydrogen's: D and T count as H, while Ta, Tb, Db and
    /// Ds stay themselves, and data with elements named D or T keeps them.
    @Test func deuteriumAndTritiumCountAsHydrogen() throws {
        #expect(try amounts("D2O") == ["H": 2, "O": 1])
        #expect(try amounts("CD3OD") == ["C": 1, "H": 4, "O": 1])
        #expect(try amounts("HTO") == ["H": 2, "O": 1])
        #expect(try amounts("TaDb") == ["Ta": 1, "Db": 1])
        let own = try ChemicalFormula(parsing: "D2", checkSymbol: { ["D", "H"].contains($0) ? nil : "unknown \($0)" }).amounts
        #expect(own == ["D": 2])
        #expect(failure("Dx") == ChemicalFormula.SyntaxError(column: 1, message: "unknown Dx"))
    }

    @Test func hydratesWithEitherDot() throws {
        let expected = ["Cu": 1, "S": 1, "O": 9, "H": 10]
        #expect(try amounts("CuSO4·5H2O") == expected)
        #expect(try amounts("CuSO4.5H2O") == expected)
        #expect(try amounts("CuSO4⋅5H2O") == expected)
        #expect(try amounts("CaSO4·2H2O") == ["Ca": 1, "S": 1, "O": 6, "H": 4])
        #expect(try amounts("Na2CO3·NaHCO3·2H2O") == ["Na": 3, "C": 2, "O": 8, "H": 5])
    }

    @Test func chargesAreRefusedAtTheirColumn() {
        #expect(failure("SO4^2-")?.column == 4)
        #expect(failure("SO4^2-")?.message == "'^': charges are not supported; write a neutral formula (CuSO4, not SO4^2-)")
        #expect(failure("Fe3+")?.column == 4)
        #expect(failure("NH4⁺")?.column == 4)
        #expect(failure("OH-")?.column == 3)
    }

    @Test func malformedFormulasNameTheColumn() {
        let cases: [(String, Int, String)] = [
            ("Fe2o3", 4, "'o': an element symbol starts with a capital letter"),
            ("Xx2O", 1, "unknown Xx"),
            ("(NH4", 1, "'(' is never closed"),
            ("(NH4]2", 5, "']' does not match '(' at column 1"),
            ("NH4)2", 4, "')' closes nothing"),
            ("Fe()2", 3, "empty brackets"),
            ("H0", 2, "a count of 0; leave the element out instead"),
            ("H02", 2, "a count starting with 0 (02)"),
            ("Fe2 O3", 4, "a space inside the formula; write one formula per line without spaces"),
            ("CuSO4·", 6, "nothing after '·'; a hydrate is written CuSO4·5H2O"),
            ("5", 1, "a number with no element after it"),
            ("·H2O", 1, "expected an element symbol"),
            ("H99999999", 2, "the count 99999999 is over the limit of 1000000"),
            ("H99999999999999", 2, "the count 999999999999… is over the limit of 1000000"),
            ("Fe$", 3, "unexpected '$'"),
            // Characters a message cannot show are named by code point: the right-to-left
            // override read "unexpected ''" once the command line had dropped it.
            ("\u{202E}H2O", 1, "unexpected U+202E"),
            ("H2\u{0}O", 3, "unexpected U+0000"),
            ("H2\u{7F}", 3, "unexpected U+007F"),
            ("\u{FEFF}H2O", 1, "unexpected U+FEFF"),
        ]
        for (text, column, message) in cases {
            #expect(failure(text) == ChemicalFormula.SyntaxError(column: column, message: message), "\(text)")
        }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "(", count: 10_000) + "H" + String(repeating: ")", count: 10_000)
        #expect(failure(deep) == ChemicalFormula.SyntaxError(column: 17, message: "brackets are nested more than 16 levels deep"))
        #expect(failure(String(repeating: "(", count: 16) + "H" + String(repeating: ")", count: 16)) == nil)
    }

    @Test func columnsStartWhereTheFormulaStartsInItsLine() {
        #expect(throws: ChemicalFormula.SyntaxError(column: 8, message: "'+': charges are not supported; write a neutral formula (CuSO4, not SO4^2-)")) {
            try ChemicalFormula(parsing: "Fe3+", columnOffset: 4)
        }
    }

    @Test func amountsTooLargeToCountAreRefused() {
        let huge = String(repeating: "(", count: 3) + "H999999" + String(repeating: ")999999", count: 3)
        #expect(failure(huge)?.message == "the amount of H is too large to count")
    }

    /// An app printing what the parser threw reads the column and the problem.
    @Test func aSyntaxErrorDescribesItselfAsLocalizedError() throws {
        let error = try #require(failure("SO4^2-"))
        #expect(error.localizedDescription == "column \(error.column): \(error.message)")
    }
}
