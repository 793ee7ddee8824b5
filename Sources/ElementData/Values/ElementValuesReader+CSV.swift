extension ElementValuesReader {
    /// Reads the CSV records into `collector`; returns the value column's header when it
    /// names the values (anything but `value`), for the default label.
    func readCSV(_ text: String, column: String?, into collector: inout Collector) throws -> String? {
        let records: [CSVReader.Record]
        do {
            records = try CSVReader.records(in: text)
        } catch {
            throw collector.fail("line \(error.line), column \(error.column)", error.message)
        }
        guard let header = records.first else {
            throw collector.fail("", "the file is empty; expected a header line such as element,value")
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        let location = "line \(header.line)"
        let listed = names.map { "\"\(ElementText.escapedForMessage($0))\"" }.joined(separator: ", ")
        guard let elementColumn = Self.column(in: names, named: ["element", "symbol"]) else {
            let separator = names.count == 1 ? [";", "\t", "|"].first { names[0].contains($0) } : nil
            let hint = separator.map { "; the fields look separated by \($0 == "\t" ? "tabs" : "'\($0)'"), and a CSV file separates them by commas" } ?? ""
            throw collector.fail(location, "the header has no \"element\" column (it has \(listed))\(hint)")
        }
        let valueColumn: Int
        if let column {
            guard let chosen = Self.column(in: names, named: [column]) else {
                throw collector.fail(location, "the header has no column \"\(ElementText.escapedForMessage(column))\" for --values-column (it has \(listed))")
            }
            valueColumn = chosen
        } else if let named = Self.column(in: names, named: ["value"]) {
            valueColumn = named
        } else if names.count == 2 {
            valueColumn = 1 - elementColumn
        } else {
            throw collector.fail(location, "the header has no \"value\" column (it has \(listed)); choose one with --values-column")
        }
        guard valueColumn != elementColumn else {
            throw collector.fail(location, "--values-column names the element column")
        }
        try Self.requireUnique([elementColumn, valueColumn], in: names, at: location, collector: collector)
        for record in records.dropFirst() {
            guard record.fields.count == names.count else {
                throw collector.fail("line \(record.line)", "\(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), but the header has \(names.count)")
            }
            let elementAt = "line \(record.line), column \(record.columns[elementColumn])"
            let element = try collector.element(named: record.fields[elementColumn], at: elementAt)
            let written = record.fields[valueColumn].trimmingCharacters(in: .whitespaces)
            let valueAt = "line \(record.line), column \(record.columns[valueColumn])"
            guard !written.isEmpty else {
                collector.markNoValue(element)
                continue
            }
            guard let value = WrittenNumber.value(of: written) else {
                throw collector.fail(valueAt, "\"\(ElementText.escapedForMessage(written))\" for \(element.symbol) is not a number; write a decimal such as 5.5 or 1e-3, or leave the field empty for no data")
            }
            try collector.add(element, text: written, value: value, at: valueAt)
        }
        let valueName = names[valueColumn]
        return valueName.lowercased() == "value" || valueName.isEmpty ? nil : valueName
    }

    /// Refuses a header that names one of the `chosen` columns twice (two "value" columns from a
    /// spreadsheet): the first would be drawn and the other left unread, without a word about which.
    private static func requireUnique(_ chosen: [Int], in names: [String], at location: String, collector: Collector) throws {
        for column in chosen {
            let twins = names.indices.filter { names[$0].lowercased() == names[column].lowercased() }
            guard twins.count > 1 else { continue }
            let shown = "\"\(ElementText.escapedForMessage(names[column]))\""
            throw collector.fail(location, "the header has \(twins.count) columns named \(shown) (fields \(twins.map { String($0 + 1) }.joined(separator: ", "))); rename all but one")
        }
    }

    /// The first column whose trimmed header equals one of `candidates`, ignoring case; an
    /// exact match wins over a case-insensitive one.
    static func column(in names: [String], named candidates: [String]) -> Int? {
        for candidate in candidates {
            if let exact = names.firstIndex(of: candidate) { return exact }
            if let loose = names.firstIndex(where: { $0.lowercased() == candidate.lowercased() }) { return loose }
        }
        return nil
    }
}

/// A number as a person writes it in a data file: `5`, `-3.25`, `.5`, `1e-3`, `+2E6`, and a
/// true minus sign (−) for `-`. No `NaN`, `inf`, hexadecimal, digit separators or spaces.
package enum WrittenNumber {
    /// The number's value, or nil when `text` is not such a number. Values beyond `Double`'s
    /// range come back infinite, for the caller to refuse with its own words.
    package static func value(of text: String) -> Double? {
        let ascii = text.replacingOccurrences(of: "−", with: "-")
        var scalars = Substring(ascii).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let integer = scalars.prefix { ("0"..."9").contains($0) }
        scalars = scalars.dropFirst(integer.count)
        var fraction = Substring.UnicodeScalarView()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fraction = scalars.prefix { ("0"..."9").contains($0) }
            scalars = scalars.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        if let marker = scalars.first, marker == "e" || marker == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            let exponent = scalars.prefix { ("0"..."9").contains($0) }
            guard !exponent.isEmpty else { return nil }
            scalars = scalars.dropFirst(exponent.count)
        }
        guard scalars.isEmpty else { return nil }
        return Double(ascii)
    }
}
