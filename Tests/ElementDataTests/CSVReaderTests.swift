import Testing
@testable import ElementData

/// The strict CSV reader: quoting, line ends, and errors with their line and column.
@Suite struct CSVReaderTests {
    func fields(_ text: String) throws -> [[String]] {
        try CSVReader.records(in: text).map(\.fields)
    }

    @Test func readsFieldsWithQuotesCommasAndDoubledQuotes() throws {
        #expect(try fields("element,note\nFe,\"rust, red\"\nO,\"say \"\"hi\"\"\"\n")
            == [["element", "note"], ["Fe", "rust, red"], ["O", "say \"hi\""]])
    }

    @Test func aQuotedLineBreakKeepsLaterLineNumbersTrue() throws {
        let records = try CSVReader.records(in: "a,b\n\"two\nlines\",1\nFe,2\n")
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(records[1].fields == ["two\nlines", "1"])
        #expect(records[2].columns == [1, 4])
    }

    @Test func crlfAndCrLineEndsAndBlankLines() throws {
        #expect(try fields("a,b\r\nFe,1\r\n\r\nO,2\r\n") == [["a", "b"], ["Fe", "1"], ["O", "2"]])
        #expect(try fields("a,b\rFe,1\r") == [["a", "b"], ["Fe", "1"]])
        #expect(try CSVReader.records(in: "a\r\n\r\nb").map(\.line) == [1, 3])
    }

    @Test func anEmptyLastFieldIsKept() throws {
        #expect(try fields("Fe,\n") == [["Fe", ""]])
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        #expect(throws: CSVReader.SyntaxError(line: 2, column: 4, message: "the quoted field opened here is never closed")) {
            try CSVReader.records(in: "a,b\nFe,\"5.5\nO,3\n")
        }
    }

    @Test func aQuoteInsideAnUnquotedFieldIsRefused() {
        #expect(throws: CSVReader.SyntaxError(line: 1, column: 3, message: "a quote inside an unquoted field; quote the whole field and double the quote (\"\"\"\")")) {
            try CSVReader.records(in: "Fe\"x,1\n")
        }
    }

    @Test func textAfterAClosingQuoteIsRefused() {
        #expect(throws: CSVReader.SyntaxError(line: 1, column: 5, message: "unexpected 'x' after a closing quote; a field is quoted whole")) {
            try CSVReader.records(in: "\"Fe\"x,1\n")
        }
    }
}
