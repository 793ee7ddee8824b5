import Foundation
import Testing
@testable import ElementData

/// Values files in CSV and JSON: what is read, exactly as written, and every refusal.
@Suite struct ElementValuesReaderTests {
    static let table = try! PeriodicTable.bundled()
    let reader = ElementValuesReader(table: Self.table, shown: Set(1...118), hiddenHint: "add --include-hypothetical to draw it")

    func read(_ text: String, format: ElementValuesReader.Format? = nil, column: String? = nil,
              label: String? = nil, unit: String? = nil) throws -> ElementValues {
        try reader.values(from: Data(text.utf8), source: "values.csv", format: format, column: column, label: label, unit: unit)
    }

    func texts(_ values: ElementValues) -> [String: String] {
        Dictionary(uniqueKeysWithValues: values.entries.map { (Self.table.element(number: $0.key)!.symbol, $0.value.text) })
    }

    func message(_ text: String, format: ElementValuesReader.Format? = nil, column: String? = nil) -> String? {
        message(bytes: Array(text.utf8), format: format, column: column)
    }

    func message(bytes: [UInt8], format: ElementValuesReader.Format? = nil, column: String? = nil) -> String? {
        do {
            _ = try reader.values(from: Data(bytes), source: "values.csv", format: format, column: column)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test func csvNamesElementsBySymbolNameOrNumberAndKeepsNumbersAsWritten() throws {
        let values = try read("element,value\nFe,5.5\noxygen,3\n1,1e-3\n  Na , 12.50 \n\"Cl\",\"-0.25\"\n")
        #expect(texts(values) == ["Fe": "5.5", "O": "3", "H": "1e-3", "Na": "12.50", "Cl": "-0.25"])
        #expect(values.entries[1]?.value == 0.001)
        #expect(values.label == "Value")
    }

    @Test func extraColumnsAreIgnoredOrChosen() throws {
        let text = "name,element,density,value,source\nx,Fe,7.87,5.5,a\ny,O,0.0014,3,b\n"
        #expect(texts(try read(text)) == ["Fe": "5.5", "O": "3"])
        let density = try read(text, column: "Density", unit: "g/cm³")
        #expect(texts(density) == ["Fe": "7.87", "O": "0.0014"])
        #expect(density.label == "density")
        #expect(density.text(of: Self.table.element(number: 26)!) == "7.87 g/cm³")
    }

    @Test func twoColumnsNeedNoValueHeaderAndNameTheNumbers() throws {
        let values = try read("symbol,abundance\nFe,56300\nO,461000\n", label: nil)
        #expect(values.label == "abundance")
        #expect(try read("symbol,abundance\nFe,5\n", label: "Crust abundance").label == "Crust abundance")
    }

    @Test func anEmptyFieldOrNullIsNoData() throws {
        #expect(texts(try read("element,value\nFe,\nO,3\n")) == ["O": "3"])
        #expect(texts(try read("{\"Fe\": null, \"O\": 3}")) == ["O": "3"])
    }

    @Test func jsonObjectsKeepTheirNumbersAsWritten() throws {
        let values = try read("{\n  \"Fe\": 5.5,\n  \"oxygen\": 3,\n  \"1\": 1e-3,\n  \"Na\": -0.0\n}\n")
        #expect(texts(values) == ["Fe": "5.5", "O": "3", "H": "1e-3", "Na": "-0.0"])
    }

    @Test func aByteOrderMarkAndCrlfLineEndsAreRead() throws {
        let csv = try reader.values(from: Data([0xEF, 0xBB, 0xBF] + Array("element,value\r\nFe,5.5\r\nO,3\r\n".utf8)), source: "v.csv")
        #expect(texts(csv) == ["Fe": "5.5", "O": "3"])
        let json = try reader.values(from: Data([0xEF, 0xBB, 0xBF] + Array("{\"Fe\": 2}\r\n".utf8)), source: "v.json")
        #expect(texts(json) == ["Fe": "2"])
    }

    @Test func veryLargeAndVerySmallFiniteNumbersAreKept() throws {
        let values = try read("element,value\nFe,1e308\nO,-1.5e-300\nH,2.2250738585072014E-308\nNa,-1e308\n")
        #expect(texts(values) == ["Fe": "1e308", "O": "-1.5e-300", "H": "2.2250738585072014E-308", "Na": "-1e308"])
        #expect(values.entries[26]?.value == 1e308)
    }

    @Test(arguments: [
        ("element,value\nFe,5\nFx,3\n", "values.csv: line 3, column 1: no element matches \"Fx\""),
        ("element,value\nFe,5\nSodum,3\n", "values.csv: line 3, column 1: no element matches \"Sodum\" (did you mean Sodium?)"),
        ("element,value\nFe,5\n120,3\n", "values.csv: line 3, column 1: no element matches \"120\" (atomic numbers run from 1 to 119)"),
        ("element,value\nUue,5\n", "values.csv: line 2, column 1: Ununennium (Uue, 119) is not on the table: add --include-hypothetical to draw it"),
        ("element,value\nFe,5\niron,6\n", "values.csv: line 3, column 1: Iron (Fe, 26) is given twice (first at line 2, column 1)"),
        ("element,value\nFe,5.5.1\n", "values.csv: line 2, column 4: \"5.5.1\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        ("element,value\nFe,NaN\n", "values.csv: line 2, column 4: \"NaN\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        ("element,value\nFe,inf\n", "values.csv: line 2, column 4: \"inf\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        ("element,value\nFe,0x10\n", "values.csv: line 2, column 4: \"0x10\" for Fe is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data"),
        ("element,value\nFe,1e309\n", "values.csv: line 2, column 4: 1e309 for Fe is out of range (at most ±1.8e308)"),
        // A number of 400 digits is cut in the message, which still says what is wrong with it.
        ("element,value\nFe,\(String(repeating: "9", count: 400))\n",
         "values.csv: line 2, column 4: \(String(repeating: "9", count: 59))… for Fe is out of range (at most ±1.8e308)"),
        ("element,value\nFe,5,1\n", "values.csv: line 2: 3 fields, but the header has 2"),
        ("element,value\nFe,\"5\n", "values.csv: line 2, column 4: the quoted field opened here is never closed"),
        ("Fe,5\nO,3\n", "values.csv: line 1: the header has no \"element\" column (it has \"Fe\", \"5\")"),
        ("element;value\nFe;1\n", "values.csv: line 1: the header has no \"element\" column (it has \"element;value\"); the fields look separated by ';', and a CSV file separates them by commas"),
        ("element\tvalue\nFe\t1\n", "values.csv: line 1: the header has no \"element\" column (it has \"element\\tvalue\"); the fields look separated by tabs, and a CSV file separates them by commas"),
        ("element,a,b\nFe,1,2\n", "values.csv: line 1: the header has no \"value\" column (it has \"element\", \"a\", \"b\"); choose one with --values-column"),
        ("element,value,Value\nFe,1,2\n", "values.csv: line 1: the header has 2 columns named \"value\" (fields 2, 3); rename all but one"),
        ("symbol,value,symbol\nFe,1,Fe\n", "values.csv: line 1: the header has 2 columns named \"symbol\" (fields 1, 3); rename all but one"),
        ("element,value\n", "values.csv: no element has a value"),
        ("", "values.csv: the file is empty; expected a header line such as element,value and a line per element"),
        ("\n  \n", "values.csv: the file is empty; expected a header line such as element,value and a line per element"),
        ("{\"Fe\": \"5\"}", "values.csv: line 1, column 8: the value of \"Fe\" must be a number or null, found a string"),
        ("{\"Fe\": 5, \"26\": 3}", "values.csv: line 1, column 17: Iron (Fe, 26) is given twice (first at line 1, column 8)"),
        ("{\"Fe\": 1e400}", "values.csv: line 1, column 8: 1e400 for Fe is out of range (at most ±1.8e308)"),
        ("{\"Fe\": NaN}", "values.csv is not valid JSON: line 1, column 8: expected a value, found 'N'"),
        ("{\"Fe\": 5, \"Fe\": 6}", "values.csv is not valid JSON: line 1, column 11: key \"Fe\" appears twice in one object"),
        ("{}", "values.csv: no element has a value"),
    ])
    func badFilesAreRefusedWithTheirPlace(_ text: String, _ expected: String) {
        #expect(message(text) == expected)
    }

    @Test func jsonThatIsNotAnObjectIsRefused() {
        #expect(message("[1, 2]", format: .json) == "values.csv: line 1, column 1: expected an object from element to number such as {\"Fe\": 5.5}, found an array")
        #expect(message("", format: .json) == "values.csv: the file is empty; expected a JSON object such as {\"Fe\": 5.5}")
        #expect(message("{\"Fe\": 1}", column: "x") == "values.csv: --values-column applies to a CSV file; this is a JSON object")
    }

    @Test func anUnknownColumnListsTheColumns() {
        #expect(message("element,value\nFe,1\n", column: "density")
            == "values.csv: line 1: the header has no column \"density\" for --values-column (it has \"element\", \"value\")")
    }

    @Test func bytesThatAreNotUtf8AreRefusedWithTheirPlace() {
        #expect(message(bytes: Array("element,value\nFe,".utf8) + [0xFF, 0x0A]) == "values.csv is not UTF-8 text: line 2, column 4: byte 0xFF")
    }

    @Test func writtenNumbersAreStrict() {
        for good in ["5", "-3.25", ".5", "5.", "1e-3", "+2E6", "−4"] { #expect(WrittenNumber.value(of: good) != nil, "\(good)") }
        for bad in ["", "-", ".", "e5", "1e", "1 000", "1,5", "NaN", "inf", "Infinity", "0x10", "1_000", "5%"] {
            #expect(WrittenNumber.value(of: bad) == nil, "\(bad)")
        }
    }
}
